# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.
# None of these boxes was sold in Italy (Italy plays RisiKo!): the boxes keep their own
# names, their descriptive part in Italian.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = L’originale francese: un obiettivo segreto a testa, nessuno può essere eliminato prima del 5º giro.
edition-parker-1993 = Risk, Parker 1993
    .line = Il classico: tris che valgono sempre di più, Risk delle capitali e delle missioni segrete.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = Il cavaliere d’oro, il campo di battaglia, obiettivi per grado, squadre e indipendenti.
edition-napoleon-1999 = Napoléon, l’Europa del 1810
    .line = L’Europa del 1810: missioni segrete, capitali e un esercito neutrale per giocare in due.
edition-roman-empire = L’Impero romano, Asterix
    .line = Condottieri, sesterzi, pozioni magiche e punti vittoria intorno al Mediterraneo.

## The games

game-parker-1993 = Regole base
game-parker-1993-duel = In due, con un esercito neutrale
game-parker-1993-capital = Risk delle capitali
game-parker-1993-missions = Risk delle missioni segrete
game-conquete-2010 = Regole base, cavaliere d’oro
game-conquete-2010-missions = Risk Mission: obiettivi per grado
game-conquete-2010-teams = A squadre, 2 contro 2
game-conquete-2010-duel-passive = In due, indipendenti passivi
game-conquete-2010-duel-active = In due, indipendenti da tirare dalla propria parte
game-miro-1975 = Obiettivi segreti
game-miro-1975-world = Conquista del mondo
game-miro-1975-duel = In due
game-napoleon-1999 = Missioni segrete
game-napoleon-1999-duel = Duello, con un esercito neutrale
game-napoleon-1999-world = Conquista dell’Europa
game-napoleon-1999-capitals = Capitali segrete
game-roman-empire = Battaglia per l’Impero romano
game-roman-conquest = Conquista
game-other = Un altro gioco
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Risk delle capitali").
game-full-name = { $edition } · { $game }
