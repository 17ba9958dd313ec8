# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). German writes each goal as an imperative
# („Erobern Sie …“), a whole sentence that keeps its capital after a colon: no `.inline` forms.

## Cards

mission = { $goal }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } Siegpunkt
       *[other] { $points } Siegpunkte
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Hauptmann
rank-major = Major
rank-colonel = Oberst
rank-general = General
moment-turn-start = Zu Beginn Ihres Zuges:
moment-after-reinforcing = Nach Ihrer Verstärkung, im selben Zug:
moment-turn-end = Am Ende Ihres Zuges, nach Ihren Angriffen:

## Goals

mission-continent = { $continent-accusative }
mission-continents = Erobern Sie { $list }
mission-continents-and-one = Erobern Sie { $list } und einen weiteren Kontinent
mission-continents-and-one-region = Erobern Sie { $list } und eine weitere Region
mission-territories-armies = Besetzen Sie { $count } Gebiete mit jeweils mindestens { $armies } Armeen
mission-territories = Besetzen Sie { $count } Gebiete
mission-destroy = Vernichten Sie die { $colour ->
        [red] roten
        [blue] blauen
        [yellow] gelben
        [green] grünen
        [black] schwarzen
       *[pink] rosa
    } Armeen
mission-in-continent = Besetzen Sie { $count } Gebiete { $continent-within } mit jeweils mindestens { $armies } Armeen
mission-in-each-province-one = Besetzen Sie in jeder Provinz mindestens ein Gebiet
mission-in-each-continent-one = Besetzen Sie auf jedem Kontinent mindestens ein Gebiet
mission-in-each-province = Besetzen Sie in jeder Provinz mindestens { $count } Gebiete
mission-in-each-continent = Besetzen Sie auf jedem Kontinent mindestens { $count } Gebiete
mission-ports = Bringen Sie { $count } Häfen unter Ihre Kontrolle
mission-sesterces = Sammeln Sie { $count } Sesterzen oder mehr in Ihren Geldbeuteln
mission-equipped = Besitzen Sie { $swords ->
        [one] { $swords } Schwert
       *[other] { $swords } Schwerter
    } und { $shields ->
        [one] { $shields } Schild
       *[other] { $shields } Schilde
    } in Ihren Gebieten
mission-armies-on-one = Versammeln Sie mindestens { $armies } Armeen in einem einzigen Gebiet
mission-conquer-in-turn = Erobern Sie in diesem Zug { $count } Gebiete
