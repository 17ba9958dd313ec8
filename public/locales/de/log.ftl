# The game's log, in German (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one (German: the
# nominative and the accusative; the sentences below never need a force in the dative).
# A place ($territory, $capital, $from, $to) is its name in the places files, and
# `$x-<attribute>` each form its message gives there (German: `$x-accusative`, `$x-within`,
# `$x-into`, `$x-from`; a form the language does not give is the name). A number selects
# plural forms by CLDR's categories (German: `one`, `other`).

## The forces that are not players

force-neutral = Neutral
    .subject = Die neutrale Armee
    .object = die neutrale Armee
force-ally = Der Verbündete
    .subject = Der Verbündete
    .object = den Verbündeten
force-independent = Unabhängige Armee { $number }
    .subject = Die unabhängige Armee { $number }
    .object = die unabhängige Armee { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "Spanien und Portugal"
# does). The styles: `plain` (the headquarters revealed), `enumeration` (names: "Nordamerika
# und Afrika"), `groups` (the places taken from each player in one clause: German says each
# in its own, `$clauses-flat` in "since your last turn"), `clauses` (the clauses of one
# sentence).

list-and-word = und
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " sowie " }
       *[no] { " und " }
    }
list-groups-separator = { ", " }
list-groups-last = { " und " }
list-clauses-separator = { ", " }
list-clauses-last = { " und " }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse – { $game } – { $players }
log-header-player = { $force }

log-turn-started = Runde { $round }: { $force-subject } ist am Zug, { $armies ->
        [one] { $armies } neue Armee
       *[other] { $armies } neue Armeen
    }.
log-cards-traded = { $force-subject } tauscht einen Kartensatz gegen { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } ein.
log-conquered = { $force-subject } erobert { $territory-accusative }.
log-battle = Angriff { $from-from } auf { $to-accusative }: { $attacker-lost ->
        [0] Der Angreifer verliert keine Armee, der Verteidiger { $defender-lost ->
            [one] { $defender-lost } Armee
           *[other] { $defender-lost } Armeen
        }
       *[other] Der Angreifer verliert { $attacker-lost ->
            [one] { $attacker-lost } Armee
           *[other] { $attacker-lost } Armeen
        }, der Verteidiger { $defender-lost ->
            [0] keine
            [one] { $defender-lost } Armee
           *[other] { $defender-lost } Armeen
        }
    }.
log-eliminated = { $by-subject } schaltet { $force-object } aus.
log-fortified = { $armies ->
        [one] { $armies } Armee zieht
       *[other] { $armies } Armeen ziehen
    } { $from-from } { $to-into }.
log-armies-lost = { $force-subject } verliert { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    }, für die kein Platz ist (höchstens 12 pro Gebiet).
log-rerolled = Mit der Karte { $card } wird ein Würfel neu geworfen: { $value }.
log-commanded = Der Kommandant dreht einen Würfel auf die 6.
log-headquarters-chosen = { $force } hat geheim ein Hauptquartier gewählt.
log-capital-chosen = { $force } hat geheim eine Hauptstadt gewählt.
log-capital-taken = { $others ->
        [0] { $by } erobert { $capital-accusative }, die Hauptstadt von { $of }: Alle Karten von { $of } gehen an { $by }.
        [one] { $by } erobert { $capital-accusative }, die Hauptstadt von { $of }: Das andere Gebiet von { $of } geht mit einer Armee an { $by }, ebenso alle Karten.
       *[other] { $by } erobert { $capital-accusative }, die Hauptstadt von { $of }: Die { $others } anderen Gebiete von { $of } gehen mit je einer Armee an { $by }, ebenso alle Karten.
    }
log-headquarters-revealed = Aufgedeckte Hauptquartiere: { $list }.
log-headquarters-revealed-each = { $force }: { $territory }
log-headquarters-captured = { $by } erobert { $territory-accusative }, das Hauptquartier von { $of }.
log-influenced = { $by } umwirbt { $force-object } mit einer verdeckten Karte.
log-status-allied = { $force-subject } ist jetzt mit { $ally } verbündet.
log-status-neutral = { $force-subject } ist jetzt neutral.
log-status-rolled-away = Statuswürfel für { $force-object }: { $die }, sie wendet sich ab.
log-status-rolled-kept = Statuswürfel für { $force-object }: { $die }, sie bleibt auf ihrer Seite.
log-ally-reinforced = { $force-subject } erhält { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } (ein Würfelwurf).
log-neutral-reinforced = { $force-subject } erhält { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } (die Hälfte der Verstärkung), die der andere Spieler setzt.
log-card-drawn = { $force-subject } zieht eine Karte.
log-team-hand-passed = { $from } gibt die Karten des Teams ({ $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }) an { $to } weiter.
log-won = { $force-subject } gewinnt das Spiel!

## The objectives (000)

log-objective-claimed = { $force } meldet ein erreichtes Ziel ({ $claimed }/{ $each }): { $mission }
log-objective-revealed = Das letzte Ziel von { $force } wird aufgedeckt: { $mission }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force } tauscht { $sesterces ->
        [one] { $sesterces } Sesterz
       *[other] { $sesterces } Sesterzen
    } gegen { $armies ->
        [one] { $armies } Armee
       *[other] { $armies } Armeen
    } ein.
log-ware-bought = { $force } kauft { $ware ->
        [sword] ein Schwert
       *[shield] einen Schild
    } für { $territory-accusative }.
log-mission-bought = { $force } kauft eine geheime Mission.
log-mission-swapped = { $force } tauscht eine geheime Mission aus.
log-potion-played = { $force } spielt den Zaubertrank „{ $potion }“.
log-potion-played-on = { $force } spielt den Zaubertrank „{ $potion }“ ({ $territory }).
log-guarded = { $force } verteidigt { $territory-accusative } mit dem Zaubertrank „{ $potion }“.
log-mission-scored = { $force } erfüllt eine Mission (+{ $points ->
        [one] { $points } Siegpunkt
       *[other] { $points } Siegpunkte
    }, insgesamt { $total }): { $mission-inline }
log-purse-taken = { $force } nimmt einen Geldbeutel mit { $sesterces ->
        [one] { $sesterces } Sesterz
       *[other] { $sesterces } Sesterzen
    }.
log-potion-drawn = { $force } zieht eine Zaubertrankkarte.
log-bad-brew-drawn = { $points ->
        [0] { $force } zieht einen verpatzten Trank, hat aber keinen Siegpunkt zu verlieren.
       *[other] { $force } zieht einen verpatzten Trank und verliert { $points ->
            [one] { $points } Siegpunkt
           *[other] { $points } Siegpunkte
        }.
    }
log-treasury-empty = { $force-subject } hatte weder Zaubertränke noch Sesterzen, die { $by } hätte nehmen können.
log-treasury-taken = { $by } erbeutet { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } Zaubertrank
       *[other] { $potions } Zaubertränke
    }{ $sesterces ->
            [0] { "" }
           *[other] { " und " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } Sesterz
       *[other] { $sesterces } Sesterzen
    }
    } von { $force-object }.
log-leader-income = { $force } erhält { $sesterces ->
        [one] { $sesterces } Sesterz
       *[other] { $sesterces } Sesterzen
    } (Fähigkeit der { $leader }).
