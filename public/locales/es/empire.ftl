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

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 ejércitos que colocar.
potion-levy-choice = Leva: 3 ejércitos que colocar.
potion-tribute-effect = 2 sestercios.
potion-tribute-choice = Tributo: 2 sestercios.
potion-mercenaries-effect = 6 ejércitos que colocar, a cambio de 1 punto de victoria.
potion-mercenaries-choice = Mercenarios: 6 ejércitos que colocar, a cambio de 1 punto de victoria.
potion-fury-effect = +1 en tu mejor dado de ataque durante el resto del turno.
potion-fury-choice = Furia: +1 en tu mejor dado de ataque durante el resto del turno.
potion-sabotage-effect = Quita la espada y el escudo del territorio enemigo elegido.
potion-sabotage-choice = Sabotaje: quita la espada y el escudo del territorio enemigo elegido.
potion-palisade-effect = Si te atacan, +1 en el mejor dado de defensa del territorio atacado durante el turno.
potion-palisade-choice = Empalizada: si te atacan, +1 en el mejor dado de defensa del territorio atacado durante el turno.
potion-rally-effect = Si te atacan, 2 ejércitos en el territorio atacado.
potion-rally-choice = Reagrupamiento: si te atacan, 2 ejércitos en el territorio atacado.
potion-bad-brew-effect = Cuesta 1 punto de victoria al robarla.
potion-bad-brew-choice = Poción fallida: cuesta 1 punto de victoria al robarla.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 en el mejor dado de ataque contra el primer territorio que invaden en cada turno.
leader-romans-ability = +1 en el mejor dado de defensa del primero de sus territorios que sufre un ataque en cada turno.
leader-egyptians-ability = 1 sestercio al comienzo de su turno en cada ronda par (2.ª, 4.ª, 6.ª…).
leader-vikings-ability = En las rondas impares (1.ª, 3.ª, 5.ª…), 1 sestercio por el primer puerto que toman desde un puerto.
leader-hispanians-ability = Un 75 % más de ejércitos al canjear sestercios.
