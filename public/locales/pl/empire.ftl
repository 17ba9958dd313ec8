# Book 003's pieces (issue 52): potion cards and the leaders' peoples.
# A people's `.genitive` reads in "(zdolność Galów)" (the leader's ability, `log-leader-income`).

potion-levy = Pobór
potion-tribute = Danina
potion-mercenaries = Najemnicy
potion-fury = Furia
potion-sabotage = Sabotaż
potion-palisade = Palisada
potion-rally = Odsiecz
potion-bad-brew = Nieudana mikstura
leader-gauls = Galowie
    .genitive = Galów
leader-romans = Rzymianie
    .genitive = Rzymian
leader-egyptians = Egipcjanie
    .genitive = Egipcjan
leader-vikings = Wikingowie
    .genitive = Wikingów
leader-hispanians = Hiszpanie
    .genitive = Hiszpanów

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 armie do rozmieszczenia.
potion-levy-choice = Pobór: 3 armie do rozmieszczenia.
potion-tribute-effect = 2 sesterce.
potion-tribute-choice = Danina: 2 sesterce.
potion-mercenaries-effect = 6 armii do rozmieszczenia kosztem 1 punktu zwycięstwa.
potion-mercenaries-choice = Najemnicy: 6 armii do rozmieszczenia kosztem 1 punktu zwycięstwa.
potion-fury-effect = +1 do twojej najwyższej kości ataku do końca tury.
potion-fury-choice = Furia: +1 do twojej najwyższej kości ataku do końca tury.
potion-sabotage-effect = Usuń miecz i tarczę z wybranego wrogiego terytorium.
potion-sabotage-choice = Sabotaż: usuń miecz i tarczę z wybranego wrogiego terytorium.
potion-palisade-effect = Gdy przeciwnik cię atakuje, +1 do najwyższej kości obrony atakowanego terytorium na czas tej tury.
potion-palisade-choice = Palisada: gdy przeciwnik cię atakuje, +1 do najwyższej kości obrony atakowanego terytorium na czas tej tury.
potion-rally-effect = Gdy przeciwnik cię atakuje, 2 armie na atakowanym terytorium.
potion-rally-choice = Odsiecz: gdy przeciwnik cię atakuje, 2 armie na atakowanym terytorium.
potion-bad-brew-effect = Kosztuje 1 punkt zwycięstwa zaraz po dobraniu.
potion-bad-brew-choice = Nieudana mikstura: kosztuje 1 punkt zwycięstwa zaraz po dobraniu.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 do najwyższej kości ataku przeciwko pierwszemu terytorium, które najeżdżają w każdej turze.
leader-romans-ability = +1 do najwyższej kości obrony pierwszego z ich terytoriów zaatakowanego w każdej turze.
leader-egyptians-ability = 1 sesterc na początku ich tury w każdej parzystej rundzie (2., 4., 6. itd.).
leader-vikings-ability = W nieparzystych rundach (1., 3., 5. itd.) 1 sesterc za pierwszy port zdobyty z portu.
leader-hispanians-ability = O 75% więcej armii przy wymianie sesterców.
