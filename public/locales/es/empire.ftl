# Book 003's pieces (issue 52): potion cards and the leaders' peoples.

potion-levy = Leva
potion-tribute = Tributo
potion-mercenaries = Mercenarios
potion-fury = Furia
potion-sabotage = Sabotaje
potion-palisade = Empalizada
potion-rally = Reagrupamiento
potion-bad-brew = Poción fallida
leader-gauls = Galos
leader-romans = Romanos
leader-egyptians = Egipcios
leader-vikings = Vikingos
leader-hispanians = Hispanos
