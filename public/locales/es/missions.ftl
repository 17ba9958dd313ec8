# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). Spanish gives each its `.inline` form, as it reads
# after a colon (in lower case), like French.

## Cards

mission = { $goal }.
    .inline = { $goal-inline }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } punto de victoria
       *[other] { $points } puntos de victoria
    }).
    .inline = { $goal-inline } ({ $points ->
        [one] { $points } punto de victoria
       *[other] { $points } puntos de victoria
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }
    .inline = { $rank-inline }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Capitán
    .inline = capitán
rank-major = Comandante
    .inline = comandante
rank-colonel = Coronel
    .inline = coronel
rank-general = General
    .inline = general
moment-turn-start = Al comienzo de tu turno:
moment-after-reinforcing = Después de tus refuerzos, en el mismo turno:
moment-turn-end = Al final de tu turno, después de tus ataques:

## Goals

# Each continent of a list says "de" itself ("la totalidad de Austria-Hungría y de Italia"):
# Spanish would need "e Italia" after a bare "y", which a list cannot know.
mission-continent = { $continent-of }
mission-continents = Conquistar la totalidad { $list }
    .inline = conquistar la totalidad { $list }
mission-continents-and-one = Conquistar la totalidad { $list }, además de otro continente
    .inline = conquistar la totalidad { $list }, además de otro continente
mission-continents-and-one-region = Conquistar la totalidad { $list }, además de otra región
    .inline = conquistar la totalidad { $list }, además de otra región
mission-territories-armies = Ocupar { $count } territorios con al menos { $armies } ejércitos en cada uno
    .inline = ocupar { $count } territorios con al menos { $armies } ejércitos en cada uno
mission-territories = Ocupar { $count } territorios
    .inline = ocupar { $count } territorios
mission-destroy = Destruir los ejércitos { $colour ->
        [red] rojos
        [blue] azules
        [yellow] amarillos
        [green] verdes
        [black] negros
       *[pink] rosas
    }
    .inline = destruir los ejércitos { $colour ->
        [red] rojos
        [blue] azules
        [yellow] amarillos
        [green] verdes
        [black] negros
       *[pink] rosas
    }
mission-in-continent = Ocupar { $count } territorios { $continent-within }, con al menos { $armies } ejércitos en cada uno
    .inline = ocupar { $count } territorios { $continent-within }, con al menos { $armies } ejércitos en cada uno
mission-in-each-province-one = Ocupar al menos un territorio en cada provincia
    .inline = ocupar al menos un territorio en cada provincia
mission-in-each-continent-one = Ocupar al menos un territorio en cada continente
    .inline = ocupar al menos un territorio en cada continente
mission-in-each-province = Ocupar al menos { $count } territorios en cada provincia
    .inline = ocupar al menos { $count } territorios en cada provincia
mission-in-each-continent = Ocupar al menos { $count } territorios en cada continente
    .inline = ocupar al menos { $count } territorios en cada continente
mission-ports = Tomar el control de { $count } puertos
    .inline = tomar el control de { $count } puertos
mission-sesterces = Tener { $count } sestercios o más en tus bolsas
    .inline = tener { $count } sestercios o más en tus bolsas
mission-equipped = Tener { $swords ->
        [one] { $swords } espada
       *[other] { $swords } espadas
    } y { $shields ->
        [one] { $shields } escudo
       *[other] { $shields } escudos
    } en tus territorios
    .inline = tener { $swords ->
        [one] { $swords } espada
       *[other] { $swords } espadas
    } y { $shields ->
        [one] { $shields } escudo
       *[other] { $shields } escudos
    } en tus territorios
mission-armies-on-one = Tener { $armies } ejércitos o más en un mismo territorio
    .inline = tener { $armies } ejércitos o más en un mismo territorio
mission-conquer-in-turn = Conquistar { $count } territorios en este turno
    .inline = conquistar { $count } territorios en este turno
