# The game's log, in French (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (`$x-the`, `$x-of`, `$x-at`, `$x-within`, `$x-gender`, `$x-number`; a form the language
# does not give is the name). A number selects plural forms by CLDR's categories.

## The forces that are not players

force-neutral = Neutre
    .subject = L’armée neutre
    .object = l’armée neutre
force-ally = L’allié
    .subject = L’allié
    .object = l’allié
force-independent = Indépendant { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "la Hollande et la
# Belgique" does). The styles: `plain` (the headquarters revealed), `enumeration` (names),
# `groups` (the places taken from each player, when a language says them in one clause: French
# says each in its own, `$clauses-flat` in "since your last turn"), `clauses` (the clauses of
# one sentence).

list-and-word = et
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " ainsi que " }
       *[no] { " et " }
    }
list-groups-separator = { ", " }
list-groups-last = { " et " }
list-clauses-separator = { ", " }
list-clauses-last = { $and ->
        [yes] { ", et " }
       *[no] { " et " }
    }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse — { $game } — { $players }
log-header-player = { $force }

log-turn-started = Tour { $round } : à { $force } de jouer, { $armies ->
        [one] { $armies } renfort
       *[other] { $armies } renforts
    }.
log-cards-traded = { $force } échange une série contre { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    }.
log-conquered = { $force } conquiert { $territory-the }.
log-battle = Bataille pour { $to-the } depuis { $from-the } : { $attacker-lost ->
        [0] l’attaquant ne perd rien, le défenseur perd { $defender-lost ->
            [one] { $defender-lost } régiment
           *[other] { $defender-lost } régiments
        }
       *[other] l’attaquant perd { $attacker-lost ->
            [one] { $attacker-lost } régiment
           *[other] { $attacker-lost } régiments
        }, le défenseur { $defender-lost ->
            [0] ne perd rien
            [one] { $defender-lost } régiment
           *[other] { $defender-lost } régiments
        }
    }.
log-eliminated = { $by } élimine { $force-object }.
log-fortified = { $armies ->
        [one] { $armies } régiment va
       *[other] { $armies } régiments vont
    } { $from-of } { $to-at }.
log-armies-lost = { $force } perd { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } : pas de place (12 par territoire au plus).
log-rerolled = Un dé est relancé avec la carte { $card } : { $value }.
log-commanded = Le Commandant change un dé en 6.
log-headquarters-chosen = { $force } a choisi son quartier général, en secret.
log-capital-chosen = { $force } a choisi sa capitale, en secret.
log-capital-taken = { $by } prend { $capital-the }, la capitale { $of-initial ->
        [vowel] d’{ $of }
       *[consonant] de { $of }
    } : { $others ->
        [0] ses cartes passent à { $by }.
        [one] son autre territoire passe à { $by }, avec un régiment, et ses cartes aussi.
       *[other] ses { $others } autres territoires passent à { $by }, un régiment sur chacun, et ses cartes aussi.
    }
log-headquarters-revealed = Quartiers généraux révélés : { $list }.
log-headquarters-revealed-each = { $force } : { $territory-the }
log-headquarters-captured = { $by } prend le quartier général { $of-initial ->
        [vowel] d’{ $of }
       *[consonant] de { $of }
    }, { $territory-the }.
log-influenced = { $by } donne une carte à { $force-object }, face cachée.
log-status-allied = { $force } est maintenant l’allié { $ally-initial ->
        [vowel] d’{ $ally }
       *[consonant] de { $ally }
    }.
log-status-neutral = { $force } est maintenant neutre.
log-status-rolled-away = Dé de statut pour { $force-object } : { $die }, il s’éloigne.
log-status-rolled-kept = Dé de statut pour { $force-object } : { $die }, il garde son camp.
log-ally-reinforced = { $force } reçoit { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } (un dé).
log-neutral-reinforced = { $force-subject } reçoit { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } (la moitié des renforts), à placer par l’autre joueur.
log-card-drawn = { $force } pioche une carte.
log-team-hand-passed = { $from } passe { $cards ->
        [one] { $cards } carte
       *[other] { $cards } cartes
    } de l’équipe à { $to }.
log-won = { $force } gagne la partie !

## The objectives (000)

log-objective-claimed = { $force } annonce un objectif atteint ({ $claimed }/{ $each }) : { $mission-inline }
log-objective-revealed = Le dernier objectif { $force-initial ->
        [vowel] d’{ $force }
       *[consonant] de { $force }
    } est révélé : { $mission-inline }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force } échange { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    } contre { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    }.
log-ware-bought = { $force } achète { $ware ->
        [sword] une épée
       *[shield] un bouclier
    } pour { $territory }.
log-mission-bought = { $force } achète une mission secrète.
log-mission-swapped = { $force } échange une mission secrète.
log-potion-played = { $force } joue la potion { $potion }.
log-potion-played-on = { $force } joue la potion { $potion } ({ $territory }).
log-guarded = { $force } défend { $territory } avec la potion { $potion }.
log-mission-scored = { $force } accomplit une mission (+{ $points ->
        [one] { $points } point de victoire
       *[other] { $points } points de victoire
    }, { $total } au total) : { $mission-inline }
log-purse-taken = { $force } prend une bourse { $sesterces ->
        [1] d’un sesterce
        [one] de { $sesterces } sesterce
       *[other] de { $sesterces } sesterces
    }.
log-potion-drawn = { $force } pioche une carte potion.
log-bad-brew-drawn = { $points ->
        [0] { $force } pioche une potion ratée, mais n’a aucun point de victoire à perdre.
       *[other] { $force } pioche une potion ratée et perd { $points ->
            [one] { $points } point de victoire
           *[other] { $points } points de victoire
        }.
    }
log-treasury-empty = { $by } ne trouve ni potion ni sesterce chez { $force-object }.
log-treasury-taken = { $by } prend { $potions ->
        [0] { "" }
       *[other] { $potions ->
        [one] { $potions } potion
       *[other] { $potions } potions
    }{ $sesterces ->
            [0] { "" }
           *[other] { " et " }
        }
    }{ $sesterces ->
        [0] { "" }
       *[other] { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    }
    } à { $force-object }.
log-leader-income = { $force } reçoit { $sesterces ->
        [one] { $sesterces } sesterce
       *[other] { $sesterces } sesterces
    } (capacité des { $leader }).
