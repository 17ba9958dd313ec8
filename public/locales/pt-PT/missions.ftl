# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). Like French, Portuguese gives each its `.inline`
# form, as it reads after a colon (in lower case).

## Cards

mission = { $goal }.
    .inline = { $goal-inline }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } ponto de vitória
       *[other] { $points } pontos de vitória
    }).
    .inline = { $goal-inline } ({ $points ->
        [one] { $points } ponto de vitória
       *[other] { $points } pontos de vitória
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }
    .inline = { $rank-inline }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Capitão
    .inline = capitão
rank-major = Major
    .inline = major
rank-colonel = Coronel
    .inline = coronel
rank-general = General
    .inline = general
moment-turn-start = No início do seu turno:
moment-after-reinforcing = Depois dos seus reforços, no mesmo turno:
moment-turn-end = No fim do seu turno, depois dos seus ataques:

## Goals

mission-continent = { $continent-the }
mission-continents = Conquistar { $list }
    .inline = conquistar { $list }
mission-continents-and-one = Conquistar { $list }, e mais um continente
    .inline = conquistar { $list }, e mais um continente
mission-continents-and-one-region = Conquistar { $list }, e mais uma região
    .inline = conquistar { $list }, e mais uma região
mission-territories-armies = Ocupar { $count } territórios com pelo menos { $armies } exércitos em cada um
    .inline = ocupar { $count } territórios com pelo menos { $armies } exércitos em cada um
mission-territories = Ocupar { $count } territórios
    .inline = ocupar { $count } territórios
mission-destroy = Destruir os exércitos { $colour ->
        [red] vermelhos
        [blue] azuis
        [yellow] amarelos
        [green] verdes
        [black] pretos
       *[pink] cor-de-rosa
    }
    .inline = destruir os exércitos { $colour ->
        [red] vermelhos
        [blue] azuis
        [yellow] amarelos
        [green] verdes
        [black] pretos
       *[pink] cor-de-rosa
    }
mission-in-continent = Ocupar { $count } territórios { $continent-within }, com pelo menos { $armies } exércitos em cada um
    .inline = ocupar { $count } territórios { $continent-within }, com pelo menos { $armies } exércitos em cada um
mission-in-each-province-one = Ocupar pelo menos um território em cada província
    .inline = ocupar pelo menos um território em cada província
mission-in-each-continent-one = Ocupar pelo menos um território em cada continente
    .inline = ocupar pelo menos um território em cada continente
mission-in-each-province = Ocupar pelo menos { $count } territórios em cada província
    .inline = ocupar pelo menos { $count } territórios em cada província
mission-in-each-continent = Ocupar pelo menos { $count } territórios em cada continente
    .inline = ocupar pelo menos { $count } territórios em cada continente
mission-ports = Tomar o controlo de { $count } portos
    .inline = tomar o controlo de { $count } portos
mission-sesterces = Ter { $count } sestércios ou mais nas suas bolsas
    .inline = ter { $count } sestércios ou mais nas suas bolsas
mission-equipped = Ter { $swords ->
        [one] { $swords } espada
       *[other] { $swords } espadas
    } e { $shields ->
        [one] { $shields } escudo
       *[other] { $shields } escudos
    } nos seus territórios
    .inline = ter { $swords ->
        [one] { $swords } espada
       *[other] { $swords } espadas
    } e { $shields ->
        [one] { $shields } escudo
       *[other] { $shields } escudos
    } nos seus territórios
mission-armies-on-one = Ter { $armies } exércitos ou mais num só território
    .inline = ter { $armies } exércitos ou mais num só território
mission-conquer-in-turn = Conquistar { $count } territórios neste turno
    .inline = conquistar { $count } territórios neste turno
