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

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 régiments à placer.
potion-levy-choice = Levée : 3 régiments à placer.
potion-tribute-effect = 2 sesterces.
potion-tribute-choice = Tribut : 2 sesterces.
potion-mercenaries-effect = 6 régiments à placer, pour 1 point de victoire.
potion-mercenaries-choice = Mercenaires : 6 régiments à placer, pour 1 point de victoire.
potion-fury-effect = +1 au meilleur dé d’attaque jusqu’à la fin du tour.
potion-fury-choice = Furie : +1 au meilleur dé d’attaque jusqu’à la fin du tour.
potion-sabotage-effect = Retire l’épée et le bouclier du territoire ennemi choisi.
potion-sabotage-choice = Sabotage : retire l’épée et le bouclier du territoire ennemi choisi.
potion-palisade-effect = Quand vous êtes attaqué, +1 au meilleur dé de défense pour le tour.
potion-palisade-choice = Palissade : quand vous êtes attaqué, +1 au meilleur dé de défense pour le tour.
potion-rally-effect = Quand vous êtes attaqué, 2 régiments sur le territoire attaqué.
potion-rally-choice = Ralliement : quand vous êtes attaqué, 2 régiments sur le territoire attaqué.
potion-bad-brew-effect = Coûte 1 point de victoire dès qu’elle est piochée.
potion-bad-brew-choice = Potion ratée : coûte 1 point de victoire dès qu’elle est piochée.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 au meilleur dé d’attaque contre le premier territoire envahi à chaque tour.
leader-romans-ability = +1 au meilleur dé de défense du premier de leurs territoires attaqué à chaque tour.
leader-egyptians-ability = 1 sesterce au début de leur tour, un tour de table sur deux (2ᵉ, 4ᵉ, 6ᵉ…).
leader-vikings-ability = Un tour de table sur deux (1ᵉʳ, 3ᵉ, 5ᵉ…), 1 sesterce pour le premier port pris depuis un port.
leader-hispanians-ability = 75 % de régiments en plus en échangeant des sesterces.
