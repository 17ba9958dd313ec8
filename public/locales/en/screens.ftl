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
ui-banner-setup = { $line } Still to place: { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } is playing on their phone…
ui-banner-remote = { $who } is playing…
ui-banner-bot = { $who } (bot) { $doing }
ui-banner-attack-from = Attack from { $from } — tap the enemy neighbour to attack.
ui-banner-move-from = Move from { $from } — tap where the armies go.
ui-banner-ally-reinforce = The ally's turn — place { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } for the ally on its territories.
ui-banner-ally-counter = The ally's turn — attack { $active } with the ally's armies if you wish, then end the ally's turn.
ui-banner-starting-for = Place one army for { $whose } on one of its territories, to block your opponent.
ui-banner-neutral-reinforce = Place { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } for { $neutral } on its territories, to block { $active }.
ui-banner-ally-die = Place { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } for your ally { $ally } on its territories.
ui-banner-teams-reinforce = Place { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } on your territories or your teammate's.
ui-banner-reinforce = Reinforce — { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } left to place. Tap your territories.
ui-exhausted = { $territory } has only 1 army left: it can no longer attack.

# The step's own words (engine::text::phrases::phase_banner).
ui-phase-claim = Claim an empty territory.
ui-phase-place-starting-armies = Place one starting army on a territory of yours.
ui-phase-choose-headquarters = Choose your headquarters in secret — tap one of your territories, then confirm.
ui-phase-rolled = Dice rolled — re-roll one with a card, call the Commander, or decide the battle.
ui-phase-reinforce-must-trade = You hold 5 cards or more: trade a set first.
ui-phase-attack = Attack — tap one of your territories, then an enemy neighbour. Or end the attack.
ui-phase-occupy = Territory taken! Choose how many armies move in.
ui-phase-fortify = Fortify — move armies once between two of your bordering territories, or end the turn.
ui-phase-finished = The game is over.

## src/ui/table/battle.rs
# A move's slider: the route, and its bounds.

ui-route = From { $from } to { $to }
ui-move-range = { $min } to { $max }: one army always stays behind.
ui-move-only = { $max ->
        [1] Only 1 army can go: one always stays behind.
       *[other] Only { $max } armies can go: one always stays behind.
    }

## src/ui/table/story/victory.rs
# A standing's last column.

ui-out-on-turn = Out on turn { $turn }

## src/ui/table/story/summary.rs

ui-game-length = The game lasted { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, in { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.

## src/ui/board/edges.rs
# The button that shows a choice out of view; $side is west, east, north or south.

ui-next-choice = { $count ->
        [1] Show the choice out of view, to the { $side ->
            [west] west
            [east] east
            [north] north
           *[south] south
        }
       *[other] Show the nearest of the { $count } choices out of view, to the { $side ->
            [west] west
            [east] east
            [north] north
           *[south] south
        }
    }

## src/ui/sentences.rs
# The table's short sentences.

ui-set-worth = This set is worth { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }.
ui-guard-question = { $attacker } attacks { $to } from { $from }. Play a defence potion?
ui-goal-secret-capitals = To win: hold { $total } capitals, your own included. Each stays secret until taken; taking one takes over its owner.
ui-goal-headquarters = To win: your own headquarters and { $needed } of the others'.
ui-replay-over = Step { $step } of { $last } · the game is over
ui-replay-step = Step { $step } of { $last } · turn { $turn } · { $whose }
ui-to-place = { $armies } to place
ui-ally-of = ally of { $ally }
ui-won-by-points = { $points } victory points at the end of their turn.
ui-won-by-capitals = { $held } capitals held, their own included.
ui-cash-sesterces = Cash { $sesterces } sesterces: +{ $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }
ui-objectives-claimed = { $player }: { $claimed }/{ $total }
ui-red-die = red die, { $value }
ui-white-die = white die, { $value }

## src/ui/wizard/board.rs
# Choosing a board the game cannot be played on changes the game; $board is the board's name.

ui-rules-change = { $was } cannot be played on { $board }: the game is now { $now }.

## src/ui/table/hint.rs
# "What would the bot do?": the Expert bot's next step, one whole sentence an action.

ui-hint-claim = The expert bot would claim { $territory }.
ui-hint-starting-army = The expert bot would place a starting army on { $territory }.
ui-hint-headquarters = The expert bot would choose { $territory } as headquarters.
ui-hint-place = The expert bot would place { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } on { $territory }.
ui-hint-attack = The expert bot would attack { $to } from { $from } with { $dice ->
        [1] 1 die
       *[other] { $dice } dice
    }.
ui-hint-fortify = The expert bot would move { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } from { $from } to { $to }.
ui-hint-occupy = The expert bot would move { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } in.
ui-hint-trade = The expert bot would trade a set of cards.
ui-hint-end-attack = The expert bot would stop attacking.
ui-hint-end-turn = The expert bot would end the turn.
ui-hint-other = The expert bot would play a card or use the treasury.

## src/ui/table/passing.rs
# A tablet passed from hand to hand.

ui-pass-to = Pass the tablet to { $player }
ui-pass-back-to = Pass the tablet back to { $player }
ui-i-am-player = I am { $player }

## src/ui/sentences.rs (more)

ui-give-card-to = Give this card to { $force }
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } on { $territory }
ui-headquarters-held = { $whose }: { $place }, held by { $taker }
ui-battle-taken = { $territory } taken!
ui-battle-holds = { $territory } holds.

## src/ui/table/players/chip.rs
# What a screen reader hears of a player's chip: "Ada (hard bot), red: 1 territory, 3 armies,
# 0 cards, to play". $colour is red, blue, yellow, green, black or pink; $facts the counts
# below, the leader and the chip's state, as a list.

ui-chip-label = { $who }, { $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
        [green] green
        [black] black
       *[pink] pink
    }: { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = to play
ui-chip-out = out of the game
ui-count-territories = { $count ->
        [one] { $count } territory
       *[other] { $count } territories
    }
ui-count-armies = { $count ->
        [one] { $count } army
       *[other] { $count } armies
    }
ui-count-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
ui-count-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }

## src/ui/board/land.rs
# A territory's accessible name on the map: "Alaska (red headquarters), port, red, 3 armies,
# 1 of them blue". $parts is the list of the pieces below; $colour is red, blue, yellow,
# green, black or pink.

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } ({ $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
        [green] green
        [black] black
       *[pink] pink
    } headquarters)
ui-land-port = port
ui-land-sword = sword
ui-land-shield = shield
ui-land-holder = { $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
        [green] green
        [black] black
       *[pink] pink
    }
ui-land-share = { $share } of them { $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
        [green] green
        [black] black
       *[pink] pink
    }
ui-land-contested = controlled by nobody

## src/ui/sentences.rs (teams, 003's boards)
# A teammate's line: "Ada: 5 territories, 12 armies, holds the team's 3 cards"; $held is a list
# of the counts below. A player's board in 003: $counts, a list of four counts.

ui-teammate = { $player }: { $held }
ui-teammate-out = { $player }: { $held } (out of the game)
ui-team-cards = holds the team's { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } port
       *[other] { $count } ports
    }
ui-count-sesterces = { $count ->
        [one] { $count } sesterce
       *[other] { $count } sesterces
    }
ui-count-potions = { $count ->
        [one] { $count } potion
       *[other] { $count } potions
    }

## src/ui/stats_panel.rs
# One player's luck: $lost is a number with one decimal (armies lost beyond or short of what
# the odds expected).

ui-luck-unlucky = { $player } lost { $lost } more { $lost ->
        [one] army
       *[other] armies
    } than expected: unlucky.
ui-luck-lucky = { $player } lost { $lost } fewer { $lost ->
        [one] army
       *[other] armies
    } than expected: lucky.
ui-luck-even = { $player } lost about as many armies as expected.

## src/ui/table/story/summary.rs (luck)
# The luck report's headline: $best and $worst are players, $bestluck and $worstluck how
# their losses compare with the odds (the ui-odds messages, $lost a number with one decimal).

ui-luck-headline = The dice were kindest to { $best } ({ $bestluck }) and hardest on { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost } fewer { $lost ->
        [one] army
       *[other] armies
    } lost than expected
ui-odds-more = { $lost } more { $lost ->
        [one] army
       *[other] armies
    } lost than expected
ui-odds-even = as many armies lost as expected

## src/ui/table/battlefield/controls.rs
# The odds of an attack: $chance a percentage with one decimal, $left the armies left on
# average if the territory falls (one decimal). ui-odds-after follows the chance.

ui-odds-chance = Chance to take it: { $chance }%
ui-odds-chance-almost = Chance to take it: > 99.9%
ui-odds-chance-hardly = Chance to take it: < 0.1%
ui-odds-after = {" "}· if it falls, { $left } { $left ->
        [one] army
       *[other] armies
    } left on average

## src/ui/table/story/victory.rs
# The victory card's headline: $winners the winners' names as a list (a team wins together),
# $count how many.

ui-victory-headline = { $winners } { $count ->
        [one] wins!
       *[other] win!
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label }: { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }

## src/ui/wizard/words.rs (how many players a game takes)

ui-players-exactly = { $count } players
ui-players-from-to = { $min } to { $max } players

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] card
       *[other] cards
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
        [green] green
        [black] black
       *[pink] pink
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] army
       *[other] armies
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } victory point
       *[other] { $count } victory points
    }
