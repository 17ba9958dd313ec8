# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.

since-heading-played = Since your last turn
since-heading-start = Since the start
since-turn = { $force } { $clauses-grouped }.
since-traded = traded cards for { $armies ->
        [one] { $armies } army
       *[other] { $armies } armies
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn.
since-took = { $you ->
        [yes] took { $places } from you
       *[no] { $first ->
            [yes] took { $places } from { $from-object }
           *[no] { $places } from { $from-object }
        }
    }
since-place = { $territory-the }
since-took-nothing = took no territory
since-knocked-out = knocked { $force-object } out of the game
