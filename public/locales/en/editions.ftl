# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = The French original: a secret objective each, nobody out before round 5.
edition-parker-1993 = World Domination, Parker 1993
    .line = The classic: sets worth more and more, Capital Risk and Secret Missions.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = The golden cavalier, the battlefield, ranked missions, teams and independents.
edition-napoleon-1999 = Napoléon, Europe 1810
    .line = Europe in 1810: secret missions, capitals, and a neutral army for two.
edition-roman-empire = The Roman Empire, Astérix
    .line = Leaders, sesterces, magic potions and victory points around the Mediterranean.

## The games

game-parker-1993 = Standard rules
game-parker-1993-duel = Two players, with a neutral army
game-parker-1993-capital = Capital Risk
game-parker-1993-missions = Secret Mission Risk
game-conquete-2010 = Standard rules, golden cavalier
game-conquete-2010-missions = Risk Mission: ranked objectives
game-conquete-2010-teams = Teams, 2 against 2
game-conquete-2010-duel-passive = Two players, passive independents
game-conquete-2010-duel-active = Two players, independents to win over
game-miro-1975 = Secret objectives
game-miro-1975-world = Conquer the world
game-miro-1975-duel = Two players
game-napoleon-1999 = Secret missions
game-napoleon-1999-duel = Duel, with a neutral army
game-napoleon-1999-world = Conquer Europe
game-napoleon-1999-capitals = Secret capitals
game-roman-empire = Battle for the Roman Empire
game-roman-conquest = Conquest
game-other = Another game
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Capital Risk").
game-full-name = { $edition } · { $game }
