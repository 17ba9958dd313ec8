# Book 003's pieces (issue 52): potion cards and the leaders' peoples.

potion-levy = Lichting
potion-tribute = Schatting
potion-mercenaries = Huurlingen
potion-fury = Razernij
potion-sabotage = Sabotage
potion-palisade = Palissade
potion-rally = Ontzet
potion-bad-brew = Mislukt brouwsel
leader-gauls = Galliërs
leader-romans = Romeinen
leader-egyptians = Egyptenaren
leader-vikings = Vikingen
leader-hispanians = Hispaniërs
