# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.

since-heading-played = Depuis votre dernier tour
since-heading-start = Depuis le début de la partie
since-turn = { $force } { $clauses-flat }.
since-traded = a échangé des cartes contre { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn.
since-took = { $you ->
        [yes] vous a pris { $places }
       *[no] a pris { $places } à { $from-object }
    }
since-place = { $territory-the }
since-took-nothing = n’a conquis aucun territoire
since-knocked-out = a éliminé { $force-object }
