# Book 003's pieces (issue 52): potion cards and the leaders' peoples.

potion-levy = Levée
potion-tribute = Tribut
potion-mercenaries = Mercenaires
potion-fury = Furie
potion-sabotage = Sabotage
potion-palisade = Palissade
potion-rally = Ralliement
potion-bad-brew = Potion ratée
leader-gauls = Gaulois
leader-romans = Romains
leader-egyptians = Égyptiens
leader-vikings = Vikings
leader-hispanians = Hispaniques
