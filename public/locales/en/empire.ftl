# Book 003's pieces (issue 52): potion cards and the leaders' peoples.

potion-levy = Levy
potion-tribute = Tribute
potion-mercenaries = Mercenaries
potion-fury = Fury
potion-sabotage = Sabotage
potion-palisade = Palisade
potion-rally = Rally
potion-bad-brew = Bad brew
leader-gauls = Gauls
leader-romans = Romans
leader-egyptians = Egyptians
leader-vikings = Vikings
leader-hispanians = Hispanians
