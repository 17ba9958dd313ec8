# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.
# Spanish says `$clauses-flat`, in the present perfect ("ha conquistado…", "te ha quitado…").

since-heading-played = Desde tu último turno
since-heading-start = Desde el comienzo de la partida
since-turn = { $force-subject } { $clauses-flat }.
since-traded = ha canjeado cartas por { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn. Spanish says "le ha quitado … a Chloé", and selects
# on `$from-kind` for the contraction "al ejército neutral", "al aliado".
since-took = { $you ->
        [yes] te ha quitado { $places }
       *[no] le ha quitado { $places } { $from-kind ->
            [neutral] al ejército neutral
            [ally] al aliado
           *[other] a { $from-object }
        }
    }
since-place = { $territory-the }
since-took-nothing = no ha conquistado ningún territorio
since-knocked-out = ha eliminado { $force-kind ->
        [neutral] al ejército neutral
        [ally] al aliado
       *[other] a { $force-object }
    }
