# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.
# Dutch tells the turns in the simple past and groups them: "Bruno ruilde kaarten in voor
# 8 legers, veroverde Egypte op jou en Congo op Chloé, en schakelde Chloé uit."

since-heading-played = Sinds je vorige beurt
since-heading-start = Sinds het begin
since-turn = { $force } { $clauses-grouped }.
since-traded = ruilde kaarten in voor { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn.
since-took = { $you ->
        [yes] { $first ->
            [yes] veroverde { $places } op jou
           *[no] { $places } op jou
        }
       *[no] { $first ->
            [yes] veroverde { $places } op { $from-object }
           *[no] { $places } op { $from-object }
        }
    }
since-place = { $territory-the }
since-took-nothing = veroverde geen enkel gebied
since-knocked-out = schakelde { $force-object } uit
