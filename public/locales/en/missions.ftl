# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). French gives each its `.inline` form, as it reads
# after a colon (in lower case).

## Cards

mission = { $goal }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } victory point
       *[other] { $points } victory points
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Captain
rank-major = Major
rank-colonel = Colonel
rank-general = General
moment-turn-start = At the start of your turn:
moment-after-reinforcing = After your reinforcements, in the same turn:
moment-turn-end = At the end of your turn, after your attacks:

## Goals

mission-continent = { $continent-the }
mission-continents = Conquer { $list }
mission-continents-and-one = Conquer { $list }, and one more continent
mission-continents-and-one-region = Conquer { $list }, and one more region
mission-territories-armies = Hold { $count } territories with at least { $armies } armies each
mission-territories = Hold { $count } territories
mission-destroy = Destroy the { $colour ->
        [red] red
        [blue] blue
        [yellow] yellow
        [green] green
        [black] black
       *[pink] pink
    } armies
mission-in-continent = Hold { $count } territories in { $continent }, with at least { $armies } armies each
mission-in-each-province-one = Hold at least one territory in every province
mission-in-each-continent-one = Hold at least one territory in every continent
mission-in-each-province = Hold at least { $count } territories in every province
mission-in-each-continent = Hold at least { $count } territories in every continent
mission-ports = Take control of { $count } ports
mission-sesterces = Have { $count } sesterces or more in your purses
mission-equipped = Have { $swords ->
        [one] { $swords } sword
       *[other] { $swords } swords
    } and { $shields ->
        [one] { $shields } shield
       *[other] { $shields } shields
    } on your territories
mission-armies-on-one = Have { $armies } armies or more on one territory
mission-conquer-in-turn = Conquer { $count } territories in this turn
