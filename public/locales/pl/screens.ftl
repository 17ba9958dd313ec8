# The interface's sentences with variables, in Polish (issue 52): one message a sentence the
# screens build from the game (names, places, numbers), a section a source file. The code names
# each id where it builds the message (`Message::new("ui-…", …)`); the variables are the
# engine's (docs/i18n.md "Arguments"): a force ($who, $neutral…) is a player's name or a
# `force-` message of log.ftl, a place ($from…) its name in the places files with its forms
# (`$from-from`, `$to-accusative`…), a number selects plural forms, `$step`-like variables are
# other messages' texts. As in log.ftl, a force is always said in the nominative.

## src/ui/table/banner.rs
# The turn banner: whose step it is and what to do. The step's own words hold a colon
# ("Atak: dotknij…"), so the player's name is followed by a dash.

ui-banner-step = { $who } – { $step }
ui-banner-setup = { $line } Pozostało do rozmieszczenia: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } gra na swoim telefonie…
ui-banner-remote = { $who } wykonuje ruch…
ui-banner-bot = { $who } (bot) { $doing }
ui-banner-attack-from = Atak { $from-from }: dotknij wrogiego sąsiada, którego chcesz zaatakować.
ui-banner-move-from = Przemieszczenie { $from-from }: dotknij terytorium, na które mają przejść armie.
ui-banner-ally-reinforce = Tura sojusznika: rozmieść { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } sojusznika na jego terytoriach.
ui-banner-ally-counter = Tura sojusznika: jeśli chcesz, zaatakuj przeciwnika ({ $active-object }) armiami sojusznika, a potem zakończ turę sojusznika.
ui-banner-starting-for = Postaw jedną armię na jednym z terytoriów, które zajmuje { $whose-object }, aby blokować przeciwnika.
ui-banner-neutral-reinforce = Rozmieść { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } na terytoriach, które zajmuje { $neutral-object }, aby blokować przeciwnika ({ $active-object }).
ui-banner-ally-die = Rozmieść { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } na terytoriach, które zajmuje { $ally-kind ->
        [ally] twój sojusznik
       *[other] twój sojusznik { $ally-object }
    }.
ui-banner-teams-reinforce = Rozmieść { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } na swoich terytoriach lub na terytoriach partnera z drużyny.
ui-banner-reinforce = Posiłki: { $armies ->
        [one] została jeszcze { $armies } armia
        [few] zostały jeszcze { $armies } armie
       *[many] zostało jeszcze { $armies } armii
    } do rozmieszczenia. Dotknij swoich terytoriów.
ui-exhausted = { $territory }: została tylko 1 armia, to terytorium nie może już atakować.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Zajmij wolne terytorium.
ui-phase-place-starting-armies = Postaw jedną armię początkową na jednym ze swoich terytoriów.
ui-phase-choose-headquarters = Wybierz w tajemnicy swoją kwaterę główną: dotknij jednego ze swoich terytoriów, a potem potwierdź.
ui-phase-rolled = Kości rzucone: przerzuć jedną dzięki karcie, wezwij Dowódcę albo rozstrzygnij bitwę.
ui-phase-reinforce-must-trade = Masz 5 kart lub więcej: najpierw wymień zestaw.
ui-phase-attack = Atak: dotknij jednego ze swoich terytoriów, a potem wrogiego sąsiada. Możesz też zakończyć atak.
ui-phase-occupy = Terytorium zdobyte! Wybierz, ile armii na nie wkroczy.
ui-phase-fortify = Umacnianie pozycji: przemieść armie jeden raz między dwoma swoimi sąsiadującymi terytoriami albo zakończ turę.
ui-phase-finished = Gra się zakończyła.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = Trasa: { $from-from } { $to-to }
ui-move-range = Od { $min } do { $max }: jedna armia zawsze zostaje na miejscu.
ui-move-only = { $max ->
        [1] Może przejść tylko 1 armia: jedna zawsze zostaje na miejscu.
        [one] Może przejść tylko { $max } armia: jedna zawsze zostaje na miejscu.
        [few] Mogą przejść tylko { $max } armie: jedna zawsze zostaje na miejscu.
       *[many] Może przejść tylko { $max } armii: jedna zawsze zostaje na miejscu.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Odpada w turze { $turn }

## src/ui/table/story/summary.rs

ui-game-length = Gra trwała { $turns ->
        [one] { $turns } turę
        [few] { $turns } tury
       *[many] { $turns } tur
    } w { $rounds ->
        [one] { $rounds } rundzie
        [few] { $rounds } rundach
       *[many] { $rounds } rundach
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [1] Pokaż niewidoczną opcję { $side ->
            [west] na zachodzie
            [east] na wschodzie
            [north] na północy
           *[south] na południu
        }
        [one] Pokaż niewidoczną opcję { $side ->
            [west] na zachodzie
            [east] na wschodzie
            [north] na północy
           *[south] na południu
        }
        [few] Pokaż najbliższą z { $count } niewidocznych opcji { $side ->
            [west] na zachodzie
            [east] na wschodzie
            [north] na północy
           *[south] na południu
        }
       *[many] Pokaż najbliższą z { $count } niewidocznych opcji { $side ->
            [west] na zachodzie
            [east] na wschodzie
            [north] na północy
           *[south] na południu
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = Ten zestaw jest wart { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }.
ui-guard-question = { $attacker-subject } atakuje { $to-accusative } { $from-from }. Zagrać miksturę obrony?
ui-goal-secret-capitals = Aby wygrać: utrzymaj { $total ->
        [one] { $total } stolicę
        [few] { $total } stolice
       *[many] { $total } stolic
    }, w tym własną. Każda pozostaje tajna, dopóki ktoś jej nie zdobędzie; kto ją zdobędzie, przejmuje wszystko, co należało do jej właściciela.
ui-goal-headquarters = Aby wygrać: utrzymaj własną kwaterę główną i zdobądź { $needed } spośród pozostałych.
ui-replay-over = Krok { $step } z { $last } · gra zakończona
ui-replay-step = Krok { $step } z { $last } · tura { $turn } · { $whose }
ui-to-place = { $armies } do rozmieszczenia
ui-ally-of = sojusznik: { $ally }
ui-won-by-points = { $points ->
        [one] { $points } punkt zwycięstwa
        [few] { $points } punkty zwycięstwa
       *[many] { $points } punktów zwycięstwa
    } na koniec własnej tury.
ui-won-by-capitals = Utrzymane stolice: { $held }, w tym własna.
ui-cash-sesterces = Wymień { $sesterces ->
        [one] { $sesterces } sesterca
        [few] { $sesterces } sesterce
       *[many] { $sesterces } sesterców
    }: +{ $armies ->
        [one] { $armies } armia
        [few] { $armies } armie
       *[many] { $armies } armii
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = czerwona kość, { $value }
ui-white-die = biała kość, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.

ui-rules-change = Gry „{ $was }” nie można rozegrać na planszy „{ $board }”: wybrana gra to teraz „{ $now }”.

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.

ui-hint-claim = Bot ekspert zająłby { $territory-accusative }.
ui-hint-starting-army = Bot ekspert postawiłby armię początkową { $territory-in }.
ui-hint-headquarters = Bot ekspert wybrałby { $territory-accusative } na kwaterę główną.
ui-hint-place = Bot ekspert rozmieściłby { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } { $territory-in }.
ui-hint-attack = Bot ekspert zaatakowałby { $to-accusative } { $from-from }, rzucając { $dice ->
        [one] { $dice } kością
        [few] { $dice } kośćmi
       *[many] { $dice } kośćmi
    }.
ui-hint-fortify = Bot ekspert przemieściłby { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } { $from-from } { $to-to }.
ui-hint-occupy = Bot ekspert wprowadziłby na zdobyte terytorium { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }.
ui-hint-trade = Bot ekspert wymieniłby zestaw kart.
ui-hint-end-attack = Bot ekspert zakończyłby atak.
ui-hint-end-turn = Bot ekspert zakończyłby turę.
ui-hint-other = Bot ekspert zagrałby kartę albo skorzystał z sakiewki lub sklepu.

## src/ui/table/passing.rs
# A tablet passed from hand to hand. The name cannot be declined: it follows a colon
# ("Przekaż tablet: Ada", "To ja, Ada"), as in interface.ftl.

ui-pass-to = Przekaż tablet: { $player }
ui-pass-back-to = Oddaj tablet: { $player }
ui-i-am-player = To ja, { $player }

## src/ui/sentences.rs (more)
# The verdict agrees with the place's gender ("Alaska zdobyta!", "Egipt zdobyty!", "Kongo
# zdobyte!", "Czechy zdobyte!", "Trewerowie zdobyci!"); the headquarters' pronoun too
# ("Moskwa, zajmuje ją Bruno", "Egipt, zajmuje go Bruno").

ui-give-card-to = Daj tę kartę: { $force }
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } armia
        [few] { $armies } armie
       *[many] { $armies } armii
    } { $territory-in }
ui-headquarters-held = { $whose }: { $place }, zajmuje { $place-gender ->
        [feminine] ją
        [neuter] je
        [nonvirile] je
        [virile] ich
       *[masculine] go
    } { $taker-object }
ui-battle-taken = { $territory } { $territory-gender ->
        [feminine] zdobyta
        [neuter] zdobyte
        [nonvirile] zdobyte
        [virile] zdobyci
       *[masculine] zdobyty
    }!
ui-battle-holds = { $territory } – obrona udana.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (bot trudny), kolor czerwony: 1 terytorium,
# 3 armie, 0 kart, ma ruch". $colour is red, blue, yellow, green, black or pink (the colour's
# name, masculine as "kolor" is); $facts the counts below, the leader and the chip's state, as
# a list: each item reads alone, in the nominative.

ui-chip-label = { $who }, kolor { $colour ->
        [red] czerwony
        [blue] niebieski
        [yellow] żółty
        [green] zielony
        [black] czarny
       *[pink] różowy
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = ma ruch
ui-chip-out = poza grą
ui-count-territories = { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    }
ui-count-armies = { $count ->
        [one] { $count } armia
        [few] { $count } armie
       *[many] { $count } armii
    }
ui-count-cards = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[many] { $count } kart
    }
ui-count-points = { $count ->
        [one] { $count } punkt
        [few] { $count } punkty
       *[many] { $count } punktów
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alaska (czerwona kwatera główna), port, kolor czerwony,
# 3 armie, w tym 1 niebieska". $parts is the list of the pieces below; $colour is red, blue,
# yellow, green, black or pink. The holder's colour is masculine, as "kolor" is (as in the
# chip's label); the headquarters' agrees with "kwatera", the share's with "armia".

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } ({ $colour ->
        [red] czerwona
        [blue] niebieska
        [yellow] żółta
        [green] zielona
        [black] czarna
       *[pink] różowa
    } kwatera główna)
ui-land-port = port
ui-land-sword = miecz
ui-land-shield = tarcza
ui-land-holder = kolor { $colour ->
        [red] czerwony
        [blue] niebieski
        [yellow] żółty
        [green] zielony
        [black] czarny
       *[pink] różowy
    }
ui-land-share = w tym { $share } { $share ->
        [one] { $colour ->
            [red] czerwona
            [blue] niebieska
            [yellow] żółta
            [green] zielona
            [black] czarna
           *[pink] różowa
        }
        [few] { $colour ->
            [red] czerwone
            [blue] niebieskie
            [yellow] żółte
            [green] zielone
            [black] czarne
           *[pink] różowe
        }
       *[many] { $colour ->
            [red] czerwonych
            [blue] niebieskich
            [yellow] żółtych
            [green] zielonych
            [black] czarnych
           *[pink] różowych
        }
    }
ui-land-contested = pod niczyją kontrolą

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 terytoriów, 12 armii, ma 3 karty drużyny"; $held is a list of the
# counts below, each in the nominative. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (poza grą)
ui-team-cards = ma { $count ->
        [one] { $count } kartę
        [few] { $count } karty
       *[many] { $count } kart
    } drużyny
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } port
        [few] { $count } porty
       *[many] { $count } portów
    }
ui-count-sesterces = { $count ->
        [one] { $count } sesterc
        [few] { $count } sesterce
       *[many] { $count } sesterców
    }
ui-count-potions = { $count ->
        [one] { $count } mikstura
        [few] { $count } mikstury
       *[many] { $count } mikstur
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number always written with one decimal ("2,3", "1,0"), which
# Polish follows with the genitive singular "armii" whatever the number: no selector is needed.
# Present tense, as in log.ftl, so that no verb has to agree with the player's gender.

ui-luck-unlucky = { $player } traci o { $lost } armii więcej, niż można było oczekiwać: pech.
ui-luck-lucky = { $player } traci o { $lost } armii mniej, niż można było oczekiwać: szczęście.
ui-luck-even = { $player } traci mniej więcej tyle armii, ile można było oczekiwać.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal,
# followed by the genitive "armii" whatever the number). The names stay in the nominative
# after a colon, as elsewhere in the catalog.

ui-luck-headline = Największe szczęście w rzutach: { $best } ({ $bestluck }); największy pech: { $worst } ({ $worstluck }).
ui-odds-fewer = straty o { $lost } armii mniejsze, niż można było oczekiwać
ui-odds-more = straty o { $lost } armii większe, niż można było oczekiwać
ui-odds-even = straty takie, jakich można było oczekiwać

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal, followed by "armii"). ui-odds-after follows
# the chance. "%" follows the number with no space, as Polish usually writes it.

ui-odds-chance = Szansa na zdobycie: { $chance }%
ui-odds-chance-almost = Szansa na zdobycie: > 99,9%
ui-odds-chance-hardly = Szansa na zdobycie: < 0,1%
ui-odds-after = {" "}· po zdobyciu zostanie średnio { $left } armii

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = { $winners } { $count ->
        [one] wygrywa!
        [few] wygrywają!
       *[many] wygrywają!
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label }: { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } kość
        [few] { $count } kości
       *[many] { $count } kości
    }

## src/ui/wizard/words.rs (how many players a game takes)

# $count, $min and $max are always at least 2, and "gracz" is a masculine personal noun:
# every numeral from 2 up takes the genitive plural "graczy" ("2 graczy", "od 2 do 6 graczy",
# as in refusal-setup-player-count), so no selector is needed.

ui-players-exactly = { $count } graczy
ui-players-from-to = od { $min } do { $max } graczy

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] karta
        [few] karty
       *[many] kart
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] czerwony
        [blue] niebieski
        [yellow] żółty
        [green] zielony
        [black] czarny
       *[pink] różowy
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] armia
        [few] armie
       *[many] armii
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } punkt zwycięstwa
        [few] { $count } punkty zwycięstwa
       *[many] { $count } punktów zwycięstwa
    }
