# The game's log (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (`$x-the`, `$x-of`, `$x-at`, `$x-within`, `$x-gender`, `$x-number`; a form the language
# does not give is the name). A number selects plural forms by CLDR's categories.

## The forces that are not players

force-neutral = Neutral
    .subject = The neutral army
    .object = the neutral army
force-ally = The ally
    .subject = The ally
    .object = the ally
force-independent = Independent { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "Spain and Portugal"
# does). The styles: `plain` (the headquarters revealed), `enumeration` (names: "North America
# and Africa"), `groups` (the places taken from each player in one clause: "took Egypt from
# you, and Congo from Chloé"), `clauses` (the clauses of one sentence).

list-and-word = and
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " as well as " }
       *[no] { " and " }
    }
list-groups-separator = { ", " }
list-groups-last = { ", and " }
list-clauses-separator = { $commas ->
        [yes] { "; " }
       *[no] { ", " }
    }
list-clauses-last = { $commas ->
        [yes] { "; and " }
       *[no] { $and ->
            [yes] { ", and " }
           *[no] { " and " }
        }
    }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse — { $game } — { $players }
log-header-player = { $force }

log-turn-started = Round { $round }: { $force }'s turn, { $armies ->
        [one] { $armies } new army
       *[other] { $armies } new armies
    }.
log-cards-traded = { $force } traded a set for { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }.
log-conquered = { $force } takes { $territory-the }.
log-battle = Battle for { $to-the } from { $from-the }: { $attacker-lost ->
        [0] the attacker loses none, the defender { $defender-lost ->
            [one] { $defender-lost } army
           *[other] { $defender-lost } armies
        }
       *[other] the attacker loses { $attacker-lost ->
            [one] { $attacker-lost } army
           *[other] { $attacker-lost } armies
        }, the defender { $defender-lost ->
            [0] none
            [one] { $defender-lost } army
           *[other] { $defender-lost } armies
        }
    }.
log-eliminated = { $by } eliminates { $force-object }.
log-fortified = { $armies ->
        [one] { $armies } army moves
       *[other] { $armies } armies move
    } from { $from-the } to { $to-the }.
log-armies-lost = { $force } loses { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }: no room for them (12 a territory at most).
log-rerolled = A die is re-rolled with the { $card } card: { $value }.
log-commanded = The Commander turns a die to 6.
log-headquarters-chosen = { $force } has chosen a headquarters, in secret.
log-capital-chosen = { $force } has chosen a capital, in secret.
log-capital-taken = { $others ->
        [0] { $by } takes { $capital-the }, the capital of { $of }: their cards pass to { $by }.
        [one] { $by } takes { $capital-the }, the capital of { $of }: their other territory becomes { $by }'s, with one army, and their cards pass to { $by }.
       *[other] { $by } takes { $capital-the }, the capital of { $of }: their { $others } other territories become { $by }'s, one army on each, and their cards pass to { $by }.
    }
log-headquarters-revealed = Headquarters revealed: { $list }.
log-headquarters-revealed-each = { $force }: { $territory-the }
log-headquarters-captured = { $by } captures { $of }'s headquarters, { $territory-the }.
log-influenced = { $by } gives { $force-object } a card, face down.
log-status-allied = { $force } is now { $ally }'s ally.
log-status-neutral = { $force } is now neutral.
log-status-rolled-away = Status die for { $force-object }: { $die }, it turns away.
log-status-rolled-kept = Status die for { $force-object }: { $die }, it keeps its side.
log-ally-reinforced = { $force } receives { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } (one die).
log-neutral-reinforced = { $force-subject } receives { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    } (half of the reinforcements), to be placed by the other player.
log-card-drawn = { $force } draws a card.
log-team-hand-passed = { $from } passes the team's { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } to { $to }.
log-won = { $force } wins the game!

## The objectives (000)

log-objective-claimed = { $force } claims an objective ({ $claimed }/{ $each }): { $mission }
log-objective-revealed = { $force }'s last objective is revealed: { $mission }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force } cashes { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    } for { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }.
log-ware-bought = { $force } buys { $ware ->
        [sword] a sword
       *[shield] a shield
    } for { $territory }.
log-mission-bought = { $force } buys a secret mission.
log-mission-swapped = { $force } swaps a secret mission.
log-potion-played = { $force } plays { $potion }.
log-potion-played-on = { $force } plays { $potion } ({ $territory }).
log-guarded = { $force } defends { $territory } with { $potion }.
log-mission-scored = { $force } completes a mission (+{ $points ->
        [one] { $points } victory point
       *[other] { $points } victory points
    }, { $total } in all): { $mission-inline }
log-purse-taken = { $force } takes a purse of { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    }.
log-potion-drawn = { $force } draws a potion card.
log-bad-brew-drawn = { $points ->
        [0] { $force } draws a bad brew, but has no victory point to lose.
       *[other] { $force } draws a bad brew and loses { $points ->
            [one] { $points } victory point
           *[other] { $points } victory points
        }.
    }
log-treasury-empty = { $force-subject } had no potion and no sesterce for { $by } to take.
log-treasury-taken = { $by } takes { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } potion
       *[other] { $potions } potions
    }{ $sesterces ->
            [0] { "" }
           *[other] { " and " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    }
    } from { $force-object }.
log-leader-income = { $force } receives { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    } (the { $leader }' ability).
