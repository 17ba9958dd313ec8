# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). Dutch gives each goal its `.inline` form, as it reads
# after a colon (in lower case: "Aan het begin van je beurt: verover …").

## Cards

mission = { $goal }.
    .inline = { $goal-inline }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } overwinningspunt
       *[other] { $points } overwinningspunten
    }).
    .inline = { $goal-inline } ({ $points ->
        [one] { $points } overwinningspunt
       *[other] { $points } overwinningspunten
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Kapitein
rank-major = Majoor
rank-colonel = Kolonel
rank-general = Generaal
moment-turn-start = Aan het begin van je beurt:
moment-after-reinforcing = Na je versterkingen, in dezelfde beurt:
moment-turn-end = Aan het eind van je beurt, na je aanvallen:

## Goals

mission-continent = { $continent-the }
mission-continents = Verover { $list }
    .inline = verover { $list }
mission-continents-and-one = Verover { $list }, en nog een continent naar keuze
    .inline = verover { $list }, en nog een continent naar keuze
mission-continents-and-one-region = Verover { $list }, en nog een regio naar keuze
    .inline = verover { $list }, en nog een regio naar keuze
mission-territories-armies = Bezet { $count } gebieden met elk minstens { $armies } legers
    .inline = bezet { $count } gebieden met elk minstens { $armies } legers
mission-territories = Bezet { $count } gebieden
    .inline = bezet { $count } gebieden
mission-destroy = Vernietig de { $colour ->
        [red] rode
        [blue] blauwe
        [yellow] gele
        [green] groene
        [black] zwarte
       *[pink] roze
    } legers
    .inline = vernietig de { $colour ->
        [red] rode
        [blue] blauwe
        [yellow] gele
        [green] groene
        [black] zwarte
       *[pink] roze
    } legers
mission-in-continent = Bezet { $count } gebieden in { $continent-the }, met elk minstens { $armies } legers
    .inline = bezet { $count } gebieden in { $continent-the }, met elk minstens { $armies } legers
mission-in-each-province-one = Bezet minstens één gebied in elke provincie
    .inline = bezet minstens één gebied in elke provincie
mission-in-each-continent-one = Bezet minstens één gebied op elk continent
    .inline = bezet minstens één gebied op elk continent
mission-in-each-province = Bezet minstens { $count } gebieden in elke provincie
    .inline = bezet minstens { $count } gebieden in elke provincie
mission-in-each-continent = Bezet minstens { $count } gebieden op elk continent
    .inline = bezet minstens { $count } gebieden op elk continent
mission-ports = Neem { $count } havens in
    .inline = neem { $count } havens in
mission-sesterces = Bezit { $count } sestertiën of meer in je buidels
    .inline = bezit { $count } sestertiën of meer in je buidels
mission-equipped = Bezit { $swords ->
        [one] { $swords } zwaard
       *[other] { $swords } zwaarden
    } en { $shields ->
        [one] { $shields } schild
       *[other] { $shields } schilden
    } op je gebieden
    .inline = bezit { $swords ->
        [one] { $swords } zwaard
       *[other] { $swords } zwaarden
    } en { $shields ->
        [one] { $shields } schild
       *[other] { $shields } schilden
    } op je gebieden
mission-armies-on-one = Verzamel { $armies } legers of meer op één gebied
    .inline = verzamel { $armies } legers of meer op één gebied
mission-conquer-in-turn = Verover { $count } gebieden in deze beurt
    .inline = verover { $count } gebieden in deze beurt
