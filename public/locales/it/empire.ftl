# Book 003's pieces (issue 52): potion cards and the leaders' peoples. Each people gives its
# `.of` form ("dei Galli", "degli Egizi"), for "abilità dei Galli" (log.ftl, log-leader-income).

potion-levy = Reclutamento
potion-tribute = Tributo
potion-mercenaries = Mercenari
potion-fury = Furia
potion-sabotage = Sabotaggio
potion-palisade = Palizzata
potion-rally = Adunata
potion-bad-brew = Pozione fallita
leader-gauls = Galli
    .of = dei Galli
leader-romans = Romani
    .of = dei Romani
leader-egyptians = Egizi
    .of = degli Egizi
leader-vikings = Vichinghi
    .of = dei Vichinghi
leader-hispanians = Ispanici
    .of = degli Ispanici

## What each potion card does (`-effect`), and the card offered by its name and effect
## (`-choice`: one colon, no capital after it).

potion-levy-effect = 3 armate da piazzare.
potion-levy-choice = Reclutamento: 3 armate da piazzare.
potion-tribute-effect = 2 sesterzi.
potion-tribute-choice = Tributo: 2 sesterzi.
potion-mercenaries-effect = 6 armate da piazzare, in cambio di 1 punto vittoria.
potion-mercenaries-choice = Mercenari: 6 armate da piazzare, in cambio di 1 punto vittoria.
potion-fury-effect = +1 sul tuo miglior dado d’attacco per il resto del turno.
potion-fury-choice = Furia: +1 sul tuo miglior dado d’attacco per il resto del turno.
potion-sabotage-effect = Togli la spada e lo scudo del territorio nemico scelto.
potion-sabotage-choice = Sabotaggio: togli la spada e lo scudo del territorio nemico scelto.
potion-palisade-effect = In caso di attacco, +1 sul miglior dado di difesa del territorio attaccato per il turno.
potion-palisade-choice = Palizzata: in caso di attacco, +1 sul miglior dado di difesa del territorio attaccato per il turno.
potion-rally-effect = In caso di attacco, 2 armate sul territorio attaccato.
potion-rally-choice = Adunata: in caso di attacco, 2 armate sul territorio attaccato.
potion-bad-brew-effect = Costa 1 punto vittoria appena la peschi.
potion-bad-brew-choice = Pozione fallita: costa 1 punto vittoria appena la peschi.

## Each leader's ability ((house) RULINGS R8).

leader-gauls-ability = +1 sul miglior dado d’attacco contro il primo territorio che invadono in ogni turno.
leader-romans-ability = +1 sul miglior dado di difesa del primo dei loro territori attaccato in ogni turno.
leader-egyptians-ability = 1 sesterzio all’inizio del loro turno in ogni giro pari (2º, 4º, 6º…).
leader-vikings-ability = Nei giri dispari (1º, 3º, 5º…), 1 sesterzio per il primo porto che conquistano da un porto.
leader-hispanians-ability = Il 75% di armate in più quando spendono sesterzi.
