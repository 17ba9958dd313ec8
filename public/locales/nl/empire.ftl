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

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 legers om te plaatsen.
potion-levy-choice = Lichting: 3 legers om te plaatsen.
potion-tribute-effect = 2 sestertiën.
potion-tribute-choice = Schatting: 2 sestertiën.
potion-mercenaries-effect = 6 legers om te plaatsen, in ruil voor 1 overwinningspunt.
potion-mercenaries-choice = Huurlingen: 6 legers om te plaatsen, in ruil voor 1 overwinningspunt.
potion-fury-effect = +1 op je beste aanvalsdobbelsteen voor de rest van de beurt.
potion-fury-choice = Razernij: +1 op je beste aanvalsdobbelsteen voor de rest van de beurt.
potion-sabotage-effect = Verwijder het zwaard en het schild van het gekozen vijandelijke gebied.
potion-sabotage-choice = Sabotage: verwijder het zwaard en het schild van het gekozen vijandelijke gebied.
potion-palisade-effect = Als je wordt aangevallen, +1 op de beste verdedigingsdobbelsteen van het aangevallen gebied voor die beurt.
potion-palisade-choice = Palissade: als je wordt aangevallen, +1 op de beste verdedigingsdobbelsteen van het aangevallen gebied voor die beurt.
potion-rally-effect = Als je wordt aangevallen, 2 legers op het aangevallen gebied.
potion-rally-choice = Ontzet: als je wordt aangevallen, 2 legers op het aangevallen gebied.
potion-bad-brew-effect = Kost 1 overwinningspunt zodra je het trekt.
potion-bad-brew-choice = Mislukt brouwsel: kost 1 overwinningspunt zodra je het trekt.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 op de beste aanvalsdobbelsteen tegen het eerste gebied dat ze elke beurt binnenvallen.
leader-romans-ability = +1 op de beste verdedigingsdobbelsteen van het eerste van hun gebieden dat elke beurt wordt aangevallen.
leader-egyptians-ability = 1 sestertie aan het begin van hun beurt in elke even ronde (2e, 4e, 6e…).
leader-vikings-ability = In oneven rondes (1e, 3e, 5e…), 1 sestertie voor de eerste haven die ze vanuit een haven veroveren.
leader-hispanians-ability = 75% meer legers bij het inwisselen van sestertiën.
