# The interface's sentences with variables (issue 52): one message a sentence the screens
# build from the game (names, places, numbers), a section a source file. The code names each
# id where it builds the message (`Message::new("ui-…", …)`); the variables are the engine's
# (docs/i18n.md "Arguments"): a force ($who, $neutral…) is a player's name or a `force-`
# message of log.ftl, a place ($from…) its name in the places files with its forms
# (`$from-the`, `$from-of`…), a number selects plural forms, `$step`-like variables are other
# messages' texts.

## src/ui/table/banner.rs
# The turn banner: whose step it is and what to do. The step's own words hold a colon
# ("Reforços: …"), so the player's name is followed by a dash, never a second colon.

ui-banner-step = { $who } — { $step }
ui-banner-setup = { $line } Ainda por colocar: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } está a jogar no telemóvel…
ui-banner-remote = { $who } está a jogar…
ui-banner-bot = { $who } (bot) { $doing }
ui-banner-attack-from = Ataque a partir { $from-of }: toque no vizinho inimigo que quer atacar.
ui-banner-move-from = Manobra a partir { $from-of }: toque no território para onde vão os exércitos.
ui-banner-ally-reinforce = Turno do aliado: coloque { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } do aliado nos territórios dele.
ui-banner-ally-counter = Turno do aliado: ataque { $active-object } com os exércitos do aliado, se quiser, e depois termine o turno do aliado.
ui-banner-starting-for = Coloque um exército para { $whose-object } num território que lhe pertença, para bloquear o seu adversário.
ui-banner-neutral-reinforce = Coloque { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } para { $neutral-object } nos territórios que lhe pertencem, para bloquear { $active-object }.
ui-banner-ally-die = Coloque { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } para o seu aliado { $ally } nos territórios que lhe pertencem.
ui-banner-teams-reinforce = Coloque { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } nos seus territórios ou nos do seu colega de equipa.
ui-banner-reinforce = Reforços: ainda tem { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } por colocar. Toque nos seus territórios.
ui-exhausted = Só resta 1 exército { $territory-within }: já não pode atacar.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Escolha um território vazio.
ui-phase-place-starting-armies = Coloque um exército inicial num dos seus territórios.
ui-phase-choose-headquarters = Escolha o seu quartel-general em segredo: toque num dos seus territórios e depois confirme.
ui-phase-rolled = Dados lançados: volte a lançar um com uma carta, chame o Comandante ou decida a batalha.
ui-phase-reinforce-must-trade = Tem 5 cartas ou mais: troque primeiro um conjunto.
ui-phase-attack = Ataque: toque num dos seus territórios e depois num vizinho inimigo, ou termine o ataque.
ui-phase-occupy = Território conquistado! Escolha quantos exércitos avançam.
ui-phase-fortify = Fortificar: desloque exércitos uma vez entre dois dos seus territórios vizinhos, ou termine o turno.
ui-phase-finished = A partida terminou.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = Deslocação { $from-of } para { $to-the }
ui-move-range = De { $min } a { $max }: fica sempre um exército para trás.
ui-move-only = { $max ->
        [1] Só 1 exército pode ir: fica sempre um para trás.
       *[other] Só { $max } exércitos podem ir: fica sempre um para trás.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Fora do jogo no turno { $turn }

## src/ui/table/story/summary.rs

ui-game-length = A partida durou { $turns ->
        [one] { $turns } turno
       *[other] { $turns } turnos
    }, em { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [1] Mostrar a escolha fora de vista, { $side ->
            [west] a oeste
            [east] a leste
            [north] a norte
           *[south] a sul
        }
       *[other] Mostrar a mais próxima das { $count } escolhas fora de vista, { $side ->
            [west] a oeste
            [east] a leste
            [north] a norte
           *[south] a sul
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = Este conjunto vale { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }.
ui-guard-question = { $attacker-subject } ataca { $to-the } a partir { $from-of }. Jogar uma poção de defesa?
ui-goal-secret-capitals = Para ganhar: ter { $total } capitais, incluindo a sua. Cada uma fica secreta até ser tomada; quem a tomar fica com tudo o que pertencia ao dono.
ui-goal-headquarters = Para ganhar: o seu próprio quartel-general e { $needed } dos outros.
ui-replay-over = Passo { $step } de { $last } · a partida terminou
ui-replay-step = Passo { $step } de { $last } · turno { $turn } · { $whose }
ui-to-place = { $armies } por colocar
ui-ally-of = aliado { $ally-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $ally-object }
    }
# Under a winner's name: "próprio", not "seu" (which says "your" to the reader).
ui-won-by-points = { $points } pontos de vitória no fim do próprio turno.
ui-won-by-capitals = { $held } capitais mantidas, incluindo a própria.
ui-cash-sesterces = Trocar { $sesterces } sestércios: +{ $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = dado vermelho, { $value }
ui-white-die = dado branco, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.
# The names are in guillemets: a game's full name holds commas and a "·".

ui-rules-change = «{ $was }» não se joga no tabuleiro «{ $board }»: o jogo passa a ser «{ $now }».

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.

ui-hint-claim = O bot especialista escolheria { $territory-the }.
ui-hint-starting-army = O bot especialista colocaria um exército inicial { $territory-within }.
ui-hint-headquarters = O bot especialista escolheria { $territory-the } como quartel-general.
ui-hint-place = O bot especialista colocaria { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } { $territory-within }.
ui-hint-attack = O bot especialista atacaria { $to-the } a partir { $from-of } com { $dice ->
        [1] 1 dado
       *[other] { $dice } dados
    }.
ui-hint-fortify = O bot especialista deslocaria { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } { $from-of } para { $to-the }.
ui-hint-occupy = O bot especialista avançaria com { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }.
ui-hint-trade = O bot especialista trocaria um conjunto de cartas.
ui-hint-end-attack = O bot especialista pararia de atacar.
ui-hint-end-turn = O bot especialista terminaria o turno.
ui-hint-other = O bot especialista jogaria uma carta ou usaria o tesouro.

## src/ui/table/passing.rs
# A tablet passed from hand to hand.

ui-pass-to = Passe o tablet a { $player }
ui-pass-back-to = Devolva o tablet a { $player }
ui-i-am-player = Sou { $player }

## src/ui/sentences.rs (more)

ui-give-card-to = Dar esta carta a { $force }
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } { $territory-within }
ui-headquarters-held = { $whose }: { $place }, nas mãos { $taker-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $taker-object }
    }
ui-battle-taken = { $territory } { $territory-gender ->
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
        [plural] resistem
       *[singular] resiste
    }.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (bot difícil), vermelho: 1 território,
# 3 exércitos, 0 cartas, a jogar". $colour is red, blue, yellow, green, black or pink; $facts
# the counts below, the leader and the chip's state, as a list.

ui-chip-label = { $who }, { $colour ->
        [red] vermelho
        [blue] azul
        [yellow] amarelo
        [green] verde
        [black] preto
       *[pink] cor-de-rosa
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = a jogar
ui-chip-out = fora do jogo
ui-count-territories = { $count ->
        [one] { $count } território
       *[other] { $count } territórios
    }
ui-count-armies = { $count ->
        [one] { $count } exército
       *[other] { $count } exércitos
    }
ui-count-cards = { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
ui-count-points = { $count ->
        [one] { $count } ponto
       *[other] { $count } pontos
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alasca (quartel-general vermelho), porto,
# vermelho, 3 exércitos, 1 deles azul". $parts is the list of the pieces below; $colour is red,
# blue, yellow, green, black or pink (here the colour's name, masculine: "o vermelho").

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } (quartel-general { $colour ->
        [red] vermelho
        [blue] azul
        [yellow] amarelo
        [green] verde
        [black] preto
       *[pink] cor-de-rosa
    })
ui-land-port = porto
ui-land-sword = espada
ui-land-shield = escudo
ui-land-holder = { $colour ->
        [red] vermelho
        [blue] azul
        [yellow] amarelo
        [green] verde
        [black] preto
       *[pink] cor-de-rosa
    }
ui-land-share = { $share ->
        [one] { $share } deles { $colour ->
            [red] vermelho
            [blue] azul
            [yellow] amarelo
            [green] verde
            [black] preto
           *[pink] cor-de-rosa
        }
       *[other] { $share } deles { $colour ->
            [red] vermelhos
            [blue] azuis
            [yellow] amarelos
            [green] verdes
            [black] pretos
           *[pink] cor-de-rosa
        }
    }
ui-land-contested = sem dono

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 territórios, 12 exércitos, tem as 3 cartas da equipa"; $held is a
# list of the counts below. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (fora do jogo)
ui-team-cards = tem { $count ->
        [one] a carta da equipa
       *[other] as { $count } cartas da equipa
    }
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } porto
       *[other] { $count } portos
    }
ui-count-sesterces = { $count ->
        [one] { $count } sestércio
       *[other] { $count } sestércios
    }
ui-count-potions = { $count ->
        [one] { $count } poção
       *[other] { $count } poções
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number with one decimal (armies lost beyond or short of what
# the odds expected).

ui-luck-unlucky = { $player } perdeu mais { $lost } { $lost ->
        [one] exército
       *[other] exércitos
    } do que o esperado: azar.
ui-luck-lucky = { $player } perdeu menos { $lost } { $lost ->
        [one] exército
       *[other] exércitos
    } do que o esperado: sorte.
ui-luck-even = { $player } perdeu mais ou menos tantos exércitos como o esperado.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal).

ui-luck-headline = Os dados foram mais generosos com { $best } ({ $bestluck }) e mais duros com { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost } { $lost ->
        [one] exército perdido
       *[other] exércitos perdidos
    } a menos do que o esperado
ui-odds-more = { $lost } { $lost ->
        [one] exército perdido
       *[other] exércitos perdidos
    } a mais do que o esperado
ui-odds-even = tantos exércitos perdidos quanto o esperado

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal). ui-odds-after follows the chance.

ui-odds-chance = Probabilidade de conquista: { $chance }%
ui-odds-chance-almost = Probabilidade de conquista: > 99,9%
ui-odds-chance-hardly = Probabilidade de conquista: < 0,1%
ui-odds-after = {" "}· se cair, ficam em média { $left } { $left ->
        [one] exército
       *[other] exércitos
    }

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = { $winners } { $count ->
        [one] ganha!
       *[other] ganham!
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

ui-players-exactly = { $count } jogadores
ui-players-from-to = { $min } a { $max } jogadores

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] carta
       *[other] cartas
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] vermelho
        [blue] azul
        [yellow] amarelo
        [green] verde
        [black] preto
       *[pink] cor-de-rosa
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] exército
       *[other] exércitos
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } ponto de vitória
       *[other] { $count } pontos de vitória
    }
