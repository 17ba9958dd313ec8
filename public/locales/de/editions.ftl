# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = Das französische Original: ein geheimes Ziel für jeden, vor der 5. Runde scheidet niemand aus.
edition-parker-1993 = Risiko, Parker 1993
    .line = Der Klassiker: immer wertvollere Kartensätze, Hauptstadt-Risiko und Missions-Risiko.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = Der goldene Reiter, das Schlachtfeld, Missionen nach Rang, Teams und unabhängige Armeen.
edition-napoleon-1999 = Napoléon, Europa 1810
    .line = Europa im Jahr 1810: geheime Missionen, Hauptstädte und eine neutrale Armee zu zweit.
edition-roman-empire = Das Römische Reich, Asterix
    .line = Anführer, Sesterzen, Zaubertränke und Siegpunkte rund ums Mittelmeer.

## The games

game-parker-1993 = Grundregeln
game-parker-1993-duel = Zu zweit, mit einer neutralen Armee
game-parker-1993-capital = Hauptstadt-Risiko
game-parker-1993-missions = Missions-Risiko
game-conquete-2010 = Grundregeln, goldener Reiter
game-conquete-2010-missions = Risiko Mission: Ziele nach Rang
game-conquete-2010-teams = Teams, 2 gegen 2
game-conquete-2010-duel-passive = Zu zweit, passive unabhängige Armeen
game-conquete-2010-duel-active = Zu zweit, unabhängige Armeen zum Umwerben
game-miro-1975 = Geheime Ziele
game-miro-1975-world = Die Welt erobern
game-miro-1975-duel = Zu zweit
game-napoleon-1999 = Geheime Missionen
game-napoleon-1999-duel = Duell, mit einer neutralen Armee
game-napoleon-1999-world = Europa erobern
game-napoleon-1999-capitals = Geheime Hauptstädte
game-roman-empire = Kampf um das Römische Reich
game-roman-conquest = Eroberung
game-other = Ein anderes Spiel
# A game's full name: its edition's and its own ("Risiko, Parker 1993 · Hauptstadt-Risiko").
game-full-name = { $edition } · { $game }
