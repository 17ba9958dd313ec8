# Missions and ranked objectives (issue 52). A goal is a clause with no full stop; `mission`
# says it as a card's sentence, `mission-scored` with its victory points (003), `mission-ranked`
# on the back of a ranked objective (000). Polish, like French, gives each its `.inline` form,
# as it reads after a colon (in lower case). A goal is an order to the player, in the
# imperative ("Zdobądź Azję i Afrykę"), as Polish mission cards say it.

## Cards

mission = { $goal }.
    .inline = { $goal-inline }.
mission-scored = { $goal } ({ $points ->
        [one] { $points } punkt zwycięstwa
        [few] { $points } punkty zwycięstwa
       *[many] { $points } punktów zwycięstwa
    }).
    .inline = { $goal-inline } ({ $points ->
        [one] { $points } punkt zwycięstwa
        [few] { $points } punkty zwycięstwa
       *[many] { $points } punktów zwycięstwa
    }).
mission-ranked = { $rank }. { $moment } { $goal-inline }
    .inline = { $rank-inline }. { $moment } { $goal-inline }

## Ranks and moments (000 Risk Mission)

rank-captain = Kapitan
    .inline = kapitan
rank-major = Major
    .inline = major
rank-colonel = Pułkownik
    .inline = pułkownik
rank-general = Generał
    .inline = generał
moment-turn-start = Na początku twojej tury:
moment-after-reinforcing = Po otrzymaniu posiłków, w tej samej turze:
moment-turn-end = Na koniec twojej tury, po atakach:

## Goals

mission-continent = { $continent-accusative }
mission-continents = Zdobądź { $list }
    .inline = zdobądź { $list }
mission-continents-and-one = Zdobądź { $list } oraz jeszcze jeden dowolny kontynent
    .inline = zdobądź { $list } oraz jeszcze jeden dowolny kontynent
mission-continents-and-one-region = Zdobądź { $list } oraz jeszcze jeden dowolny region
    .inline = zdobądź { $list } oraz jeszcze jeden dowolny region
mission-territories-armies = Zajmij { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } i utrzymaj na każdym z nich co najmniej { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }
    .inline = zajmij { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } i utrzymaj na każdym z nich co najmniej { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }
mission-territories = Zajmij { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    }
    .inline = zajmij { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    }
mission-destroy = Zniszcz wszystkie { $colour ->
        [red] czerwone
        [blue] niebieskie
        [yellow] żółte
        [green] zielone
        [black] czarne
       *[pink] różowe
    } armie
    .inline = zniszcz wszystkie { $colour ->
        [red] czerwone
        [blue] niebieskie
        [yellow] żółte
        [green] zielone
        [black] czarne
       *[pink] różowe
    } armie
mission-in-continent = Zajmij { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } { $continent-in } i utrzymaj na każdym z nich co najmniej { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }
    .inline = zajmij { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } { $continent-in } i utrzymaj na każdym z nich co najmniej { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }
mission-in-each-province-one = Zajmij co najmniej jedno terytorium w każdej prowincji
    .inline = zajmij co najmniej jedno terytorium w każdej prowincji
mission-in-each-continent-one = Zajmij co najmniej jedno terytorium na każdym kontynencie
    .inline = zajmij co najmniej jedno terytorium na każdym kontynencie
mission-in-each-province = Zajmij co najmniej { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } w każdej prowincji
    .inline = zajmij co najmniej { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } w każdej prowincji
mission-in-each-continent = Zajmij co najmniej { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } na każdym kontynencie
    .inline = zajmij co najmniej { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } na każdym kontynencie
mission-ports = Przejmij kontrolę nad { $count ->
        [one] { $count } portem
        [few] { $count } portami
       *[many] { $count } portami
    }
    .inline = przejmij kontrolę nad { $count ->
        [one] { $count } portem
        [few] { $count } portami
       *[many] { $count } portami
    }
mission-sesterces = Zgromadź w swoich sakiewkach co najmniej { $count ->
        [one] { $count } sesterca
        [few] { $count } sesterce
       *[many] { $count } sesterców
    }
    .inline = zgromadź w swoich sakiewkach co najmniej { $count ->
        [one] { $count } sesterca
        [few] { $count } sesterce
       *[many] { $count } sesterców
    }
mission-equipped = Zgromadź na swoich terytoriach { $swords ->
        [one] { $swords } miecz
        [few] { $swords } miecze
       *[many] { $swords } mieczy
    } i { $shields ->
        [one] { $shields } tarczę
        [few] { $shields } tarcze
       *[many] { $shields } tarcz
    }
    .inline = zgromadź na swoich terytoriach { $swords ->
        [one] { $swords } miecz
        [few] { $swords } miecze
       *[many] { $swords } mieczy
    } i { $shields ->
        [one] { $shields } tarczę
        [few] { $shields } tarcze
       *[many] { $shields } tarcz
    }
mission-armies-on-one = Zgromadź co najmniej { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } na jednym terytorium
    .inline = zgromadź co najmniej { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } na jednym terytorium
mission-conquer-in-turn = Zdobądź { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } w tej turze
    .inline = zdobądź { $count ->
        [one] { $count } terytorium
        [few] { $count } terytoria
       *[many] { $count } terytoriów
    } w tej turze
