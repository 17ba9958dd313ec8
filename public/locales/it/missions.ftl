# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). Italian gives each its `.inline` form, as it reads
# after a colon (in lower case). Goals are in the infinitive, as on RisiKo!'s objective cards
# ("Conquistare…", "Distruggere…").

## Cards

mission = { $goal }.
    .inline = { $goal-inline }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } punto vittoria
       *[other] { $points } punti vittoria
    }).
    .inline = { $goal-inline } ({ $points ->
        [one] { $points } punto vittoria
       *[other] { $points } punti vittoria
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }
    .inline = { $rank-inline }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Capitano
    .inline = capitano
rank-major = Maggiore
    .inline = maggiore
rank-colonel = Colonnello
    .inline = colonnello
rank-general = Generale
    .inline = generale
moment-turn-start = All’inizio del tuo turno:
moment-after-reinforcing = Dopo i tuoi rinforzi, nello stesso turno:
moment-turn-end = Alla fine del tuo turno, dopo i tuoi attacchi:

## Goals

mission-continent = { $continent-the }
mission-continents = Conquistare { $list }
    .inline = conquistare { $list }
mission-continents-and-one = Conquistare { $list }, più un altro continente a scelta
    .inline = conquistare { $list }, più un altro continente a scelta
mission-continents-and-one-region = Conquistare { $list }, più un’altra regione a scelta
    .inline = conquistare { $list }, più un’altra regione a scelta
mission-territories-armies = Occupare { $count } territori con almeno { $armies } armate ciascuno
    .inline = occupare { $count } territori con almeno { $armies } armate ciascuno
mission-territories = Occupare { $count } territori
    .inline = occupare { $count } territori
mission-destroy = Distruggere le armate { $colour ->
        [red] rosse
        [blue] blu
        [yellow] gialle
        [green] verdi
        [black] nere
       *[pink] rosa
    }
    .inline = distruggere le armate { $colour ->
        [red] rosse
        [blue] blu
        [yellow] gialle
        [green] verdi
        [black] nere
       *[pink] rosa
    }
mission-in-continent = Occupare { $count } territori { $continent-within }, con almeno { $armies } armate ciascuno
    .inline = occupare { $count } territori { $continent-within }, con almeno { $armies } armate ciascuno
mission-in-each-province-one = Occupare almeno un territorio in ogni provincia
    .inline = occupare almeno un territorio in ogni provincia
mission-in-each-continent-one = Occupare almeno un territorio in ogni continente
    .inline = occupare almeno un territorio in ogni continente
mission-in-each-province = Occupare almeno { $count } territori in ogni provincia
    .inline = occupare almeno { $count } territori in ogni provincia
mission-in-each-continent = Occupare almeno { $count } territori in ogni continente
    .inline = occupare almeno { $count } territori in ogni continente
mission-ports = Prendere il controllo di { $count } porti
    .inline = prendere il controllo di { $count } porti
mission-sesterces = Avere { $count } sesterzi o più nelle tue borse
    .inline = avere { $count } sesterzi o più nelle tue borse
mission-equipped = Avere { $swords ->
        [one] { $swords } spada
       *[other] { $swords } spade
    } e { $shields ->
        [one] { $shields } scudo
       *[other] { $shields } scudi
    } sui tuoi territori
    .inline = avere { $swords ->
        [one] { $swords } spada
       *[other] { $swords } spade
    } e { $shields ->
        [one] { $shields } scudo
       *[other] { $shields } scudi
    } sui tuoi territori
mission-armies-on-one = Avere { $armies } armate o più su un solo territorio
    .inline = avere { $armies } armate o più su un solo territorio
mission-conquer-in-turn = Conquistare { $count } territori in questo turno
    .inline = conquistare { $count } territori in questo turno
