# The interface's sentences with variables (issue 52): one message a sentence the screens
# build from the game (names, places, numbers), a section a source file. The code names each
# id where it builds the message (`Message::new("ui-…", …)`); the variables are the engine's
# (docs/i18n.md "Arguments"): a force ($who, $neutral…) is a player's name or a `force-`
# message of log.ftl, a place ($from…) its name in the places files with its forms
# (`$from-the`), a number selects plural forms, `$step`-like variables are other messages'
# texts.

## src/ui/table/banner.rs
# The turn banner: whose step it is and what to do. The steps' own words hold a colon
# ("Ataque: toca…"), so the player's name takes a dash ("Ada — Ataque: toca…").

ui-banner-step = { $who } — { $step }
ui-banner-setup = { $line } Quedan por colocar: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } está jugando en su móvil…
ui-banner-remote = { $who } está jugando…
ui-banner-bot = { $who } (bot) { $doing }
ui-banner-attack-from = Ataque desde { $from-the }: toca el territorio enemigo vecino que quieras atacar.
ui-banner-move-from = Movimiento desde { $from-the }: toca el territorio al que van los ejércitos.
ui-banner-ally-reinforce = Turno del aliado: coloca { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } para el aliado en sus territorios.
ui-banner-ally-counter = Turno del aliado: si quieres, ataca a { $active } con los ejércitos del aliado; después termina el turno del aliado.
ui-banner-starting-for = { $whose-kind ->
        [neutral] Coloca un ejército neutral en uno de los territorios neutrales, para bloquear a tu rival.
       *[other] Coloca un ejército para { $whose-object } en uno de sus territorios, para bloquear a tu rival.
    }
ui-banner-neutral-reinforce = { $neutral-kind ->
        [neutral] Coloca { $armies ->
            [one] { $armies } ejército neutral
           *[other] { $armies } ejércitos neutrales
        } en los territorios neutrales, para bloquear a { $active }.
       *[other] Coloca { $armies ->
            [one] { $armies } ejército
           *[other] { $armies } ejércitos
        } para { $neutral-object } en sus territorios, para bloquear a { $active }.
    }
ui-banner-ally-die = Coloca { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } para tu aliado, { $ally }, en sus territorios.
ui-banner-teams-reinforce = Coloca { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } en tus territorios o en los de tu compañero.
ui-banner-reinforce = Refuerzos: { $armies ->
        [one] te queda { $armies } ejército
       *[other] te quedan { $armies } ejércitos
    } por colocar. Toca tus territorios.
ui-exhausted = { $territory }: solo le queda 1 ejército, ya no puede atacar.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Elige un territorio libre.
ui-phase-place-starting-armies = Coloca un ejército inicial en uno de tus territorios.
ui-phase-choose-headquarters = Elige en secreto tu cuartel general: toca uno de tus territorios y confirma.
ui-phase-rolled = Dados tirados: vuelve a tirar uno con una carta, recurre al Comandante o resuelve la batalla.
ui-phase-reinforce-must-trade = Tienes 5 cartas o más: canjea antes una combinación.
ui-phase-attack = Ataque: toca uno de tus territorios y después un territorio enemigo vecino, o termina el ataque.
ui-phase-occupy = ¡Territorio conquistado! Elige cuántos ejércitos entran.
ui-phase-fortify = Reagrupar: mueve ejércitos una vez entre dos territorios tuyos vecinos, o termina el turno.
ui-phase-finished = La partida ha terminado.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = Desde { $from-the } hasta { $to-the }
ui-move-range = De { $min } a { $max }: siempre se queda un ejército atrás.
ui-move-only = { $max ->
        [1] Solo puede ir 1 ejército: siempre se queda uno atrás.
       *[other] Solo pueden ir { $max } ejércitos: siempre se queda uno atrás.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Fuera de la partida en el turno { $turn }

## src/ui/table/story/summary.rs

ui-game-length = La partida ha durado { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }, en { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [1] Mostrar la opción que queda fuera de la vista, al { $side ->
            [west] oeste
            [east] este
            [north] norte
           *[south] sur
        }
       *[other] Mostrar la más cercana de las { $count } opciones que quedan fuera de la vista, al { $side ->
            [west] oeste
            [east] este
            [north] norte
           *[south] sur
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = Esta combinación vale { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }.
ui-guard-question = { $attacker-subject } ataca { $to-the } desde { $from-the }. ¿Juegas una poción de defensa?
ui-goal-secret-capitals = Para ganar: tener { $total } capitales, incluida la tuya. Cada una es secreta hasta que alguien la tome; quien toma una se queda con todo el ejército de su dueño.
ui-goal-headquarters = Para ganar: tu propio cuartel general y { $needed } de los demás.
ui-replay-over = Paso { $step } de { $last } · la partida ha terminado
ui-replay-step = Paso { $step } de { $last } · turno { $turn } · { $whose }
ui-to-place = { $armies } por colocar
ui-ally-of = aliado de { $ally }
ui-won-by-points = { $points } puntos de victoria al final de su turno.
ui-won-by-capitals = { $held } capitales en su poder, incluida la suya.
ui-cash-sesterces = Canjear { $sesterces } sestercios: +{ $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = dado rojo, { $value }
ui-white-die = dado blanco, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.

ui-rules-change = { $was } no se puede jugar en el tablero «{ $board }»: ahora el juego es «{ $now }».

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.

ui-hint-claim = El bot experto elegiría { $territory-the }.
ui-hint-starting-army = El bot experto colocaría un ejército inicial en { $territory-the }.
ui-hint-headquarters = El bot experto elegiría { $territory-the } como cuartel general.
ui-hint-place = El bot experto colocaría { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } en { $territory-the }.
ui-hint-attack = El bot experto atacaría { $to-the } desde { $from-the } con { $dice ->
        [1] 1 dado
       *[other] { $dice } dados
    }.
ui-hint-fortify = El bot experto movería { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } { $from-of } { $to-at }.
ui-hint-occupy = El bot experto ocuparía el territorio con { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }.
ui-hint-trade = El bot experto canjearía una combinación de cartas.
ui-hint-end-attack = El bot experto dejaría de atacar.
ui-hint-end-turn = El bot experto terminaría el turno.
ui-hint-other = El bot experto jugaría una carta o usaría el tesoro.

## src/ui/table/passing.rs
# A tablet passed from hand to hand.

ui-pass-to = Pasa la tableta a { $player }
ui-pass-back-to = Devuelve la tableta a { $player }
ui-i-am-player = Soy { $player }

## src/ui/sentences.rs (more)

ui-give-card-to = Dar esta carta a { $force }
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } en { $territory-the }
# The participle agrees with the place: "Ada: India, ocupada por Bruno", "Ada: Congo, ocupado por…".
ui-headquarters-held = { $whose }: { $place }, { $place-gender ->
        [feminine] { $place-number ->
            [plural] ocupadas
           *[singular] ocupada
        }
       *[masculine] { $place-number ->
            [plural] ocupados
           *[singular] ocupado
        }
    } por { $taker-object }
ui-battle-taken = ¡{ $territory } { $territory-gender ->
        [feminine] { $territory-number ->
            [plural] conquistadas
           *[singular] conquistada
        }
       *[masculine] { $territory-number ->
            [plural] conquistados
           *[singular] conquistado
        }
    }!
ui-battle-holds = { $territory } { $territory-number ->
        [plural] resisten
       *[singular] resiste
    }.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (bot difícil), rojo: 1 territorio,
# 3 ejércitos, 0 cartas, le toca jugar". $colour is red, blue, yellow, green, black or pink;
# $facts the counts below, the leader and the chip's state, as a list.

ui-chip-label = { $who }, { $colour ->
        [red] rojo
        [blue] azul
        [yellow] amarillo
        [green] verde
        [black] negro
       *[pink] rosa
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = le toca jugar
ui-chip-out = fuera de la partida
ui-count-territories = { $count ->
        [one] { $count } territorio
       *[other] { $count } territorios
    }
ui-count-armies = { $count ->
        [one] { $count } ejército
       *[other] { $count } ejércitos
    }
ui-count-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
ui-count-points = { $count ->
        [one] { $count } punto
       *[other] { $count } puntos
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alaska (cuartel general rojo), puerto, rojo,
# 3 ejércitos, 1 de ellos azul". $parts is the list of the pieces below; $colour is red,
# blue, yellow, green, black or pink.

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } (cuartel general { $colour ->
        [red] rojo
        [blue] azul
        [yellow] amarillo
        [green] verde
        [black] negro
       *[pink] rosa
    })
ui-land-port = puerto
ui-land-sword = espada
ui-land-shield = escudo
ui-land-holder = { $colour ->
        [red] rojo
        [blue] azul
        [yellow] amarillo
        [green] verde
        [black] negro
       *[pink] rosa
    }
ui-land-share = { $share } de ellos { $share ->
        [one] { $colour ->
            [red] rojo
            [blue] azul
            [yellow] amarillo
            [green] verde
            [black] negro
           *[pink] rosa
        }
       *[other] { $colour ->
            [red] rojos
            [blue] azules
            [yellow] amarillos
            [green] verdes
            [black] negros
           *[pink] rosas
        }
    }
ui-land-contested = sin control

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 territorios, 12 ejércitos, tiene las 3 cartas del equipo"; $held
# is a list of the counts below. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (fuera de la partida)
ui-team-cards = tiene { $count ->
        [one] la carta
       *[other] las { $count } cartas
    } del equipo
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } puerto
       *[other] { $count } puertos
    }
ui-count-sesterces = { $count ->
        [one] { $count } sestercio
       *[other] { $count } sestercios
    }
ui-count-potions = { $count ->
        [one] { $count } poción
       *[other] { $count } pociones
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number with one decimal (armies lost beyond or short of what
# the odds expected).

ui-luck-unlucky = { $player } ha perdido { $lost } { $lost ->
        [one] ejército
       *[other] ejércitos
    } más de lo previsto: mala suerte.
ui-luck-lucky = { $player } ha perdido { $lost } { $lost ->
        [one] ejército
       *[other] ejércitos
    } menos de lo previsto: buena suerte.
ui-luck-even = { $player } ha perdido más o menos los ejércitos previstos.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal).

ui-luck-headline = Los dados han sido más generosos con { $best } ({ $bestluck }) y más crueles con { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost } { $lost ->
        [one] ejército
       *[other] ejércitos
    } por debajo de las pérdidas previstas
ui-odds-more = { $lost } { $lost ->
        [one] ejército
       *[other] ejércitos
    } por encima de las pérdidas previstas
ui-odds-even = tantas pérdidas como se preveía

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal). ui-odds-after follows the chance.

ui-odds-chance = Probabilidad de conquista: { $chance } %
ui-odds-chance-almost = Probabilidad de conquista: > 99,9 %
ui-odds-chance-hardly = Probabilidad de conquista: < 0,1 %
ui-odds-after = {" "}· si cae, quedan de media { $left } { $left ->
        [one] ejército
       *[other] ejércitos
    }

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = ¡{ $winners } { $count ->
        [one] gana!
       *[other] ganan!
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label }: { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } dado
       *[other] { $count } dados
    }

## src/ui/wizard/words.rs (how many players a game takes)

ui-players-exactly = { $count } jugadores
ui-players-from-to = De { $min } a { $max } jugadores

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] carta
       *[other] cartas
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] rojo
        [blue] azul
        [yellow] amarillo
        [green] verde
        [black] negro
       *[pink] rosa
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] ejército
       *[other] ejércitos
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } punto de victoria
       *[other] { $count } puntos de victoria
    }
