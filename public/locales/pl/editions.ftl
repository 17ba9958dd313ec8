# The editions (issue 52): each box's name, what makes it different (`.line`), and
# each of its games by name (`game-<preset>`), never by the preset's id.

## The boxes

edition-miro-1975 = La Conquête du Monde, Miro 1975
    .line = Francuski oryginał: każdy ma tajny cel, nikt nie odpada z gry przed 5. rundą.
edition-parker-1993 = Risk, Parker 1993
    .line = Klasyka: zestawy kart warte coraz więcej, gra o stolice i tajne misje.
edition-conquete-2010 = La Conquête du Monde, 2010
    .line = Złoty jeździec, pole bitwy, misje według stopni, drużyny i niezależni.
edition-napoleon-1999 = Napoleon, Europa 1810
    .line = Europa w 1810 roku: tajne misje, stolice i armia neutralna w grze dwuosobowej.
edition-roman-empire = Imperium Rzymskie, Asterix
    .line = Przywódcy, sesterce, magiczne mikstury i punkty zwycięstwa wokół Morza Śródziemnego.

## The games

game-parker-1993 = Zasady podstawowe
game-parker-1993-duel = Dla dwóch graczy, z armią neutralną
game-parker-1993-capital = Risk ze stolicami
game-parker-1993-missions = Risk z tajnymi misjami
game-conquete-2010 = Zasady podstawowe, złoty jeździec
game-conquete-2010-missions = Risk Misje: cele według stopni
game-conquete-2010-teams = Drużyny, 2 na 2
game-conquete-2010-duel-passive = Dla dwóch graczy, bierni niezależni
game-conquete-2010-duel-active = Dla dwóch graczy, niezależni do przeciągnięcia na swoją stronę
game-miro-1975 = Tajne cele
game-miro-1975-world = Podbój świata
game-miro-1975-duel = Dla dwóch graczy
game-napoleon-1999 = Tajne misje
game-napoleon-1999-duel = Pojedynek z armią neutralną
game-napoleon-1999-world = Podbój Europy
game-napoleon-1999-capitals = Tajne stolice
game-roman-empire = Bitwa o Imperium Rzymskie
game-roman-conquest = Podbój
game-other = Inna gra
# A game's full name: its edition's and its own ("Risk, Parker 1993 · Risk ze stolicami").
game-full-name = { $edition } · { $game }
