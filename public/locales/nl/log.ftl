# The game's log, in Dutch (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (Dutch gives `$x-the`: "het Midden-Oosten", "de Oeral", "Alaska"; a form the language
# does not give is the name). A number selects plural forms by CLDR's categories.
#
# Dutch avoids the genitive with a player's name ("Ada’s", "Bruno’s", "Kims" all differ):
# the sentences say "van { $force }" instead.

## The forces that are not players

force-neutral = Neutraal
    .subject = Het neutrale leger
    .object = het neutrale leger
force-ally = De bondgenoot
    .subject = De bondgenoot
    .object = de bondgenoot
force-independent = Onafhankelijke { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "Spanje en Portugal"
# does). The styles: `plain` (the headquarters revealed), `enumeration` (names: "Noord-Amerika
# en Afrika"), `groups` (the places taken from each player in one clause: "veroverde Egypte op
# jou en Congo op Chloé"), `clauses` (the clauses of one sentence).

list-and-word = en
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " evenals " }
       *[no] { " en " }
    }
list-groups-separator = { ", " }
list-groups-last = { " en " }
list-clauses-separator = { $commas ->
        [yes] { "; " }
       *[no] { ", " }
    }
list-clauses-last = { $commas ->
        [yes] { "; en " }
       *[no] { $and ->
            [yes] { ", en " }
           *[no] { " en " }
        }
    }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse — { $game } — { $players }
log-header-player = { $force }

log-turn-started = Ronde { $round }: { $force } is aan de beurt en krijgt { $armies ->
        [one] { $armies } nieuw leger
       *[other] { $armies } nieuwe legers
    }.
log-cards-traded = { $force } ruilt een set in voor { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    }.
log-conquered = { $force } verovert { $territory-the }.
log-battle = Slag om { $to-the } vanuit { $from-the }: { $attacker-lost ->
        [0] de aanvaller verliest niets, de verdediger { $defender-lost ->
            [one] { $defender-lost } leger
           *[other] { $defender-lost } legers
        }
       *[other] de aanvaller verliest { $attacker-lost ->
            [one] { $attacker-lost } leger
           *[other] { $attacker-lost } legers
        }, de verdediger { $defender-lost ->
            [0] niets
            [one] { $defender-lost } leger
           *[other] { $defender-lost } legers
        }
    }.
log-eliminated = { $by } schakelt { $force-object } uit.
log-fortified = { $armies ->
        [one] { $armies } leger gaat
       *[other] { $armies } legers gaan
    } van { $from-the } naar { $to-the }.
log-armies-lost = { $force } verliest { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    }: er is geen plaats meer (hoogstens 12 per gebied).
log-rerolled = Een dobbelsteen wordt opnieuw gegooid met de kaart { $card }: { $value }.
log-commanded = De Commandant maakt van een dobbelsteen een 6.
log-headquarters-chosen = { $force } heeft in het geheim een hoofdkwartier gekozen.
log-capital-chosen = { $force } heeft in het geheim een hoofdstad gekozen.
log-capital-taken = { $by } verovert { $capital-the }, de hoofdstad van { $of }: { $others ->
        [0] de kaarten van { $of } gaan naar { $by }.
        [one] het andere gebied van { $of } gaat naar { $by }, met één leger erop, en ook de kaarten.
       *[other] de { $others } andere gebieden van { $of } gaan naar { $by }, met op elk één leger, en ook de kaarten.
    }
log-headquarters-revealed = Hoofdkwartieren onthuld: { $list }.
log-headquarters-revealed-each = { $force }: { $territory-the }
log-headquarters-captured = { $by } verovert het hoofdkwartier van { $of }, { $territory-the }.
log-influenced = { $by } geeft { $force-object } een gedekte kaart.
log-status-allied = { $force } is nu de bondgenoot van { $ally }.
log-status-neutral = { $force } is nu neutraal.
log-status-rolled-away = Statusdobbelsteen voor { $force-object }: { $die }, hij keert zich af.
log-status-rolled-kept = Statusdobbelsteen voor { $force-object }: { $die }, hij blijft aan dezelfde kant.
log-ally-reinforced = { $force } krijgt { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } (één dobbelsteen).
log-neutral-reinforced = { $force-subject } krijgt { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    } (de helft van de versterkingen), te plaatsen door de andere speler.
log-card-drawn = { $force } trekt een kaart.
log-team-hand-passed = { $from } geeft { $cards ->
        [one] { $cards } kaart
       *[other] { $cards } kaarten
    } van het team door aan { $to }.
log-won = { $force } wint het spel!

## The objectives (000)

log-objective-claimed = { $force } eist een doel op ({ $claimed }/{ $each }): { $mission }
log-objective-revealed = Het laatste doel van { $force } wordt onthuld: { $mission }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force } wisselt { $sesterces ->
        [one] { $sesterces } sestertie
       *[other] { $sesterces } sestertiën
    } in voor { $armies ->
        [one] { $armies } leger
       *[other] { $armies } legers
    }.
log-ware-bought = { $force } koopt { $ware ->
        [sword] een zwaard
       *[shield] een schild
    } voor { $territory-the }.
log-mission-bought = { $force } koopt een geheime opdracht.
log-mission-swapped = { $force } ruilt een geheime opdracht om.
log-potion-played = { $force } speelt de toverdrank { $potion }.
log-potion-played-on = { $force } speelt de toverdrank { $potion } ({ $territory }).
log-guarded = { $force } verdedigt { $territory-the } met de toverdrank { $potion }.
log-mission-scored = { $force } voltooit een opdracht (+{ $points ->
        [one] { $points } overwinningspunt
       *[other] { $points } overwinningspunten
    }, { $total } in totaal): { $mission-inline }
log-purse-taken = { $force } pakt een buidel met { $sesterces ->
        [one] { $sesterces } sestertie
       *[other] { $sesterces } sestertiën
    }.
log-potion-drawn = { $force } trekt een toverdrankkaart.
log-bad-brew-drawn = { $points ->
        [0] { $force } trekt een mislukt brouwsel, maar heeft geen overwinningspunt om te verliezen.
       *[other] { $force } trekt een mislukt brouwsel en verliest { $points ->
            [one] { $points } overwinningspunt
           *[other] { $points } overwinningspunten
        }.
    }
log-treasury-empty = { $by } vindt bij { $force-object } geen toverdrank en geen sestertie.
log-treasury-taken = { $by } neemt { $force-object } { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } toverdrank
       *[other] { $potions } toverdranken
    }{ $sesterces ->
            [0] { "" }
           *[other] { " en " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } sestertie
       *[other] { $sesterces } sestertiën
    }
    } af.
log-leader-income = { $force } krijgt { $sesterces ->
        [one] { $sesterces } sestertie
       *[other] { $sesterces } sestertiën
    } (vaardigheid van de { $leader }).
