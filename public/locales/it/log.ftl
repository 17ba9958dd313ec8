# The game's log, in Italian (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (`$x-the`, `$x-of`, `$x-at`, `$x-from`, `$x-within`, `$x-gender`, `$x-number`; a form the
# language does not give is the name). A number selects plural forms by CLDR's categories.
#
# Italian contracts "di", "a", "da" with the article ("dell’esercito neutrale", "all’alleato"):
# where a preposition comes before a force, the sentence selects on its kind (`$x-kind`:
# `[neutral]`, `[ally]`; a player's name, or "Indipendente 2", takes no article: "a Chloé").

## The forces that are not players

force-neutral = Neutrale
    .subject = L’esercito neutrale
    .object = l’esercito neutrale
force-ally = Alleato
    .subject = L’alleato
    .object = l’alleato
force-independent = Indipendente { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "la Spagna e il
# Portogallo" does). The styles: `plain` (the headquarters revealed), `enumeration` (names:
# "l’America del Nord e l’Africa"), `groups` (the places taken from each player in one clause:
# "ha preso l’Egitto a te e il Congo a Chloé"), `clauses` (the clauses of one sentence).

list-and-word = e
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " nonché " }
       *[no] { " e " }
    }
list-groups-separator = { ", " }
list-groups-last = { " e " }
list-clauses-separator = { $commas ->
        [yes] { "; " }
       *[no] { ", " }
    }
list-clauses-last = { $commas ->
        [yes] { "; e " }
       *[no] { $and ->
            [yes] { ", e " }
           *[no] { " e " }
        }
    }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse — { $game } — { $players }
log-header-player = { $force }

log-turn-started = Giro { $round }, turno { $force-kind ->
        [neutral] dell’esercito neutrale
        [ally] dell’alleato
       *[other] di { $force }
    }: { $armies ->
        [one] { $armies } nuova armata
       *[other] { $armies } nuove armate
    }.
log-cards-traded = { $force-subject } gioca un tris da { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    }.
log-conquered = { $force-subject } conquista { $territory-the }.
log-battle = Attacco { $from-from } contro { $to-the }: { $attacker-lost ->
        [0] l’attaccante non perde nulla, il difensore perde { $defender-lost ->
            [one] { $defender-lost } armata
           *[other] { $defender-lost } armate
        }
       *[other] l’attaccante perde { $attacker-lost ->
            [one] { $attacker-lost } armata
           *[other] { $attacker-lost } armate
        }, il difensore { $defender-lost ->
            [0] nessuna
            [one] { $defender-lost } armata
           *[other] { $defender-lost } armate
        }
    }.
log-eliminated = { $by-subject } elimina { $force-object }.
log-fortified = { $armies ->
        [one] { $armies } armata si sposta
       *[other] { $armies } armate si spostano
    } { $from-from } { $to-at }.
log-armies-lost = { $force-subject } perde { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    }: non c’è posto (al massimo 12 per territorio).
log-rerolled = Un dado viene rilanciato con la carta { $card }: { $value }.
log-commanded = Il Comandante porta un dado a 6.
log-headquarters-chosen = { $force-subject } ha scelto in segreto il proprio quartier generale.
log-capital-chosen = { $force-subject } ha scelto in segreto la propria capitale.
log-capital-taken = { $by-subject } conquista { $capital-the }, capitale { $of-kind ->
        [neutral] dell’esercito neutrale
        [ally] dell’alleato
       *[other] di { $of }
    }{ $others ->
        [0] , e ne prende le carte.
        [one] : ne prende l’altro territorio, con un’armata, e le carte.
       *[other] : ne prende gli altri { $others } territori, con un’armata su ciascuno, e le carte.
    }
log-headquarters-revealed = Quartieri generali svelati: { $list }.
log-headquarters-revealed-each = { $force }: { $territory-the }
log-headquarters-captured = { $by-subject } conquista il quartier generale { $of-kind ->
        [neutral] dell’esercito neutrale
        [ally] dell’alleato
       *[other] di { $of }
    }, { $territory-the }.
log-influenced = { $by-subject } dà una carta coperta { $force-kind ->
        [neutral] all’esercito neutrale
        [ally] all’alleato
        [independent] a { $force-object }
       *[other] { $force-initial ->
            [vowel] ad { $force-object }
           *[consonant] a { $force-object }
        }
    }.
log-status-allied = { $force-subject } ora è alleato { $ally-kind ->
        [neutral] dell’esercito neutrale
        [ally] dell’alleato
       *[other] di { $ally }
    }.
log-status-neutral = { $force-subject } ora è neutrale.
log-status-rolled-away = Dado di status per { $force-object }: { $die }, si allontana.
log-status-rolled-kept = Dado di status per { $force-object }: { $die }, mantiene lo status.
log-ally-reinforced = { $force-subject } riceve { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } (un dado).
log-neutral-reinforced = { $force-subject } riceve { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    } (metà dei rinforzi), che l’altro giocatore piazzerà.
log-card-drawn = { $force-subject } pesca una carta.
log-team-hand-passed = { $from-subject } passa { $to-kind ->
        [neutral] all’esercito neutrale
        [ally] all’alleato
        [independent] a { $to }
       *[other] { $to-initial ->
            [vowel] ad { $to }
           *[consonant] a { $to }
        }
    } { $cards ->
        [one] { $cards } carta della squadra
       *[other] le { $cards } carte della squadra
    }.
log-won = { $force-subject } vince la partita!

## The objectives (000)

log-objective-claimed = { $force-subject } dichiara un obiettivo raggiunto ({ $claimed }/{ $each }): { $mission-inline }
log-objective-revealed = Viene svelato l’ultimo obiettivo { $force-kind ->
        [neutral] dell’esercito neutrale
        [ally] dell’alleato
       *[other] di { $force }
    }: { $mission-inline }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force-subject } spende { $sesterces ->
        [one] { $sesterces } sesterzio
       *[other] { $sesterces } sesterzi
    } per { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    }.
log-ware-bought = { $force-subject } compra { $ware ->
        [sword] una spada
       *[shield] uno scudo
    } per { $territory-the }.
log-mission-bought = { $force-subject } compra una missione segreta.
log-mission-swapped = { $force-subject } cambia una missione segreta.
log-potion-played = { $force-subject } gioca la pozione { $potion }.
log-potion-played-on = { $force-subject } gioca la pozione { $potion } ({ $territory }).
log-guarded = { $force-subject } difende { $territory-the } con la pozione { $potion }.
log-mission-scored = { $force-subject } completa una missione (+{ $points ->
        [one] { $points } punto vittoria
       *[other] { $points } punti vittoria
    }, { $total } in tutto): { $mission-inline }
log-purse-taken = { $force-subject } prende una borsa da { $sesterces ->
        [one] { $sesterces } sesterzio
       *[other] { $sesterces } sesterzi
    }.
log-potion-drawn = { $force-subject } pesca una carta pozione.
log-bad-brew-drawn = { $points ->
        [0] { $force-subject } pesca una pozione fallita, ma non ha punti vittoria da perdere.
       *[other] { $force-subject } pesca una pozione fallita e perde { $points ->
            [one] { $points } punto vittoria
           *[other] { $points } punti vittoria
        }.
    }
log-treasury-empty = { $by-subject } non trova né pozioni né sesterzi da prendere { $force-kind ->
        [neutral] all’esercito neutrale
        [ally] all’alleato
        [independent] a { $force-object }
       *[other] { $force-initial ->
            [vowel] ad { $force-object }
           *[consonant] a { $force-object }
        }
    }.
log-treasury-taken = { $by-subject } prende { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } pozione
       *[other] { $potions } pozioni
    }{ $sesterces ->
            [0] { "" }
           *[other] { " e " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } sesterzio
       *[other] { $sesterces } sesterzi
    }
    } { $force-kind ->
        [neutral] all’esercito neutrale
        [ally] all’alleato
        [independent] a { $force-object }
       *[other] { $force-initial ->
            [vowel] ad { $force-object }
           *[consonant] a { $force-object }
        }
    }.
log-leader-income = { $force-subject } riceve { $sesterces ->
        [one] { $sesterces } sesterzio
       *[other] { $sesterces } sesterzi
    } (abilità { $leader-of }).
