# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = L’original français : un objectif secret chacun, personne ne peut être éliminé avant le 5ᵉ tour.
edition-parker-1993 = Risk, Parker 1993
    .line = Le classique : des séries qui rapportent de plus en plus, les capitales et les missions secrètes.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = Le cavalier doré, le champ de bataille, les missions par grade, les équipes et les indépendants.
edition-napoleon-1999 = Napoléon, l’Europe de 1810
    .line = L’Europe de 1810 : missions secrètes, capitales, et une armée neutre à deux.
edition-roman-empire = L’Empire romain, Astérix
    .line = Chefs, sesterces, potions magiques et points de victoire autour de la Méditerranée.

## The games

game-parker-1993 = Règle de base
game-parker-1993-duel = À deux, avec une armée neutre
game-parker-1993-capital = Risk des capitales
game-parker-1993-missions = Risk des missions secrètes
game-conquete-2010 = Règle de base, cavalier doré
game-conquete-2010-missions = Risk Mission : objectifs par grade
game-conquete-2010-teams = Par équipes, 2 contre 2
game-conquete-2010-duel-passive = À deux, indépendants passifs
game-conquete-2010-duel-active = À deux, indépendants à rallier
game-miro-1975 = Objectifs secrets
game-miro-1975-world = Conquête du monde
game-miro-1975-duel = À deux
game-napoleon-1999 = Missions secrètes
game-napoleon-1999-duel = Duel, avec une armée neutre
game-napoleon-1999-world = Conquête de l’Europe
game-napoleon-1999-capitals = Capitales secrètes
game-roman-empire = Bataille pour l’Empire romain
game-roman-conquest = Conquête
game-other = Autre jeu
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Capital Risk").
game-full-name = { $edition } · { $game }
