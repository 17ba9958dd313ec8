# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.
# Polish says each former holder in its own clause (`$clauses-flat`), in the present tense (a
# past verb would have to agree with the player's gender), with the places in the accusative.

since-heading-played = Od twojej ostatniej tury
since-heading-start = Od początku gry
since-turn = { $force-subject } { $clauses-flat }.
since-traded = wymienia karty na { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn.
since-took = { $you ->
        [yes] zabiera ci { $places }
       *[no] zdobywa { $places } (wcześniej: { $from-object })
    }
since-place = { $territory-accusative }
since-took-nothing = nie zdobywa żadnego terytorium
since-knocked-out = eliminuje przeciwnika ({ $force-object })
