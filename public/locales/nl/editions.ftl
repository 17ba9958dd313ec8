# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = Het Franse origineel: ieder een geheim doel, niemand kan voor ronde 5 worden uitgeschakeld.
edition-parker-1993 = Risk, Parker 1993
    .line = De klassieker: sets die steeds meer opleveren, Hoofdkwartier-Risk en geheime opdrachten.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = De Gouden Cavalerist, het slagveld, doelen met rangen, teams en onafhankelijken.
edition-napoleon-1999 = Napoléon, Europa in 1810
    .line = Europa in 1810: geheime opdrachten, hoofdsteden en een neutraal leger met z’n tweeën.
edition-roman-empire = Het Romeinse Rijk, Asterix
    .line = Leiders, sestertiën, toverdranken en overwinningspunten rond de Middellandse Zee.

## The games

game-parker-1993 = Standaardregels
game-parker-1993-duel = Met z’n tweeën, met een neutraal leger
game-parker-1993-capital = Hoofdkwartier-Risk
game-parker-1993-missions = Risk met geheime opdrachten
game-conquete-2010 = Standaardregels, Gouden Cavalerist
game-conquete-2010-missions = Opdracht Risk: doelen met rangen
game-conquete-2010-teams = In teams, 2 tegen 2
game-conquete-2010-duel-passive = Met z’n tweeën, passieve onafhankelijken
game-conquete-2010-duel-active = Met z’n tweeën, onafhankelijken om over te halen
game-miro-1975 = Geheime doelen
game-miro-1975-world = Verover de wereld
game-miro-1975-duel = Met z’n tweeën
game-napoleon-1999 = Geheime opdrachten
game-napoleon-1999-duel = Duel, met een neutraal leger
game-napoleon-1999-world = Verover Europa
game-napoleon-1999-capitals = Geheime hoofdsteden
game-roman-empire = Strijd om het Romeinse Rijk
game-roman-conquest = Verovering
game-other = Een ander spel
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Hoofdkwartier-Risk").
game-full-name = { $edition } · { $game }
