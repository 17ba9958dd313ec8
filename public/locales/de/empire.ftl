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

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 Armeen zu setzen.
potion-levy-choice = Aushebung: 3 Armeen zu setzen.
potion-tribute-effect = 2 Sesterzen.
potion-tribute-choice = Tribut: 2 Sesterzen.
potion-mercenaries-effect = 6 Armeen zu setzen, für 1 Siegpunkt.
potion-mercenaries-choice = Söldner: 6 Armeen zu setzen, für 1 Siegpunkt.
potion-fury-effect = +1 auf Ihren besten Angriffswürfel für den Rest des Zuges.
potion-fury-choice = Raserei: +1 auf Ihren besten Angriffswürfel für den Rest des Zuges.
potion-sabotage-effect = Schwert und Schild des ausgewählten feindlichen Gebiets entfernen.
potion-sabotage-choice = Sabotage: Schwert und Schild des ausgewählten feindlichen Gebiets entfernen.
potion-palisade-effect = Bei einem Angriff +1 auf den besten Verteidigungswürfel des angegriffenen Gebiets für diesen Zug.
potion-palisade-choice = Palisade: bei einem Angriff +1 auf den besten Verteidigungswürfel des angegriffenen Gebiets für diesen Zug.
potion-rally-effect = Bei einem Angriff 2 Armeen auf das angegriffene Gebiet.
potion-rally-choice = Sammelruf: bei einem Angriff 2 Armeen auf das angegriffene Gebiet.
potion-bad-brew-effect = Kostet beim Ziehen 1 Siegpunkt.
potion-bad-brew-choice = Verpatzter Trank: kostet beim Ziehen 1 Siegpunkt.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 auf den besten Angriffswürfel gegen das erste Gebiet, in das sie in jedem Zug einfallen.
leader-romans-ability = +1 auf den besten Verteidigungswürfel des ersten ihrer Gebiete, das in jedem Zug angegriffen wird.
leader-egyptians-ability = 1 Sesterz zu Beginn ihres Zuges in jeder geraden Runde (2., 4., 6. …).
leader-vikings-ability = In ungeraden Runden (1., 3., 5. …) 1 Sesterz für den ersten Hafen, den sie von einem Hafen aus erobern.
leader-hispanians-ability = 75 % mehr Armeen, wenn sie Sesterzen eintauschen.
