# The interface's sentences with variables (issue 52): one message a sentence the screens
# build from the game (names, places, numbers), a section a source file. The code names each
# id where it builds the message (`Message::new("ui-…", …)`); the variables are the engine's
# (docs/i18n.md "Arguments"): a force ($who, $neutral…) is a player's name or a `force-`
# message of log.ftl, a place ($from…) its name in the places files with its forms
# (`$from-from`), a number selects plural forms, `$step`-like variables are other messages'
# texts.
# German: the step texts use a dash („Angriff – tippen Sie …“), never a colon, so that the
# banner can put the player's name before them with a colon („Ada: Angriff – …“).

## src/ui/table/banner.rs
# The turn banner: whose step it is and what to do.

ui-banner-step = { $who }: { $step }
ui-banner-setup = { $line } Noch zu setzen: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } spielt auf dem eigenen Smartphone …
ui-banner-remote = { $who } spielt …
ui-banner-bot = { $who } (Bot) { $doing }
ui-banner-attack-from = Angriff { $from-from } aus – tippen Sie auf das feindliche Nachbargebiet, das Sie angreifen wollen.
ui-banner-move-from = Verschieben { $from-from } aus – tippen Sie auf das Gebiet, in das die Armeen ziehen sollen.
ui-banner-ally-reinforce = Zug des Verbündeten – setzen Sie { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } für den Verbündeten auf seine Gebiete.
ui-banner-ally-counter = Zug des Verbündeten – greifen Sie { $active } mit den Armeen des Verbündeten an, wenn Sie wollen, und beenden Sie dann den Zug des Verbündeten.
ui-banner-starting-for = Setzen Sie eine Armee für { $whose-object } auf eines ihrer Gebiete, um Ihren Gegner zu blockieren.
ui-banner-neutral-reinforce = Setzen Sie { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } für { $neutral-object } auf ihre Gebiete, um { $active } zu blockieren.
ui-banner-ally-die = Setzen Sie { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } für { $ally-object }, Ihren Verbündeten, auf ihre Gebiete.
ui-banner-teams-reinforce = Setzen Sie { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } auf Ihre Gebiete oder die Ihres Teampartners.
ui-banner-reinforce = Verstärkung – noch { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } zu setzen. Tippen Sie auf Ihre Gebiete.
ui-exhausted = Nur noch 1 Armee { $territory-within }: Von dort aus ist kein Angriff mehr möglich.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Besetzen Sie ein freies Gebiet.
ui-phase-place-starting-armies = Setzen Sie eine Startarmee auf eines Ihrer Gebiete.
ui-phase-choose-headquarters = Wählen Sie geheim Ihr Hauptquartier – tippen Sie auf eines Ihrer Gebiete und bestätigen Sie.
ui-phase-rolled = Gewürfelt – werfen Sie einen Würfel mit einer Karte neu, rufen Sie den Kommandanten, oder entscheiden Sie den Kampf.
ui-phase-reinforce-must-trade = Sie haben 5 oder mehr Karten – tauschen Sie zuerst einen Satz ein.
ui-phase-attack = Angriff – tippen Sie auf eines Ihrer Gebiete, dann auf ein feindliches Nachbargebiet. Oder beenden Sie den Angriff.
ui-phase-occupy = Gebiet erobert! Wählen Sie, wie viele Armeen einrücken.
ui-phase-fortify = Verschieben – bewegen Sie einmal Armeen zwischen zwei benachbarten eigenen Gebieten, oder beenden Sie den Zug.
ui-phase-finished = Das Spiel ist vorbei.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = Armeen { $from-from } { $to-into }
ui-move-range = { $min } bis { $max }: Eine Armee bleibt immer zurück.
ui-move-only = { $max ->
        [one] Nur 1 Armee kann ziehen: Eine bleibt immer zurück.
       *[other] Nur { $max } Armeen können ziehen: Eine bleibt immer zurück.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Ausgeschieden im { $turn }. Zug

## src/ui/table/story/summary.rs

ui-game-length = Das Spiel dauerte { $turns ->
        [one] { $turns } Zug
       *[other] { $turns } Züge
    } in { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [one] Die Wahlmöglichkeit außerhalb der Ansicht zeigen, im { $side ->
            [west] Westen
            [east] Osten
            [north] Norden
           *[south] Süden
        }
       *[other] Die nächste von { $count } Wahlmöglichkeiten außerhalb der Ansicht zeigen, im { $side ->
            [west] Westen
            [east] Osten
            [north] Norden
           *[south] Süden
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = Dieser Satz bringt { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    }.
ui-guard-question = { $attacker } greift { $to-accusative } { $from-from } aus an. Einen Verteidigungstrank spielen?
ui-goal-secret-capitals = Zum Sieg: { $total } Hauptstädte halten, die eigene eingeschlossen. Jede bleibt geheim, bis sie erobert wird; wer eine erobert, übernimmt die ganze Armee ihres Besitzers.
ui-goal-headquarters = Zum Sieg: das eigene Hauptquartier und { $needed } der anderen halten.
ui-replay-over = Schritt { $step } von { $last } · Das Spiel ist vorbei
ui-replay-step = Schritt { $step } von { $last } · Zug { $turn } · { $whose }
ui-to-place = { $armies } zu setzen
ui-ally-of = verbündet mit { $ally }
ui-won-by-points = { $points } Siegpunkte am Ende des eigenen Zuges.
ui-won-by-capitals = { $held } Hauptstädte gehalten, die eigene eingeschlossen.
ui-cash-sesterces = { $sesterces } Sesterzen eintauschen: +{ $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = roter Würfel, { $value }
ui-white-die = weißer Würfel, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.

ui-rules-change = { $was } lässt sich nicht auf dem Spielbrett „{ $board }“ spielen: Das Spiel ist jetzt { $now }.

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.

ui-hint-claim = Der Experten-Bot würde { $territory-accusative } besetzen.
ui-hint-starting-army = Der Experten-Bot würde eine Startarmee { $territory-within } aufstellen.
ui-hint-headquarters = Der Experten-Bot würde { $territory-accusative } als Hauptquartier wählen.
ui-hint-place = Der Experten-Bot würde { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } { $territory-within } aufstellen.
ui-hint-attack = Der Experten-Bot würde { $to-accusative } { $from-from } aus mit { $dice ->
        [one] 1 Würfel
       *[other] { $dice } Würfeln
    } angreifen.
ui-hint-fortify = Der Experten-Bot würde { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } { $from-from } { $to-into } verschieben.
ui-hint-occupy = Der Experten-Bot würde mit { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } einrücken.
ui-hint-trade = Der Experten-Bot würde einen Kartensatz eintauschen.
ui-hint-end-attack = Der Experten-Bot würde den Angriff beenden.
ui-hint-end-turn = Der Experten-Bot würde den Zug beenden.
ui-hint-other = Der Experten-Bot würde eine Karte spielen oder Geldbeutel und Laden nutzen.

## src/ui/table/passing.rs
# A tablet passed from hand to hand.

ui-pass-to = Geben Sie das Tablet an { $player } weiter
ui-pass-back-to = Geben Sie das Tablet an { $player } zurück
ui-i-am-player = Ich bin { $player }

## src/ui/sentences.rs (more)

ui-give-card-to = Diese Karte an { $force-object } geben
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } { $territory-within }
ui-headquarters-held = { $whose }: { $place }, gehalten von { $taker }
ui-battle-taken = { $territory } erobert!
ui-battle-holds = { $territory } { $territory-number ->
        [plural] halten
       *[singular] hält
    } stand.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (hard bot), red: 1 territory, 3 armies,
# 0 cards, to play". $colour is red, blue, yellow, green, black or pink; $facts the counts
# below, the leader and the chip's state, as a list.

ui-chip-label = { $who }, { $colour ->
        [red] rot
        [blue] blau
        [yellow] gelb
        [green] grün
        [black] schwarz
       *[pink] rosa
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = am Zug
ui-chip-out = ausgeschieden
ui-count-territories = { $count ->
        [one] { $count } Gebiet
       *[other] { $count } Gebiete
    }
ui-count-armies = { $count ->
        [one] { $count } Armee
       *[other] { $count } Armeen
    }
ui-count-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
ui-count-points = { $count ->
        [one] { $count } Punkt
       *[other] { $count } Punkte
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alaska (red headquarters), port, red, 3 armies,
# 1 of them blue". $parts is the list of the pieces below; $colour is red, blue, yellow,
# green, black or pink.

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } ({ $colour ->
        [red] rotes
        [blue] blaues
        [yellow] gelbes
        [green] grünes
        [black] schwarzes
       *[pink] rosa
    } Hauptquartier)
ui-land-port = Hafen
ui-land-sword = Schwert
ui-land-shield = Schild
ui-land-holder = { $colour ->
        [red] rot
        [blue] blau
        [yellow] gelb
        [green] grün
        [black] schwarz
       *[pink] rosa
    }
ui-land-share = davon { $share } { $colour ->
        [red] rot
        [blue] blau
        [yellow] gelb
        [green] grün
        [black] schwarz
       *[pink] rosa
    }
ui-land-contested = von niemandem kontrolliert

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 territories, 12 armies, holds the team's 3 cards"; $held is a list
# of the counts below. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (ausgeschieden)
ui-team-cards = hält { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } des Teams
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } Hafen
       *[other] { $count } Häfen
    }
ui-count-sesterces = { $count ->
        [one] { $count } Sesterz
       *[other] { $count } Sesterzen
    }
ui-count-potions = { $count ->
        [one] { $count } Zaubertrank
       *[other] { $count } Zaubertränke
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number with one decimal (armies lost beyond or short of what
# the odds expected).

ui-luck-unlucky = { $player } hat { $lost } { $lost ->
        [one] Armee
       *[other] Armeen
    } mehr verloren als erwartet: Pech.
ui-luck-lucky = { $player } hat { $lost } { $lost ->
        [one] Armee
       *[other] Armeen
    } weniger verloren als erwartet: Glück.
ui-luck-even = { $player } hat etwa so viele Armeen verloren wie erwartet.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal).

ui-luck-headline = Am meisten Würfelglück hatte { $best } ({ $bestluck }), am wenigsten { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost } { $lost ->
        [one] Armee
       *[other] Armeen
    } weniger verloren als erwartet
ui-odds-more = { $lost } { $lost ->
        [one] Armee
       *[other] Armeen
    } mehr verloren als erwartet
ui-odds-even = so viele Armeen verloren wie erwartet

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal). ui-odds-after follows the chance.

ui-odds-chance = Chance auf Eroberung: { $chance } %
ui-odds-chance-almost = Chance auf Eroberung: > 99,9 %
ui-odds-chance-hardly = Chance auf Eroberung: < 0,1 %
ui-odds-after = {" "}· bei Erfolg bleiben im Schnitt { $left } { $left ->
        [one] Armee
       *[other] Armeen
    } übrig

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = { $winners } { $count ->
        [one] gewinnt!
       *[other] gewinnen!
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label }: { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    }

## src/ui/wizard/words.rs (how many players a game takes)

ui-players-exactly = { $count } Spieler
ui-players-from-to = { $min } bis { $max } Spieler

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] Karte
       *[other] Karten
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] rot
        [blue] blau
        [yellow] gelb
        [green] grün
        [black] schwarz
       *[pink] rosa
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] Armee
       *[other] Armeen
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } Siegpunkt
       *[other] { $count } Siegpunkte
    }
