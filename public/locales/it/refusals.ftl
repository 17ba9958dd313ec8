# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = La partita è finita.
refusal-wrong-phase = Non si può fare in questa fase del turno.
refusal-unknown-territory = Questo territorio non è su questo tabellone.
refusal-already-claimed = Questo territorio è già occupato: scegline uno libero.
refusal-unclaimed-territories-remain = Ci sono ancora territori liberi: prima occupane uno.
refusal-not-your-territory = Questo territorio non è tuo.
refusal-not-neutral-territory = Questa armata è dell’esercito neutrale: piazzala su uno dei suoi territori.
refusal-no-armies-left = Non hai più armate da piazzare.
refusal-bad-army-count = Piazza almeno un’armata, e non più di quelle che hai.
refusal-territory-full = Questo territorio ha già tutte le armate che può ospitare.
refusal-must-trade-cards = Hai 5 carte o più: prima gioca un tris.
refusal-card-not-in-hand = Queste carte non sono tutte in mano tua.
refusal-not-a-set = Queste tre carte non sono un tris: tre uguali, una per tipo, oppure due uguali e un jolly.
refusal-no-trade-now = Ora non si possono giocare carte.
refusal-attack-own-territory = Non puoi attaccare un territorio della tua parte.
refusal-not-adjacent = Questi due territori non confinano.
refusal-too-many-attack-dice = Tira meno dadi: per ogni dado tirato serve un’armata, più una che resta indietro.
refusal-bad-defence-dice = Difenditi con 1 o 2 dadi, e con 2 solo se hai almeno 2 armate.
refusal-not-enough-armies = In questo territorio è rimasta solo 1 armata: non può più attaccare.
refusal-ally-step-first = Prima termina l’attacco: l’altro giocatore giocherà il turno dell’alleato, poi potrai attaccare di nuovo.
refusal-no-enemy-neighbour = Questo territorio non confina con nessun nemico da attaccare: scegline uno sul fronte.
refusal-elimination-too-early = Nessun giocatore può essere eliminato prima della fine del quarto giro.
refusal-bad-move-count = Sposta nel territorio almeno tante armate quanti dadi hai tirato, e lasciane una indietro.
refusal-bad-fortify = Sposta armate solo tra territori tuoi collegati tra loro, e lasciane una indietro.
refusal-bad-fortify-adjacent = Sposta armate solo tra due tuoi territori confinanti, e lasciane una indietro.
refusal-reserve-not-placed = Prima piazza tutte le tue nuove armate.
refusal-record-mismatch = Questa partita salvata non corrisponde alle sue stesse mosse.
refusal-no-such-die = Questo dado d’attacco non esiste.
refusal-commander-used = Il Comandante cambia un solo dado per turno.
refusal-no-reroll-card = Un dado si rilancia una volta per battaglia, con una carta che mostra uno dei due territori.
refusal-no-such-objective = Questo obiettivo non esiste.
refusal-objective-already-claimed = Questo obiettivo è già stato dichiarato.
refusal-one-objective-per-turn = Si può dichiarare un solo obiettivo per turno.
refusal-not-the-objectives-moment = Questo obiettivo si dichiara in un altro momento del turno.
refusal-objective-not-met = Questo obiettivo non è ancora raggiunto.
refusal-no-independent-to-influence = Non c’è nessun indipendente a cui dare questa carta.
refusal-independent-has-five-cards = Questo indipendente ha già 5 carte e non può più essere tirato dalla tua parte.
refusal-allies-reinforce-before-combat = Gli alleati ricevono i rinforzi dopo le tue armate e prima di ogni battaglia.
refusal-not-your-ally = Questo indipendente non è tuo alleato.
refusal-ally-already-reinforced = Ogni alleato tira un solo dado di rinforzo per turno.
refusal-end-the-attack-first = Termina l’attacco prima di spostare armate.
refusal-not-in-this-game = In questa partita non ci sono sesterzi, bottega né pozioni.
refusal-bad-sesterce-count = Spendi da 2 a 10 sesterzi alla volta.
refusal-already-cashed = I sesterzi si spendono una volta per turno, durante i rinforzi.
refusal-not-enough-sesterces = Non hai abbastanza sesterzi.
refusal-shop-closed = La bottega è aperta durante i rinforzi, prima della tua prima invasione.
refusal-already-equipped = Un territorio può avere al massimo una spada e uno scudo.
refusal-too-many-missions = Puoi avere al massimo tre missioni.
refusal-no-missions-left = Il mazzo delle missioni è vuoto.
refusal-potion-not-in-hand = Questa carta pozione non è in mano tua.
refusal-potion-not-now = Questa carta pozione non si gioca in questo momento.
refusal-one-potion-per-turn = Una carta pozione per turno, carte di difesa escluse.
refusal-bad-potion-target = Il Sabotaggio richiede un territorio avversario con una spada o uno scudo.
refusal-not-enough-points = I Mercenari costano un punto vittoria che non hai.
refusal-already-guarded = Una sola pozione di difesa per territorio a turno.

## A game that cannot start

refusal-setup-player-count = Questo gioco è da { $min } a { $max } giocatori.
refusal-setup-repeated-colour = Ogni giocatore deve avere un colore diverso.
refusal-setup-not-playable = In questa versione non si può ancora giocare a questo gioco.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = i dati sono danneggiati, oppure non è una partita di Lamorisse.
refusal-replay-newer = è stata salvata con una versione più recente di Lamorisse: aggiorna l’app per aprirla.
refusal-replay-illegal = la mossa { $move } è contro le regole. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = La partita in questo file non è stata importata: { $reason }
ui-saved-game-not-read = Impossibile leggere questa partita salvata, quindi non è stata caricata; è stata lasciata intatta: { $reason }
ui-game-not-replayable = Impossibile rivedere questa partita: { $reason }
ui-log-not-exported = Impossibile esportare il registro di questa partita: { $reason }
ui-statistics-not-drawn = Impossibile mostrare le statistiche di questa partita: { $reason }
