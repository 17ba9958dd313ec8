# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). French gives each its `.inline` form, as it reads
# after a colon (in lower case).

## Cards

mission = { $goal }.
    .inline = { $goal-inline }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } point de victoire
       *[other] { $points } points de victoire
    }).
    .inline = { $goal-inline } ({ $points ->
        [one] { $points } point de victoire
       *[other] { $points } points de victoire
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }
    .inline = { $rank-inline }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Capitaine
    .inline = capitaine
rank-major = Major
    .inline = major
rank-colonel = Colonel
    .inline = colonel
rank-general = Général
    .inline = général
moment-turn-start = Au début de votre tour :
moment-after-reinforcing = Après vos renforts, dans le même tour :
moment-turn-end = À la fin de votre tour, après vos offensives :

## Goals

mission-continent = { $continent-the }
mission-continents = Conquérir { $list }
    .inline = conquérir { $list }
mission-continents-and-one = Conquérir { $list }, et un autre continent
    .inline = conquérir { $list }, et un autre continent
mission-continents-and-one-region = Conquérir { $list }, et une autre région
    .inline = conquérir { $list }, et une autre région
mission-territories-armies = Occuper { $count } territoires avec au moins { $armies } régiments chacun
    .inline = occuper { $count } territoires avec au moins { $armies } régiments chacun
mission-territories = Occuper { $count } territoires
    .inline = occuper { $count } territoires
mission-destroy = Détruire les armées { $colour ->
        [red] rouges
        [blue] bleues
        [yellow] jaunes
        [green] vertes
        [black] noires
       *[pink] roses
    }
    .inline = détruire les armées { $colour ->
        [red] rouges
        [blue] bleues
        [yellow] jaunes
        [green] vertes
        [black] noires
       *[pink] roses
    }
mission-in-continent = Occuper { $count } territoires { $continent-within }, avec au moins { $armies } régiments chacun
    .inline = occuper { $count } territoires { $continent-within }, avec au moins { $armies } régiments chacun
mission-in-each-province-one = Occuper au moins un territoire dans chaque province
    .inline = occuper au moins un territoire dans chaque province
mission-in-each-continent-one = Occuper au moins un territoire sur chaque continent
    .inline = occuper au moins un territoire sur chaque continent
mission-in-each-province = Occuper au moins { $count } territoires dans chaque province
    .inline = occuper au moins { $count } territoires dans chaque province
mission-in-each-continent = Occuper au moins { $count } territoires sur chaque continent
    .inline = occuper au moins { $count } territoires sur chaque continent
mission-ports = Prendre le contrôle de { $count } ports
    .inline = prendre le contrôle de { $count } ports
mission-sesterces = Avoir { $count } sesterces ou plus dans vos bourses
    .inline = avoir { $count } sesterces ou plus dans vos bourses
mission-equipped = Avoir { $swords ->
        [one] { $swords } épée
       *[other] { $swords } épées
    } et { $shields ->
        [one] { $shields } bouclier
       *[other] { $shields } boucliers
    } sur vos territoires
    .inline = avoir { $swords ->
        [one] { $swords } épée
       *[other] { $swords } épées
    } et { $shields ->
        [one] { $shields } bouclier
       *[other] { $shields } boucliers
    } sur vos territoires
mission-armies-on-one = Avoir { $armies } régiments ou plus sur un même territoire
    .inline = avoir { $armies } régiments ou plus sur un même territoire
mission-conquer-in-turn = Conquérir { $count } territoires pendant ce tour
    .inline = conquérir { $count } territoires pendant ce tour
