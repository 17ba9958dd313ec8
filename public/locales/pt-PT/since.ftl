# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.
# Portuguese says `$clauses-flat`: "Bruno tomou-lhe o Egito e tomou o Congo a Chloé."

since-heading-played = Desde o seu último turno
since-heading-start = Desde o início da partida
since-turn = { $force-subject } { $clauses-flat }.
since-traded = trocou cartas por { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn. After "a", the neutral army and the ally contract
# ("ao exército neutro"): see the note at the top of log.ftl.
since-took = { $you ->
        [yes] tomou-lhe { $places }
       *[no] tomou { $places } { $from-kind ->
            [neutral] ao exército neutro
            [ally] ao aliado
           *[other] a { $from-object }
        }
    }
since-place = { $territory-the }
since-took-nothing = não conquistou nenhum território
since-knocked-out = eliminou { $force-object }
