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
