# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.
# Italian speaks to the player with "tu" ("Tocca uno dei tuoi territori"), as RisiKo!'s own
# cards do ("Devi conquistare…"); buttons are in the imperative ("Annulla", "Salva").

## src/ui/app/title.rs

ui-join-a-table = Unisciti a un tavolo
ui-boards = Tabelloni
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Bonus delle regioni

## src/ui/board/drawings.rs

ui-unfolding-the-board = Apriamo il tabellone…
ui-the-board-could-not-be-loaded = Impossibile caricare il tabellone: questo dispositivo è connesso a Internet?
ui-try-again = Riprova

## src/ui/board/land.rs

ui-board = Tabellone:
ui-sword = , spada
ui-shield = , scudo

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Mostra l’immagine della mappa

## src/ui/link/dialog.rs

ui-phones = Telefoni…
ui-play-on-a-phone = Gioca su un telefono

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Rivedi la partita

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Comandi della riproduzione
ui-to-the-start = All’inizio
ui-one-step-back = Un passo indietro
ui-pause = Pausa
ui-play = Riproduci
ui-one-step-forward = Un passo avanti
ui-to-the-end = Alla fine
ui-speed = Velocità
ui-statistics = Statistiche
ui-step = Passo

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Quartier generale:
ui-nothing = niente
ui-dice-of-this-step = Dadi di questo passo
ui-attack-die = Dado d’attacco
ui-defence-die = Dado di difesa
ui-no-dice-at-this-step = Nessun dado in questo passo.
ui-reveal-all-hands-and-missions = Svela le carte e le missioni di tutti
ui-reveal-all-hands-and-missions-2 = Svelare le carte e le missioni di tutti?
ui-everyone-s-cards-and-missions-will = Verranno mostrate le carte e le missioni di tutti. Tutti al tavolo sono d’accordo?
ui-show-them = Mostrale
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Annulla

## src/ui/rules_pages.rs

ui-the-games = I giochi
ui-opening-the-rules = Apriamo le regole…
ui-the-rules-could-not-be-loaded = Impossibile caricare le pagine delle regole. Apri Lamorisse una volta mentre sei online e resteranno su questo dispositivo.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = La memoria del browser è piena o disattivata: non è stato salvato nulla, e gli altri salvataggi sono intatti.
ui-game-imported = Partita importata.
ui-saved-games = Partite salvate
ui-import-a-game = Importa una partita
ui-replay-a-game-file = Rivedi una partita da un file
ui-turn = turno
ui-load = Carica
ui-replay-2 = Rivedi
ui-delete-this-save = Elimina questo salvataggio
ui-saved = Partita salvata.
ui-save = Salva
ui-export = Esporta
ui-export-the-log = Esporta il registro

## src/ui/settings.rs

ui-settings = Impostazioni
ui-animation-speed = Velocità delle animazioni
ui-animation-normal = Normale
ui-animation-fast = Veloce
ui-animation-off = Nessuna animazione
ui-dice-sound = Suono dei dadi
ui-shapes-on-player-colours-colour-blind = Forme sui colori dei giocatori (per daltonici)
ui-a-what-would-the-bot-do = Un pulsante «Cosa farebbe il bot?» durante i tuoi turni
ui-phones-in-another-place-find-the = Telefoni in un altro luogo: collegali tramite un server STUN pubblico (stun.l.google.com, serve Internet)
ui-the-browser-refused-to-remember-these = Il browser non ha permesso di memorizzare queste impostazioni.

## src/ui/stats_panel.rs

ui-territories = Territori
ui-armies = Armate
ui-reinforcements-received = Rinforzi ricevuti
ui-cards-traded = Carte giocate
ui-dice-rolled = Dadi tirati
ui-points = Punti
ui-turns-played = Turni giocati
ui-by-round = per giro
ui-rounds-played = Giri giocati
ui-by-turn = per turno
ui-luck-at-the-dice = Fortuna ai dadi
ui-armies-lost-in-battle-beyond-what = Armate perse in battaglia oltre quanto previsto dalle probabilità esatte: a destra la sfortuna, a sinistra la fortuna.
ui-no-battle-yet = Ancora nessuna battaglia.
ui-figure-shown = Dato mostrato
ui-figures = Dati
ui-close = Chiudi

## src/ui/table/banner.rs

ui-is-claiming-a-territory = sta occupando un territorio…
ui-is-placing-a-starting-army = sta piazzando un’armata iniziale…
ui-is-choosing-in-secret = sta scegliendo in segreto…
ui-is-placing-reinforcements = sta piazzando i rinforzi…
ui-is-attacking = sta attaccando…
ui-is-moving-in = sta entrando nel territorio conquistato…
ui-is-moving-armies = sta spostando armate…
ui-has-finished = ha finito.
ui-is-playing-the-ally = sta giocando l’alleato…
ui-bot = bot
ui-choose-your-dice-then-roll-or = Scegli i dadi, poi tira o lancia un blitz; oppure ritirati.
ui-attack-tap-one-of-your-territories = Attacco — tocca uno dei tuoi territori, poi un territorio confinante del tuo avversario o dell’alleato. Quando termini l’attacco, l’alleato passa al tuo avversario.
ui-your-initiative-again-attack-with-your = Tocca di nuovo a te: attacca con le tue armate, oppure termina l’attacco.
ui-your-move-is-made-end-the = Spostamento eseguito: termina il turno, oppure annulla lo spostamento.
ui-fortify-move-armies-along-a-path = Spostamento — sposta armate lungo un percorso di tuoi territori, quante volte vuoi; poi termina il turno.
ui-choose-your-capital-in-secret-tap = Scegli in segreto la tua capitale — tocca uno dei tuoi territori, poi conferma. Resta segreta finché qualcuno non la conquista.
ui-fortify-move-armies-once-along-a = Spostamento strategico — sposta armate una volta, lungo un percorso di tuoi territori, oppure termina il turno.
ui-move-armies-once-through-your-team = Sposta armate una volta, attraverso i territori della tua squadra, nei tuoi o in quelli del tuo compagno; poi termina il turno.
ui-you-took-their-cards-you-may = Hai preso le sue carte — puoi giocare un tris adesso, prima della prossima battaglia.

## src/ui/table/battle.rs

ui-armies-moving-in = Armate che entrano
ui-move-in = Occupa
ui-armies-to-move = Armate da spostare
ui-move = Sposta

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Attacca con
ui-roll = Tira
ui-blitz = Blitz
ui-retreat = Ritirati
ui-blitz-stops-at = Il blitz si ferma a

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = l’attaccante perde un’armata
ui-the-defender-loses-an-army = il difensore perde un’armata

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = I dadi del difensore
ui-how-many-dice-do-you-defend = Con quanti dadi ti difendi?
ui-defend-with = Difenditi con
ui-hand-the-tablet-back = Restituisci il tablet

## src/ui/table/battlefield.rs

ui-the-last-roll = L’ultimo tiro
ui-battlefield = Campo di battaglia

## src/ui/table/cards.rs

ui-infantry = fante
ui-cavalry = cavaliere
ui-artillery = cannone
ui-joker = jolly
ui-no-cards-yet-you-draw-one = Ancora nessuna carta: ne peschi una alla fine di questo turno.
ui-no-cards-yet-conquer-a-territory = Ancora nessuna carta: conquista un territorio in questo turno per pescarne una.
ui-no-cards-in-hand-you-draw = Nessuna carta in mano: ne peschi una alla fine di questo turno.
ui-no-cards-in-hand-conquer-a = Nessuna carta in mano: conquista un territorio in questo turno per pescarne una.
ui-on = su
ui-your-cards = Le tue carte
ui-trade = Gioca il tris
ui-mission = Missione
ui-hide-my-mission = Nascondi la mia missione
ui-hide-my-missions = Nascondi le mie missioni
ui-show-my-mission = Mostra la mia missione
ui-show-my-missions = Mostra le mie missioni

## src/ui/table/empire.rs

ui-players-boards = Plance dei giocatori
ui-victory-points = Punti vittoria
ui-purse-and-shop = Borsa e bottega
ui-purse = Borsa
ui-sesterces-to-cash = Sesterzi da spendere
ui-fewer-sesterces = Meno sesterzi
ui-more-sesterces = Più sesterzi
ui-shop = Bottega
ui-select-one-of-your-territories-for = Scegli uno dei tuoi territori per una spada o uno scudo (2 sesterzi ciascuno).
ui-sword-2 = Spada (2)
ui-shield-2 = Scudo (2)
ui-new-mission-1 = Nuova missione (1)
ui-your-potion-cards = Le tue carte pozione
ui-hide-my-potions = Nascondi le mie pozioni
ui-show-my-potions = Mostra le mie pozioni
ui-show-my-potions-and-mission-swaps = Mostra le mie pozioni e i cambi di missione
ui-play-2 = Gioca
ui-swap-a-mission-1-sesterce = Cambia una missione (1 sesterzio)

## src/ui/table/game_bar.rs

ui-undo = Annulla
ui-skip-to-my-turn = Salta al mio turno

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = Una pozione di difesa?
ui-the-game-waits-for-your-answer = La partita attende la tua risposta.
ui-no-potion = Nessuna pozione

## src/ui/table/handoff.rs

ui-pass-the-tablet = Passa il tablet
ui-your-pin = Il tuo PIN
ui-type-your-pin-first = Prima digita il tuo PIN.
ui-that-pin-is-not-right = Il PIN non è corretto.

## src/ui/table/headquarters.rs

ui-your-capital = La tua capitale:
ui-your-headquarters = Il tuo quartier generale:
ui-tap-one-of-your-territories = Tocca uno dei tuoi territori.
ui-confirm-my-capital = Conferma la mia capitale
ui-confirm-my-headquarters = Conferma il mio quartier generale
ui-by = da
ui-capitals-taken = Capitali conquistate
ui-headquarters-2 = Quartieri generali
ui-hide-my-capital = Nascondi la mia capitale
ui-show-my-capital = Mostra la mia capitale

## src/ui/table/hint.rs

ui-what-would-the-bot-do = Cosa farebbe il bot?

## src/ui/table/independents.rs

ui-destroyed = distrutto
ui-neutral = neutrale
ui-cards = carte
ui-independents = Indipendenti
ui-roll-reinforcements-for-your-ally = Tira i rinforzi per il tuo alleato

## src/ui/table/objectives.rs

ui-hide-my-objectives = Nascondi i miei obiettivi
ui-show-my-objectives = Mostra i miei obiettivi
ui-an-objective-can-be-claimed-now = Adesso puoi dichiarare un obiettivo.
ui-claimed = Dichiarato
ui-claim-this-objective = Dichiara questo obiettivo
ui-objectives = Obiettivi
ui-still-to-do-shown-to-all = Ancora da fare, svelato a tutti:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Carte, registro e salvataggi

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = bot facile
ui-normal-bot = bot normale
ui-hard-bot = bot difficile
ui-expert-bot = bot esperto

## src/ui/table/players/chip_view.rs

ui-is-thinking = sta pensando
ui-territories-2 = territori
ui-armies-2 = armate
ui-points-2 = punti

## src/ui/table/players/mod.rs

ui-players = Giocatori
ui-territories-3 = ▦ territori
ui-armies-3 = ● armate
ui-cards-2 = ▭ carte
ui-points-3 = ★ punti

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Scegli un dado d’attacco, poi:
ui-re-roll-it = Rilancialo
ui-commander-make-it-a-6 = Comandante: portalo a 6
ui-decide-the-battle = Risolvi la battaglia

## src/ui/table/sheet.rs

ui-lower-the-controls = Abbassa i comandi
ui-show-all-the-controls = Mostra tutti i comandi

## src/ui/table/steps.rs

ui-armies-per-tap = Armate per tocco
ui-fewer-per-tap = Meno per tocco
ui-per-tap = per tocco
ui-more-per-tap = Più per tocco
ui-end-the-ally-s-turn = Termina il turno dell’alleato
ui-end-attack = Termina l’attacco
ui-end-turn = Termina il turno

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Un avversario è stato eliminato: la squadra vince.
ui-four-objectives-achieved = Quattro obiettivi raggiunti:
ui-every-other-player-is-eliminated = Tutti gli altri giocatori sono stati eliminati.
ui-mission-accomplished = Missione compiuta:
ui-enemy-headquarters-taken-and-their-own = Quartieri generali nemici conquistati, e il proprio difeso.
ui-the-opponent-is-eliminated = L’avversario è stato eliminato.
ui-every-enemy-army-is-destroyed = Tutte le armate nemiche sono state distrutte.

## src/ui/table/story/victory.rs

ui-win = vincono!
ui-winner = Vittoria
ui-still-in = In gioco
ui-player = Giocatore
ui-result = Risultato
ui-summary = Riepilogo
ui-back-to-the-summary = Torna al riepilogo
ui-see-the-final-map = Vedi la mappa finale
ui-watch-the-replay = Rivedi la partita
ui-new-game-same-players = Nuova partita, stessi giocatori
ui-back-to-the-start = Torna all’inizio

## src/ui/table/story.rs

ui-game-log = Registro della partita
ui-victory = Vittoria

## src/ui/table/teams.rs

ui-teams = Squadre
ui-team = Squadra
ui-place-and-manoeuvre-into-your-teammate = Puoi piazzare e manovrare anche nei territori del tuo compagno; in un territorio condiviso comanda chi vi ha più armate, nessuno in caso di parità. Vince la prima squadra che elimina un avversario.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Cavaliere d’oro
ui-what-a-set-is-worth = Quanto vale un tris
ui-value-of-the-next-set = Valore del prossimo tris
ui-the-golden-cavalier = Il cavaliere d’oro
ui-one-of-each = uno per tipo
ui-a-joker-and-a-pair = un jolly e una coppia

## src/ui/wizard/board.rs

ui-board-2 = Tabellone
ui-the-rules-own-board = Il tabellone previsto dalle regole

## src/ui/wizard/games.rs

ui-edition = Edizione
ui-game = Gioco

## src/ui/wizard/mod.rs

ui-new-game = Nuova partita
ui-start-the-game = Inizia la partita

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Distribuisci e piazza le armate automaticamente
ui-players-join-on-their-own-phones = I giocatori si uniscono dal proprio telefono (un codice QR a testa, a partita iniziata)
ui-shorter-game-any-2-enemy-headquarters = Partita breve: 2 quartieri generali nemici qualsiasi in 4 giocatori, 3 in 5 o 6
ui-advanced = Opzioni avanzate
ui-progressive-reinforcements-every-set-worth-4 = Rinforzi progressivi: ogni tris vale 4, 6, 8, 10, 12, 15, 20… in base all’ordine in cui si giocano
ui-defenders-choose-their-dice-hand-the = Il difensore sceglie i propri dadi (passandogli il tablet)
ui-game-number-to-deal-the-same = Numero della partita, per rigiocare la stessa distribuzione (lascia vuoto per una nuova distribuzione)
ui-rules-for-experts = Regole per esperti
ui-expert-plus-one = Tris che valgono 4, 5, 6… (uno in più ogni volta)
ui-expert-connected = Spostamenti quante volte vuoi, lungo i tuoi territori
ui-expert-twelve = Al massimo 12 armate per territorio (le armate senza posto vanno perse)
ui-expert-reroll = Rilancia un dado d’attacco per battaglia con una carta che mostra uno dei due territori
ui-expert-commander = Il Comandante: una volta per turno, porta a 6 un dado d’attacco

## src/ui/wizard/seats.rs

ui-colour-of-player = Colore del giocatore
ui-who-plays-seat = Chi gioca al posto
ui-name-of-player = Nome del giocatore
ui-pin = PIN
ui-optional-4-digit-pin-of-player = PIN facoltativo di 4 cifre del giocatore

## src/ui/wizard/words.rs

ui-human = Umano
ui-bot-easy = Bot: facile
ui-bot-normal = Bot: normale
ui-bot-hard = Bot: difficile
ui-bot-expert = Bot: esperto
ui-parker-1993-conquer-the-world-sets = Parker 1993: conquistare il mondo; il valore dei tris sale: 4, 6, 8…
ui-parker-1993-for-2-players-a = Parker 1993 in due: un esercito neutrale si frappone tra voi.
ui-parker-1993-capital-risk-take-the = Parker 1993, Risk delle capitali: conquistare i quartieri generali nemici e difendere il proprio.
ui-parker-1993-secret-mission-complete-your = Parker 1993, missioni segrete: compiere per primo la propria missione.
ui-risk-mission-2010s-four-secret-objectives = Risk Mission (anni 2010): quattro obiettivi segreti di grado crescente; se ne dichiara uno per turno.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoléon (1999): una missione segreta a testa sulla mappa dell’Europa del 1810, da dichiarare nel proprio turno.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoléon (1999): conquistare l’Europa del 1810, da 2 a 6 giocatori (in due con un esercito neutrale).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoléon (1999), capitali: una capitale segreta a testa; chi ne conquista una si prende tutto l’esercito del suo proprietario.
ui-risk-asterix-battle-for-the-roman = Risk Asterix, Battaglia per l’Impero romano: condottieri, sesterzi, pozioni e missioni segrete; vince chi arriva a 10 punti vittoria.
ui-risk-asterix-conquest-conquer-the-whole = Risk Asterix, Conquista: conquistare tutto l’Impero romano, con sesterzi e pozioni ma senza condottieri.
ui-risk-napoleon-1999-for-2-players = Risk Napoléon (1999) in due: un esercito neutrale riceve metà dei tuoi rinforzi, piazzati dal tuo avversario.
ui-risk-in-teams-2010s-seats-1 = Risk a squadre (anni 2010): posti 1 e 3 contro 2 e 4; vince la prima squadra che elimina un avversario.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde in due: tira dalla tua parte i due indipendenti con le carte e combatti con loro.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde in due: due indipendenti passivi sbarrano la strada.
ui-miro-1975-a-secret-objective-each = Miro 1975: un obiettivo segreto a testa; nessuno può essere eliminato prima del 5º giro.
ui-miro-1975-conquer-the-world-rising = Miro 1975, conquista del mondo: tris che valgono sempre di più, vince l’ultimo rimasto in gioco.
ui-miro-1975-for-2-an-allied = Miro 1975 in due: una forza alleata che il tuo avversario gioca contro di te.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (anni 2010): il cavaliere d’oro, 3 o 4 giocatori.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = attacca
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = Il gioco da tavolo della conquista del mondo, cinque edizioni in una
ui-language-switch = Lingua
ui-board-name = Tabellone del mondo
ui-continents-chart = Bonus dei continenti
ui-tap-a-territory = Tocca un territorio per vederne i confini.
ui-borders = Confini
ui-bonus-armies = armate
ui-back = Indietro
ui-storage-refused = Questo browser non ha permesso di memorizzare la lingua.
ui-language-not-loaded = Impossibile caricare questa lingua. Controlla la connessione e riprova.
ui-continue = Continua
ui-rules = Regole
ui-zoom = Zoom
ui-zoom-in = Ingrandisci
ui-zoom-out = Riduci
ui-zoom-reset = Mostra tutto il tabellone
ui-storage-full = La memoria del browser è piena: questa partita non viene salvata, ma il gioco continua.
ui-changed-in-another-tab = La partita è stata modificata in un’altra scheda: questa scheda ha smesso di salvare, così le due partite non si sovrascrivono a vicenda. Qui si continua a giocare senza salvare.
ui-save-here-again = Salva invece la partita di questa scheda
ui-autosave-unreadable = Impossibile leggere la partita salvata; è stata lasciata intatta.
