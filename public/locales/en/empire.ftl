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

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 armies to place.
potion-levy-choice = Levy: 3 armies to place.
potion-tribute-effect = 2 sesterces.
potion-tribute-choice = Tribute: 2 sesterces.
potion-mercenaries-effect = 6 armies to place, for 1 victory point.
potion-mercenaries-choice = Mercenaries: 6 armies to place, for 1 victory point.
potion-fury-effect = +1 on your best attack die for the rest of the turn.
potion-fury-choice = Fury: +1 on your best attack die for the rest of the turn.
potion-sabotage-effect = Remove the sword and the shield of the enemy territory selected.
potion-sabotage-choice = Sabotage: remove the sword and the shield of the enemy territory selected.
potion-palisade-effect = When attacked, +1 on the best defence die there for the turn.
potion-palisade-choice = Palisade: when attacked, +1 on the best defence die there for the turn.
potion-rally-effect = When attacked, 2 armies on the attacked territory.
potion-rally-choice = Rally: when attacked, 2 armies on the attacked territory.
potion-bad-brew-effect = Costs 1 victory point when drawn.
potion-bad-brew-choice = Bad brew: costs 1 victory point when drawn.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 on the best attack die against the first territory invaded each turn.
leader-romans-ability = +1 on the best defence die of the first of their territories attacked each turn.
leader-egyptians-ability = 1 sesterce at the start of their turn in every even round.
leader-vikings-ability = In odd rounds, 1 sesterce for the first port taken from a port.
leader-hispanians-ability = 75% more armies when cashing sesterces.
