# The game's log, in Spanish (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (`$x-the`, `$x-of`, `$x-at`, `$x-within`, `$x-gender`, `$x-number`; a form the language
# does not give is the name). A number selects plural forms by CLDR's categories.
#
# Spanish: a sentence starts with `$x-subject` ("El ejército neutral recibe…"), and says a
# force after its verb with `$x-object` ("juega Ada", "juega el aliado"). After "a" or "de"
# a sentence selects on `$x-kind` (`player`, `neutral`, `ally`, `independent`): "al ejército
# neutral", "del aliado", but "a Ada", "de Ada".

## The forces that are not players

force-neutral = Neutral
    .subject = El ejército neutral
    .object = el ejército neutral
force-ally = El aliado
    .subject = El aliado
    .object = el aliado
force-independent = Independiente { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "España y Portugal"
# does). The styles: `plain` (the headquarters revealed), `enumeration` (names: "América del
# Norte y África"), `groups` (the places taken from each player, when a language says them in
# one clause: Spanish says each in its own, `$clauses-flat` in "since your last turn"),
# `clauses` (the clauses of one sentence).

# "y" becomes "e" before a word that starts with the sound i ("Egipto e Islandia", "Galia e
# Hispania"): the lists give the last item's first letters ($last-start, $last-letter).
list-and-word = y
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { ", así como " }
       *[no] { $last-start ->
            [hi] { " e " }
            [ia] { " y " }
            [ie] { " y " }
            [io] { " y " }
            [iu] { " y " }
           *[other] { $last-letter ->
                [i] { " e " }
               *[other] { " y " }
            }
        }
    }
list-groups-separator = { ", " }
list-groups-last = { $last-start ->
        [hi] { " e " }
        [ia] { " y " }
        [ie] { " y " }
        [io] { " y " }
        [iu] { " y " }
       *[other] { $last-letter ->
            [i] { " e " }
           *[other] { " y " }
        }
    }
list-clauses-separator = { ", " }
list-clauses-last = { $commas ->
        [yes] { ", y " }
       *[no] { $and ->
            [yes] { ", y " }
           *[no] { $last-start ->
                [hi] { " e " }
                [ia] { " y " }
                [ie] { " y " }
                [io] { " y " }
                [iu] { " y " }
               *[other] { $last-letter ->
                    [i] { " e " }
                   *[other] { " y " }
                }
            }
        }
    }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse — { $game } — { $players }
log-header-player = { $force }

log-turn-started = Ronda { $round }: juega { $force-object }, con { $armies ->
        [one] { $armies } ejército nuevo
       *[other] { $armies } ejércitos nuevos
    }.
log-cards-traded = { $force-subject } canjea una combinación por { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }.
log-conquered = { $force-subject } conquista { $territory-the }.
log-battle = Batalla por { $to-the } desde { $from-the }: { $attacker-lost ->
        [0] el atacante no pierde ninguno y el defensor pierde { $defender-lost ->
            [one] { $defender-lost } ejército
           *[other] { $defender-lost } ejércitos
        }
       *[other] el atacante pierde { $attacker-lost ->
            [one] { $attacker-lost } ejército
           *[other] { $attacker-lost } ejércitos
        } y el defensor, { $defender-lost ->
            [0] ninguno
            [one] { $defender-lost } ejército
           *[other] { $defender-lost } ejércitos
        }
    }.
log-eliminated = { $by-subject } elimina { $force-kind ->
        [neutral] al ejército neutral
        [ally] al aliado
       *[other] a { $force-object }
    }.
log-fortified = { $armies ->
        [one] { $armies } ejército pasa
       *[other] { $armies } ejércitos pasan
    } { $from-of } { $to-at }.
log-armies-lost = { $force-subject } pierde { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }: no queda sitio (12 por territorio como máximo).
log-rerolled = Se vuelve a tirar un dado con la carta de { $card }: { $value }.
log-commanded = El Comandante convierte un dado en un 6.
log-headquarters-chosen = { $force-subject } ha elegido su cuartel general, en secreto.
log-capital-chosen = { $force-subject } ha elegido su capital, en secreto.
log-capital-taken = { $by-subject } toma { $capital-the }, la capital { $of-kind ->
        [neutral] del ejército neutral
        [ally] del aliado
       *[other] de { $of }
    }: { $others ->
        [0] sus cartas pasan a { $by }.
        [one] su otro territorio pasa a { $by }, con un ejército, y sus cartas también.
       *[other] sus otros { $others } territorios pasan a { $by }, con un ejército en cada uno, y sus cartas también.
    }
log-headquarters-revealed = Cuarteles generales revelados: { $list }.
log-headquarters-revealed-each = { $territory } ({ $force })
log-headquarters-captured = { $by-subject } se hace con el cuartel general { $of-kind ->
        [neutral] del ejército neutral
        [ally] del aliado
       *[other] de { $of }
    }, { $territory-within }.
log-influenced = { $by-subject } da una carta boca abajo a { $force-object }.
log-status-allied = { $force-subject } es ahora aliado de { $ally }.
log-status-neutral = { $force-subject } es ahora neutral.
log-status-rolled-away = Dado de estatus para { $force-object }: { $die }, se aleja.
log-status-rolled-kept = Dado de estatus para { $force-object }: { $die }, mantiene su bando.
log-ally-reinforced = { $force-subject } recibe { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } (un dado).
log-neutral-reinforced = { $force-subject } recibe { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    } (la mitad de los refuerzos), que colocará el otro jugador.
log-card-drawn = { $force-subject } roba una carta.
log-team-hand-passed = { $from } pasa { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } del equipo a { $to }.
log-won = ¡{ $force-subject } gana la partida!

## The objectives (000)

log-objective-claimed = { $force-subject } anuncia un objetivo cumplido ({ $claimed }/{ $each }): { $mission-inline }
log-objective-revealed = Se revela el último objetivo de { $force }: { $mission-inline }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force-subject } canjea { $sesterces ->
        [one] { $sesterces } sestercio
       *[other] { $sesterces } sestercios
    } por { $armies ->
        [one] { $armies } ejército
       *[other] { $armies } ejércitos
    }.
log-ware-bought = { $force-subject } compra { $ware ->
        [sword] una espada
       *[shield] un escudo
    } para { $territory-the }.
log-mission-bought = { $force-subject } compra una misión secreta.
log-mission-swapped = { $force-subject } cambia una misión secreta.
log-potion-played = { $force-subject } juega la poción { $potion }.
log-potion-played-on = { $force-subject } juega la poción { $potion } ({ $territory }).
log-guarded = { $force-subject } defiende { $territory-the } con la poción { $potion }.
log-mission-scored = { $force-subject } cumple una misión (+{ $points ->
        [one] { $points } punto de victoria
       *[other] { $points } puntos de victoria
    }, { $total } en total): { $mission-inline }
log-purse-taken = { $force-subject } se lleva una bolsa de { $sesterces ->
        [one] { $sesterces } sestercio
       *[other] { $sesterces } sestercios
    }.
log-potion-drawn = { $force-subject } roba una carta de poción.
log-bad-brew-drawn = { $points ->
        [0] { $force-subject } roba una poción fallida, pero no tiene ningún punto de victoria que perder.
       *[other] { $force-subject } roba una poción fallida y pierde { $points ->
            [one] { $points } punto de victoria
           *[other] { $points } puntos de victoria
        }.
    }
log-treasury-empty = { $force-subject } no tenía ni pociones ni sestercios que { $by-object } pudiera llevarse.
log-treasury-taken = { $by-subject } le quita { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } poción
       *[other] { $potions } pociones
    }{ $sesterces ->
            [0] { "" }
           *[other] { " y " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } sestercio
       *[other] { $sesterces } sestercios
    }
    } { $force-kind ->
        [neutral] al ejército neutral
        [ally] al aliado
       *[other] a { $force-object }
    }.
log-leader-income = { $force-subject } recibe { $sesterces ->
        [one] { $sesterces } sestercio
       *[other] { $sesterces } sestercios
    } (habilidad de los { $leader }).
