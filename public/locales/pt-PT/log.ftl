# The game's log, in European Portuguese (issue 52): a message for each event worth a line.
# Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (`$x-the`, `$x-of`, `$x-at`, `$x-within`, `$x-for`, `$x-gender`, `$x-number`; a form the
# language does not give is the name). A number selects plural forms by CLDR's categories
# (pt-PT: `one` is 1 only, 0 is `other`).
#
# Portuguese contracts a preposition with the article ("a" + "o" = "ao", "de" + "o" = "do"),
# and players' names take no article here. So where a force follows "a" or "de", the sentence
# selects on its kind (`$x-kind`: `[neutral]`, `[ally]`, else a player's or an independent's
# name): "ao exército neutro", "do aliado", "a Ada", "de Independente 1".

## The forces that are not players

force-neutral = Neutro
    .subject = O exército neutro
    .object = o exército neutro
force-ally = Aliado
    .subject = O aliado
    .object = o aliado
force-independent = Independente { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "a Holanda e a
# Bélgica" does). The styles: `plain` (the headquarters revealed), `enumeration` (names:
# "a América do Norte e a África"), `groups` (the places taken from each player in one
# clause, when a language says them so: Portuguese says each in its own, `$clauses-flat` in
# "since your last turn"), `clauses` (the clauses of one sentence).

list-and-word = e
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " bem como " }
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

log-turn-started = Ronda { $round }: é a vez { $force-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $force-object }
    }, que recebe { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }.
log-cards-traded = { $force-subject } troca um conjunto de cartas por { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }.
log-conquered = { $force-subject } conquista { $territory-the }.
log-battle = Batalha { $to-for } a partir { $from-of }: { $attacker-lost ->
        [0] o atacante não perde nenhum exército, o defensor perde { $defender-lost ->
            [one] { $defender-lost } exército
           *[other] { $defender-lost } exércitos
        }
       *[other] o atacante perde { $attacker-lost ->
            [one] { $attacker-lost } exército
           *[other] { $attacker-lost } exércitos
        }, o defensor { $defender-lost ->
            [0] não perde nenhum
            [one] perde { $defender-lost } exército
           *[other] perde { $defender-lost } exércitos
        }
    }.
log-eliminated = { $by-subject } elimina { $force-object }.
log-fortified = { $armies ->
        [one] { $armies } exército passa
       *[other] { $armies } exércitos passam
    } { $from-of } para { $to-the }.
log-armies-lost = { $force-subject } perde { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } por falta de lugar (no máximo 12 por território).
log-rerolled = Um dado volta a ser lançado com a carta { $card }: { $value }.
log-commanded = O Comandante vira um dado para o 6.
log-headquarters-chosen = { $force-subject } escolheu um quartel-general, em segredo.
log-capital-chosen = { $force-subject } escolheu uma capital, em segredo.
log-capital-taken = { $by-subject } toma { $capital-the }, a capital { $of-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $of-object }
    }, e fica com { $others ->
        [0] as cartas desse jogador.
        [one] as cartas e o outro território desse jogador, com um exército.
       *[other] as cartas e os outros { $others } territórios desse jogador, com um exército em cada um.
    }
log-headquarters-revealed = Quartéis-generais revelados: { $list }.
# One item of that list: the territory, then whose headquarters it is.
log-headquarters-revealed-each = { $territory } ({ $force })
log-headquarters-captured = { $by-subject } captura o quartel-general { $of-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $of-object }
    }, { $territory-the }.
log-influenced = { $force-subject } recebe uma carta { $by-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $by-object }
    }, virada para baixo.
log-status-allied = { $force-subject } é agora aliado { $ally-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $ally-object }
    }.
log-status-neutral = { $force-subject } é agora neutro.
log-status-rolled-away = Dado de estatuto para { $force-object }: { $die }, afasta-se.
log-status-rolled-kept = Dado de estatuto para { $force-object }: { $die }, mantém-se do mesmo lado.
log-ally-reinforced = { $force-subject } recebe { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } (um dado).
log-neutral-reinforced = { $force-subject } recebe { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    } (metade dos reforços), a colocar pelo outro jogador.
log-card-drawn = { $force-subject } tira uma carta.
log-team-hand-passed = { $from-subject } passa { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    } da equipa para { $to-object }.
log-won = { $force-subject } ganha a partida!

## The objectives (000)

log-objective-claimed = { $force-subject } anuncia um objetivo cumprido ({ $claimed }/{ $each }): { $mission-inline }
log-objective-revealed = O último objetivo { $force-kind ->
        [neutral] do exército neutro
        [ally] do aliado
       *[other] de { $force-object }
    } é revelado: { $mission-inline }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force-subject } troca { $sesterces ->
        [one] { $sesterces } sestércio
       *[other] { $sesterces } sestércios
    } por { $armies ->
        [one] { $armies } exército
       *[other] { $armies } exércitos
    }.
log-ware-bought = { $force-subject } compra { $ware ->
        [sword] uma espada
       *[shield] um escudo
    } para { $territory-the }.
log-mission-bought = { $force-subject } compra uma missão secreta.
log-mission-swapped = { $force-subject } troca uma missão secreta.
log-potion-played = { $force-subject } joga a poção { $potion }.
log-potion-played-on = { $force-subject } joga a poção { $potion } ({ $territory }).
log-guarded = { $force-subject } defende { $territory-the } com a poção { $potion }.
log-mission-scored = { $force-subject } cumpre uma missão (+{ $points ->
        [one] { $points } ponto de vitória
       *[other] { $points } pontos de vitória
    }, { $total } no total): { $mission-inline }
log-purse-taken = { $force-subject } recolhe uma bolsa de { $sesterces ->
        [one] { $sesterces } sestércio
       *[other] { $sesterces } sestércios
    }.
log-potion-drawn = { $force-subject } tira uma carta de poção.
log-bad-brew-drawn = { $points ->
        [0] { $force-subject } tira uma poção falhada, mas não tem pontos de vitória para perder.
       *[other] { $force-subject } tira uma poção falhada e perde { $points ->
            [one] { $points } ponto de vitória
           *[other] { $points } pontos de vitória
        }.
    }
log-treasury-empty = { $force-subject } não tinha poções nem sestércios para { $by-object } levar.
log-treasury-taken = { $by-subject } tira { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } poção
       *[other] { $potions } poções
    }{ $sesterces ->
            [0] { "" }
           *[other] { " e " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } sestércio
       *[other] { $sesterces } sestércios
    }
    } { $force-kind ->
        [neutral] ao exército neutro
        [ally] ao aliado
       *[other] a { $force-object }
    }.
log-leader-income = { $force-subject } recebe { $sesterces ->
        [one] { $sesterces } sestércio
       *[other] { $sesterces } sestércios
    } (capacidade dos { $leader }).
