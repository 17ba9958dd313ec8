# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.
# Portugal knows the game as Risk (Hasbro); the French boxes keep their own names.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = O original francês: um objetivo secreto para cada um, ninguém é eliminado antes da 5.ª ronda.
edition-parker-1993 = Risk, Parker 1993
    .line = O clássico: conjuntos que valem cada vez mais, Risk das Capitais e Risk das Missões Secretas.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = O cavaleiro dourado, o campo de batalha, missões por patente, equipas e independentes.
edition-napoleon-1999 = Napoléon, a Europa de 1810
    .line = A Europa em 1810: missões secretas, capitais e um exército neutro para jogar a dois.
edition-roman-empire = O Império Romano, Astérix
    .line = Chefes, sestércios, poções mágicas e pontos de vitória à volta do Mediterrâneo.

## The games

game-parker-1993 = Regras básicas
game-parker-1993-duel = A dois, com um exército neutro
game-parker-1993-capital = Risk das Capitais
game-parker-1993-missions = Risk das Missões Secretas
game-conquete-2010 = Regras básicas, cavaleiro dourado
game-conquete-2010-missions = Risk Mission: objetivos por patente
game-conquete-2010-teams = Por equipas, 2 contra 2
game-conquete-2010-duel-passive = A dois, independentes passivos
game-conquete-2010-duel-active = A dois, independentes a aliciar
game-miro-1975 = Objetivos secretos
game-miro-1975-world = Conquista do mundo
game-miro-1975-duel = A dois
game-napoleon-1999 = Missões secretas
game-napoleon-1999-duel = Duelo, com um exército neutro
game-napoleon-1999-world = Conquista da Europa
game-napoleon-1999-capitals = Capitais secretas
game-roman-empire = Batalha pelo Império Romano
game-roman-conquest = Conquista
game-other = Outro jogo
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Risk das Capitais").
game-full-name = { $edition } · { $game }
