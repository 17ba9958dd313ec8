# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.
# German says the flat clauses, as past participles sharing one „hat“: „Ada hat Karten gegen
# 6 Armeen eingetauscht, Ihnen Ägypten abgenommen, gegen Chloé den Kongo erobert und Bruno
# ausgeschaltet.“

since-heading-played = Seit Ihrem letzten Zug
since-heading-start = Seit Spielbeginn
since-turn = { $force-subject } hat { $clauses-flat }.
since-traded = Karten gegen { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } eingetauscht
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn.
since-took = { $you ->
        [yes] Ihnen { $places } abgenommen
       *[no] gegen { $from-object } { $places } erobert
    }
since-place = { $territory-accusative }
since-took-nothing = kein Gebiet erobert
since-knocked-out = { $force-object } ausgeschaltet
