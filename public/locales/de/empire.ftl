# Book 003's pieces (issue 52): potion cards and the leaders' peoples.

potion-levy = Aushebung
potion-tribute = Tribut
potion-mercenaries = Söldner
potion-fury = Raserei
potion-sabotage = Sabotage
potion-palisade = Palisade
potion-rally = Sammelruf
potion-bad-brew = Verpatzter Trank
leader-gauls = Gallier
leader-romans = Römer
leader-egyptians = Ägypter
leader-vikings = Wikinger
leader-hispanians = Hispanier
