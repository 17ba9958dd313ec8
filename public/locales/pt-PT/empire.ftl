# Book 003's pieces (issue 52): potion cards and the leaders' peoples.
# The peoples are said after "dos" ("capacidade dos Gauleses"): keep them masculine plural.

potion-levy = Recrutamento
potion-tribute = Tributo
potion-mercenaries = Mercenários
potion-fury = Fúria
potion-sabotage = Sabotagem
potion-palisade = Paliçada
potion-rally = Reagrupamento
potion-bad-brew = Poção falhada
leader-gauls = Gauleses
leader-romans = Romanos
leader-egyptians = Egípcios
leader-vikings = Vikings
leader-hispanians = Hispanos

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 exércitos para colocar.
potion-levy-choice = Recrutamento: 3 exércitos para colocar.
potion-tribute-effect = 2 sestércios.
potion-tribute-choice = Tributo: 2 sestércios.
potion-mercenaries-effect = 6 exércitos para colocar, em troca de 1 ponto de vitória.
potion-mercenaries-choice = Mercenários: 6 exércitos para colocar, em troca de 1 ponto de vitória.
potion-fury-effect = +1 no seu melhor dado de ataque durante o resto do turno.
potion-fury-choice = Fúria: +1 no seu melhor dado de ataque durante o resto do turno.
potion-sabotage-effect = Retire a espada e o escudo do território inimigo escolhido.
potion-sabotage-choice = Sabotagem: retire a espada e o escudo do território inimigo escolhido.
potion-palisade-effect = Em caso de ataque, +1 no melhor dado de defesa do território atacado durante o turno.
potion-palisade-choice = Paliçada: em caso de ataque, +1 no melhor dado de defesa do território atacado durante o turno.
potion-rally-effect = Em caso de ataque, 2 exércitos no território atacado.
potion-rally-choice = Reagrupamento: em caso de ataque, 2 exércitos no território atacado.
potion-bad-brew-effect = Custa 1 ponto de vitória ao ser tirada.
potion-bad-brew-choice = Poção falhada: custa 1 ponto de vitória ao ser tirada.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 no melhor dado de ataque contra o primeiro território que invadem em cada turno.
leader-romans-ability = +1 no melhor dado de defesa do primeiro dos territórios deles atacado em cada turno.
leader-egyptians-ability = 1 sestércio no início do turno deles em cada ronda par (2.ª, 4.ª, 6.ª…).
leader-vikings-ability = Nas rondas ímpares (1.ª, 3.ª, 5.ª…), 1 sestércio pelo primeiro porto que tomam a partir de um porto.
leader-hispanians-ability = Mais 75% de exércitos ao trocar sestércios.
