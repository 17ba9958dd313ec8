# The interface's sentences with variables (issue 52): one message a sentence the screens
# build from the game (names, places, numbers), a section a source file. The code names each
# id where it builds the message (`Message::new("ui-…", …)`); the variables are the engine's
# (docs/i18n.md "Arguments"): a force ($who, $neutral…) is a player's name or a `force-`
# message of log.ftl, a place ($from…) its name in the places files with its forms
# (`$from-the`), a number selects plural forms, `$step`-like variables are other messages'
# texts.

## src/ui/table/banner.rs
# The turn banner: whose step it is and what to do.

ui-banner-step = { $who }: { $step }
ui-banner-setup = { $line } Nog te plaatsen: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } speelt op een eigen telefoon…
ui-banner-remote = { $who } speelt…
ui-banner-bot = { $who } (bot) { $doing }
ui-banner-attack-from = Aanval vanuit { $from-the } — tik op de vijandelijke buur die je wilt aanvallen.
ui-banner-move-from = Verplaatsen vanuit { $from-the } — tik op het gebied waar de legers heen gaan.
ui-banner-ally-reinforce = Beurt van de bondgenoot — plaats { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } voor de bondgenoot op zijn gebieden.
ui-banner-ally-counter = Beurt van de bondgenoot — val { $active } aan met de legers van de bondgenoot als je wilt, en beëindig dan de beurt van de bondgenoot.
ui-banner-starting-for = Plaats één leger voor { $whose-object } op een van zijn gebieden, om je tegenstander te blokkeren.
ui-banner-neutral-reinforce = Plaats { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } voor { $neutral-object } op zijn gebieden, om { $active } te blokkeren.
ui-banner-ally-die = Plaats { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } voor je bondgenoot { $ally } op zijn gebieden.
ui-banner-teams-reinforce = Plaats { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } op je eigen gebieden of die van je teamgenoot.
ui-banner-reinforce = Versterken — nog { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } te plaatsen. Tik op je gebieden.
ui-exhausted = Op { $territory-the } staat nog maar 1 leger: van daaruit kan niet meer worden aangevallen.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Bezet een leeg gebied.
ui-phase-place-starting-armies = Plaats één startleger op een van je gebieden.
ui-phase-choose-headquarters = Kies in het geheim je hoofdkwartier — tik op een van je gebieden en bevestig.
ui-phase-rolled = Dobbelstenen gegooid — gooi er een opnieuw met een kaart, roep de Commandant in of beslis het gevecht.
ui-phase-reinforce-must-trade = Je hebt 5 of meer kaarten: ruil eerst een set in.
ui-phase-attack = Aanvallen — tik op een van je gebieden, dan op een vijandelijke buur. Of beëindig de aanval.
ui-phase-occupy = Gebied veroverd! Kies hoeveel legers oprukken.
ui-phase-fortify = Verplaatsen — verplaats één keer legers tussen twee aangrenzende gebieden van jou, of beëindig de beurt.
ui-phase-finished = Het spel is afgelopen.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = Van { $from-the } naar { $to-the }
ui-move-range = { $min } tot { $max }: er blijft altijd één leger achter.
ui-move-only = { $max ->
        [one] Er kan maar { $max } leger gaan: er blijft altijd één achter.
       *[other] Er kunnen maar { $max } legers gaan: er blijft altijd één achter.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Uitgeschakeld in beurt { $turn }

## src/ui/table/story/summary.rs

ui-game-length = Het spel duurde { $turns ->
        [one] { $turns } beurt
       *[other] { $turns } beurten
    }, verdeeld over { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [one] Toon de keuze buiten beeld, in het { $side ->
            [west] westen
            [east] oosten
            [north] noorden
           *[south] zuiden
        }
       *[other] Toon de dichtstbijzijnde van de { $count } keuzes buiten beeld, in het { $side ->
            [west] westen
            [east] oosten
            [north] noorden
           *[south] zuiden
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = Deze set levert { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } op.
ui-guard-question = { $attacker } valt { $to-the } aan vanuit { $from-the }. Een verdedigende toverdrank spelen?
ui-goal-secret-capitals = Om te winnen: bezit { $total } hoofdsteden, je eigen hoofdstad meegerekend. Elke hoofdstad blijft geheim tot ze wordt veroverd; wie er een verovert, neemt alles van de eigenaar over.
ui-goal-headquarters = Om te winnen: je eigen hoofdkwartier en { $needed } van de andere.
ui-replay-over = Stap { $step } van { $last } · het spel is afgelopen
ui-replay-step = Stap { $step } van { $last } · beurt { $turn } · { $whose }
ui-to-place = { $armies } te plaatsen
ui-ally-of = bondgenoot van { $ally }
ui-won-by-points = { $points } overwinningspunten aan het eind van de eigen beurt.
ui-won-by-capitals = { $held } hoofdsteden in bezit, de eigen hoofdstad meegerekend.
ui-cash-sesterces = { $sesterces } sestertiën inwisselen: +{ $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = rode dobbelsteen, { $value }
ui-white-die = witte dobbelsteen, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.

ui-rules-change = { $was } kan niet op { $board } worden gespeeld: het spel is nu { $now }.

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.

ui-hint-claim = De expert-bot zou { $territory-the } bezetten.
ui-hint-starting-army = De expert-bot zou een startleger op { $territory-the } plaatsen.
ui-hint-headquarters = De expert-bot zou { $territory-the } als hoofdkwartier kiezen.
ui-hint-place = De expert-bot zou { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } op { $territory-the } plaatsen.
ui-hint-attack = De expert-bot zou { $to-the } aanvallen vanuit { $from-the }, met { $dice ->
        [one] { $dice } dobbelsteen
       *[other] { $dice } dobbelstenen
    }.
ui-hint-fortify = De expert-bot zou { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } van { $from-the } naar { $to-the } verplaatsen.
ui-hint-occupy = De expert-bot zou met { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } oprukken.
ui-hint-trade = De expert-bot zou een set kaarten inruilen.
ui-hint-end-attack = De expert-bot zou stoppen met aanvallen.
ui-hint-end-turn = De expert-bot zou de beurt beëindigen.
ui-hint-other = De expert-bot zou een kaart spelen of de schatkist gebruiken.

## src/ui/table/passing.rs
# A tablet passed from hand to hand.

ui-pass-to = Geef de tablet aan { $player }
ui-pass-back-to = Geef de tablet terug aan { $player }
ui-i-am-player = Ik ben { $player }

## src/ui/sentences.rs (more)

ui-give-card-to = Geef deze kaart aan { $force }
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } op { $territory-the }
ui-headquarters-held = { $whose }: { $place }, bezet door { $taker }
# A headline: the bare name, as a Dutch headline drops the article ("Midden-Oosten veroverd!").
ui-battle-taken = { $territory } veroverd!
ui-battle-holds = { $territory } { $territory-number ->
        [plural] houden
       *[singular] houdt
    } stand.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (moeilijke bot), rood: 1 gebied, 3 legers,
# 0 kaarten, aan de beurt". $colour is red, blue, yellow, green, black or pink; $facts the counts
# below, the leader and the chip's state, as a list.

ui-chip-label = { $who }, { $colour ->
        [red] rood
        [blue] blauw
        [yellow] geel
        [green] groen
        [black] zwart
       *[pink] roze
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = aan de beurt
ui-chip-out = uitgeschakeld
ui-count-territories = { $count ->
        [one] { $count } gebied
       *[other] { $count } gebieden
    }
ui-count-armies = { $count ->
        [one] { $count } leger
       *[other] { $count } legers
    }
ui-count-cards = { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    }
ui-count-points = { $count ->
        [one] { $count } punt
       *[other] { $count } punten
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alaska (rood hoofdkwartier), haven, rood, 3 legers,
# waarvan 1 blauw". $parts is the list of the pieces below; $colour is red, blue, yellow,
# green, black or pink.

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } ({ $colour ->
        [red] rood
        [blue] blauw
        [yellow] geel
        [green] groen
        [black] zwart
       *[pink] roze
    } hoofdkwartier)
ui-land-port = haven
ui-land-sword = zwaard
ui-land-shield = schild
ui-land-holder = { $colour ->
        [red] rood
        [blue] blauw
        [yellow] geel
        [green] groen
        [black] zwart
       *[pink] roze
    }
ui-land-share = waarvan { $share } { $colour ->
        [red] rood
        [blue] blauw
        [yellow] geel
        [green] groen
        [black] zwart
       *[pink] roze
    }
ui-land-contested = in handen van niemand

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 gebieden, 12 legers, heeft 3 kaarten van het team"; $held is a list
# of the counts below. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (uitgeschakeld)
ui-team-cards = heeft { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    } van het team
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } haven
       *[other] { $count } havens
    }
ui-count-sesterces = { $count ->
        [one] { $count } sestertie
       *[other] { $count } sestertiën
    }
ui-count-potions = { $count ->
        [one] { $count } toverdrank
       *[other] { $count } toverdranken
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number with one decimal (armies lost beyond or short of what
# the odds expected).

ui-luck-unlucky = { $player } verloor { $lost } { $lost ->
        [one] leger
       *[other] legers
    } meer dan verwacht: pech.
ui-luck-lucky = { $player } verloor { $lost } { $lost ->
        [one] leger
       *[other] legers
    } minder dan verwacht: geluk.
ui-luck-even = { $player } verloor ongeveer zoveel legers als verwacht.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal).

ui-luck-headline = De dobbelstenen waren het gunstigst voor { $best } ({ $bestluck }) en het ongunstigst voor { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost } { $lost ->
        [one] leger
       *[other] legers
    } minder verloren dan verwacht
ui-odds-more = { $lost } { $lost ->
        [one] leger
       *[other] legers
    } meer verloren dan verwacht
ui-odds-even = evenveel legers verloren als verwacht

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal). ui-odds-after follows the chance.

ui-odds-chance = Kans op verovering: { $chance }%
ui-odds-chance-almost = Kans op verovering: > 99,9%
ui-odds-chance-hardly = Kans op verovering: < 0,1%
ui-odds-after = {" "}· als het valt, blijven er gemiddeld { $left } { $left ->
        [one] leger
       *[other] legers
    } over

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = { $winners } { $count ->
        [one] wint!
       *[other] winnen!
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label }: { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } dobbelsteen
       *[other] { $count } dobbelstenen
    }

## src/ui/wizard/words.rs (how many players a game takes)

ui-players-exactly = { $count } spelers
ui-players-from-to = { $min } tot { $max } spelers

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] kaart
       *[other] kaarten
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] rood
        [blue] blauw
        [yellow] geel
        [green] groen
        [black] zwart
       *[pink] roze
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] leger
       *[other] legers
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } overwinningspunt
       *[other] { $count } overwinningspunten
    }
