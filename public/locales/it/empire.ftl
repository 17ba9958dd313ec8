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
