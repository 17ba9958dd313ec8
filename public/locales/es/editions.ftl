# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.
# Spanish: the boxes sold only in France keep their French names ("La Conquête du Monde",
# "Napoléon"); the Parker box is "Risk", as Parker sold it in Spain.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = El original francés: un objetivo secreto para cada uno y nadie puede quedar eliminado antes de la 5.ª ronda.
edition-parker-1993 = Risk, Parker 1993
    .line = El clásico: combinaciones que valen cada vez más, Risk de capitales y misiones secretas.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = El jinete dorado, el campo de batalla, las misiones por rango, los equipos y los independientes.
edition-napoleon-1999 = Napoléon, Europa en 1810
    .line = Europa en 1810: misiones secretas, capitales y un ejército neutral para dos jugadores.
edition-roman-empire = El Imperio romano, Astérix
    .line = Líderes, sestercios, pociones mágicas y puntos de victoria alrededor del Mediterráneo.

## The games

game-parker-1993 = Reglas básicas
game-parker-1993-duel = Dos jugadores, con un ejército neutral
game-parker-1993-capital = Risk de capitales
game-parker-1993-missions = Risk de misiones secretas
game-conquete-2010 = Reglas básicas, jinete dorado
game-conquete-2010-missions = Risk Mission: objetivos por rango
game-conquete-2010-teams = Por equipos, 2 contra 2
game-conquete-2010-duel-passive = Dos jugadores, independientes pasivos
game-conquete-2010-duel-active = Dos jugadores, independientes activos
game-miro-1975 = Objetivos secretos
game-miro-1975-world = Conquista del mundo
game-miro-1975-duel = Dos jugadores
game-napoleon-1999 = Misiones secretas
game-napoleon-1999-duel = Duelo, con un ejército neutral
game-napoleon-1999-world = Conquista de Europa
game-napoleon-1999-capitals = Capitales secretas
game-roman-empire = Batalla por el Imperio romano
game-roman-conquest = Conquista
game-other = Otro juego
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Risk de capitales").
game-full-name = { $edition } · { $game }
