# The interface's sentences with variables (issue 52): one message a sentence the screens
# build from the game (names, places, numbers), a section a source file. The code names each
# id where it builds the message (`Message::new("ui-…", …)`); the variables are the engine's
# (docs/i18n.md "Arguments"): a force ($who, $neutral…) is a player's name or a `force-`
# message of log.ftl, a place ($from…) its name in the places files with its forms
# (`$from-the`, `$from-from` «dall’Ucraina», `$to-at` «alla Cina»), a number selects plural
# forms, `$step`-like variables are other messages' texts.

## src/ui/table/banner.rs
# The turn banner: whose step it is and what to do.

ui-banner-step = { $who }: { $step }
ui-banner-setup = { $line } Ancora da piazzare: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } sta giocando sul proprio telefono…
ui-banner-remote = { $who } sta giocando…
ui-banner-bot = { $who } (bot) { $doing }
ui-banner-attack-from = Attacco { $from-from } — tocca il territorio nemico confinante da attaccare.
ui-banner-move-from = Spostamento { $from-from } — tocca dove vanno le armate.
ui-banner-ally-reinforce = Turno dell’alleato — piazza { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } per l’alleato sui suoi territori.
ui-banner-ally-counter = Turno dell’alleato — se vuoi, attacca { $active-object } con le armate dell’alleato, poi termina il turno dell’alleato.
ui-banner-starting-for = Piazza un’armata per { $whose-object } su uno dei suoi territori, per bloccare il tuo avversario.
ui-banner-neutral-reinforce = Piazza { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } per { $neutral-object } sui suoi territori, per bloccare { $active-object }.
ui-banner-ally-die = Piazza { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } per il tuo alleato { $ally } sui suoi territori.
ui-banner-teams-reinforce = Piazza { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } sui tuoi territori o su quelli del tuo compagno.
ui-banner-reinforce = Rinforzi — { $armies ->
        [one] ancora { $armies } armata
       *[other] ancora { $armies } armate
    } da piazzare. Tocca i tuoi territori.
ui-exhausted = { $territory }: è rimasta solo 1 armata, questo territorio non può più attaccare.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Occupa un territorio libero.
ui-phase-place-starting-armies = Piazza un’armata iniziale su uno dei tuoi territori.
ui-phase-choose-headquarters = Scegli in segreto il tuo quartier generale — tocca uno dei tuoi territori, poi conferma.
ui-phase-rolled = Dadi tirati — rilancia un dado con una carta, chiama il Comandante o risolvi la battaglia.
ui-phase-reinforce-must-trade = Hai 5 carte o più: prima gioca un tris.
ui-phase-attack = Attacco — tocca uno dei tuoi territori, poi un territorio nemico confinante. Oppure termina l’attacco.
ui-phase-occupy = Territorio conquistato! Scegli quante armate vi entrano.
ui-phase-fortify = Spostamento strategico — sposta armate una volta tra due tuoi territori confinanti, oppure termina il turno.
ui-phase-finished = La partita è finita.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = Percorso: { $from-from } { $to-at }
ui-move-range = Da { $min } a { $max }: un’armata resta sempre indietro.
ui-move-only = { $max ->
        [1] Può partire solo 1 armata: una resta sempre indietro.
       *[other] Possono partire solo { $max } armate: una resta sempre indietro.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Fuori gioco al turno { $turn }

## src/ui/table/story/summary.rs

ui-game-length = La partita è durata { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turni
    }, in { $rounds ->
        [one] { $rounds } giro
       *[other] { $rounds } giri
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [1] Mostra la scelta fuori schermo, { $side ->
            [west] a ovest
            [east] a est
            [north] a nord
           *[south] a sud
        }
       *[other] Mostra la più vicina delle { $count } scelte fuori schermo, { $side ->
            [west] a ovest
            [east] a est
            [north] a nord
           *[south] a sud
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = Questo tris vale { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    }.
ui-guard-question = { $attacker-subject } attacca { $to-the } { $from-from }. Vuoi giocare una pozione di difesa?
ui-goal-secret-capitals = Per vincere: tieni { $total } capitali, compresa la tua. Ognuna resta segreta finché non viene conquistata; chi ne conquista una si prende tutto l’esercito del suo proprietario.
ui-goal-headquarters = Per vincere: il tuo quartier generale e { $needed } di quelli avversari.
ui-replay-over = Passo { $step } di { $last } · la partita è finita
ui-replay-step = Passo { $step } di { $last } · turno { $turn } · { $whose }
ui-to-place = { $armies } da piazzare
ui-ally-of = alleato { $ally-kind ->
        [neutral] dell’esercito neutrale
        [ally] dell’alleato
       *[other] di { $ally }
    }
ui-won-by-points = { $points } punti vittoria alla fine del proprio turno.
ui-won-by-capitals = { $held } capitali in suo possesso, compresa la propria.
ui-cash-sesterces = Spendi { $sesterces } sesterzi: +{ $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = dado rosso, { $value }
ui-white-die = dado bianco, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.

ui-rules-change = «{ $was }» non si può giocare sul tabellone «{ $board }»: ora il gioco è «{ $now }».

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.
# Armies are placed "in" a territory, as players say it: `$territory-within` («in Ucraina»,
# «negli Urali», «a Cita»).

ui-hint-claim = Il bot esperto occuperebbe { $territory-the }.
ui-hint-starting-army = Il bot esperto piazzerebbe un’armata iniziale { $territory-within }.
ui-hint-headquarters = Il bot esperto sceglierebbe { $territory-the } come quartier generale.
ui-hint-place = Il bot esperto piazzerebbe { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } { $territory-within }.
ui-hint-attack = Il bot esperto attaccherebbe { $to-the } { $from-from } con { $dice ->
        [1] 1 dado
       *[other] { $dice } dadi
    }.
ui-hint-fortify = Il bot esperto sposterebbe { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } { $from-from } { $to-at }.
ui-hint-occupy = Il bot esperto sposterebbe { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } nel territorio conquistato.
ui-hint-trade = Il bot esperto giocherebbe un tris.
ui-hint-end-attack = Il bot esperto smetterebbe di attaccare.
ui-hint-end-turn = Il bot esperto terminerebbe il turno.
ui-hint-other = Il bot esperto giocherebbe una carta o userebbe la borsa.

## src/ui/table/passing.rs
# A tablet passed from hand to hand. Before a vowel, "a" is "ad" ("ad Ada").

ui-pass-to = Passa il tablet { $player-initial ->
        [vowel] ad
       *[consonant] a
    } { $player }
ui-pass-back-to = Restituisci il tablet { $player-initial ->
        [vowel] ad
       *[consonant] a
    } { $player }
ui-i-am-player = Sono { $player }

## src/ui/sentences.rs (more)

ui-give-card-to = Dai questa carta { $force-kind ->
        [neutral] all’esercito neutrale
        [ally] all’alleato
        [independent] a { $force-object }
       *[other] { $force-initial ->
            [vowel] ad { $force-object }
           *[consonant] a { $force-object }
        }
    }
# Armies are placed "in" a territory: «+2 armate in Ucraina», «negli Urali».
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } { $territory-within }
# The participle agrees with the headquarters: «Mosca, tenuta da Bruno», «Berg, tenuto da Bruno».
ui-headquarters-held = { $whose }: { $place }, { $place-gender ->
        [feminine] { $place-number ->
            [plural] tenute
           *[singular] tenuta
        }
       *[masculine] { $place-number ->
            [plural] tenuti
           *[singular] tenuto
        }
    } { $taker-kind ->
        [neutral] dall’esercito neutrale
        [ally] dall’alleato
       *[other] da { $taker-object }
    }
ui-battle-taken = { $territory } { $territory-gender ->
        [feminine] { $territory-number ->
            [plural] conquistate
           *[singular] conquistata
        }
       *[masculine] { $territory-number ->
            [plural] conquistati
           *[singular] conquistato
        }
    }!
ui-battle-holds = { $territory } { $territory-number ->
        [plural] resistono
       *[singular] resiste
    }.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (bot difficile), rosso: 1 territorio,
# 3 armate, 0 carte, di turno". $colour is red, blue, yellow, green, black or pink (said as a
# noun, "il rosso"); $facts the counts below, the leader and the chip's state, as a list.

ui-chip-label = { $who }, { $colour ->
        [red] rosso
        [blue] blu
        [yellow] giallo
        [green] verde
        [black] nero
       *[pink] rosa
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = di turno
ui-chip-out = fuori gioco
ui-count-territories = { $count ->
        [one] { $count } territorio
       *[other] { $count } territori
    }
ui-count-armies = { $count ->
        [one] { $count } armata
       *[other] { $count } armate
    }
ui-count-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
ui-count-points = { $count ->
        [one] { $count } punto
       *[other] { $count } punti
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alaska (quartier generale rosso), porto, rosso,
# 3 armate, di cui 1 blu". $parts is the list of the pieces below; $colour is red, blue,
# yellow, green, black or pink. The share agrees with "armate" (f.): "di cui 2 rosse".

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } (quartier generale { $colour ->
        [red] rosso
        [blue] blu
        [yellow] giallo
        [green] verde
        [black] nero
       *[pink] rosa
    })
ui-land-port = porto
ui-land-sword = spada
ui-land-shield = scudo
ui-land-holder = { $colour ->
        [red] rosso
        [blue] blu
        [yellow] giallo
        [green] verde
        [black] nero
       *[pink] rosa
    }
ui-land-share = di cui { $share } { $share ->
        [one] { $colour ->
            [red] rossa
            [blue] blu
            [yellow] gialla
            [green] verde
            [black] nera
           *[pink] rosa
        }
       *[other] { $colour ->
            [red] rosse
            [blue] blu
            [yellow] gialle
            [green] verdi
            [black] nere
           *[pink] rosa
        }
    }
ui-land-contested = non controllato da nessuno

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 territori, 12 armate, ha in mano le 3 carte della squadra"; $held
# is a list of the counts below. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (fuori gioco)
ui-team-cards = ha in mano { $count ->
        [one] { $count } carta della squadra
       *[other] le { $count } carte della squadra
    }
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } porto
       *[other] { $count } porti
    }
ui-count-sesterces = { $count ->
        [one] { $count } sesterzio
       *[other] { $count } sesterzi
    }
ui-count-potions = { $count ->
        [one] { $count } pozione
       *[other] { $count } pozioni
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number with one decimal (armies lost beyond or short of what
# the odds expected).

ui-luck-unlucky = { $player } ha perso { $lost } { $lost ->
        [one] armata
       *[other] armate
    } in più del previsto: che sfortuna.
ui-luck-lucky = { $player } ha perso { $lost } { $lost ->
        [one] armata
       *[other] armate
    } in meno del previsto: che fortuna.
ui-luck-even = { $player } ha perso all’incirca le armate previste.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal).

ui-luck-headline = I dadi sono stati più generosi con { $best } ({ $bestluck }) e più crudeli con { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost } { $lost ->
        [one] armata persa
       *[other] armate perse
    } in meno del previsto
ui-odds-more = { $lost } { $lost ->
        [one] armata persa
       *[other] armate perse
    } in più del previsto
ui-odds-even = armate perse come previsto

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal). ui-odds-after follows the chance.
# Italian writes a decimal comma ("99,9%").

ui-odds-chance = Probabilità di conquista: { $chance }%
ui-odds-chance-almost = Probabilità di conquista: > 99,9%
ui-odds-chance-hardly = Probabilità di conquista: < 0,1%
ui-odds-after = {" "}· se cade, in media { $left ->
        [one] resta { $left } armata
       *[other] restano { $left } armate
    }

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = { $winners } { $count ->
        [one] vince!
       *[other] vincono!
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label }: { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    }

## src/ui/wizard/words.rs (how many players a game takes)

ui-players-exactly = { $count } giocatori
ui-players-from-to = Da { $min } a { $max } giocatori

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] carta
       *[other] carte
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] rosso
        [blue] blu
        [yellow] giallo
        [green] verde
        [black] nero
       *[pink] rosa
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] armata
       *[other] armate
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } punto vittoria
       *[other] { $count } punti vittoria
    }
