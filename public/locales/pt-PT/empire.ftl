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
