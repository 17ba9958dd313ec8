# The game's log, in Polish (issue 52): a message for each event worth a line. Each is one sentence.
#
# Variables. A force ($force, $by, $of, $from, $to, $ally) is a player's name or the name of
# the neutral army, the ally or an independent (the `force-` messages below); `$x-subject`
# and `$x-object` are its forms at the start of a sentence and inside one, `$x-initial`
# "vowel" or "consonant" by its first letter. A place ($territory, $capital, $from, $to) is
# its name in the places files, and `$x-<attribute>` each form its message gives there
# (`$x-genitive`, `$x-accusative`, `$x-from`, `$x-to`, `$x-in`, `$x-gender`, `$x-number`; a
# form the language does not give is the name). A number selects plural forms by CLDR's
# categories (Polish: `one` 1; `few` 2–4, 22–24…; `many` 0, 5–21, 25–31…).
#
# Polish declines, a player's name cannot be declined by the catalog: a force is always said
# in the nominative. `.subject` starts a sentence, `.object` is the same nominative inside one
# ("Ada eliminuje przeciwnika: armia neutralna odpada z gry"). Sentences are in the present
# tense, so that no verb has to agree with a player's gender.

## The forces that are not players

force-neutral = Neutralny
    .subject = Armia neutralna
    .object = armia neutralna
force-ally = Sojusznik
    .subject = Sojusznik
    .object = sojusznik
force-independent = Niezależny { $number }

## Lists
#
# How lists are joined: `list-<style>-separator` between items, `list-<style>-last` before the
# last one (the separator if not given). Both may select on `$commas` ("yes" when an item holds
# a comma) and `$and` ("yes" when one holds the word `list-and-word`, as "Hiszpania i
# Portugalia" does). The styles: `plain` (the headquarters revealed), `enumeration` (names),
# `groups` (the places taken from each player in one clause: Polish says each in its own,
# `$clauses-flat` in "since your last turn"), `clauses` (the clauses of one sentence).

list-and-word = i
list-plain-separator = { ", " }
list-enumeration-separator = { ", " }
list-enumeration-last = { $and ->
        [yes] { " oraz " }
       *[no] { " i " }
    }
list-groups-separator = { ", " }
list-groups-last = { " i " }
list-clauses-separator = { $commas ->
        [yes] { "; " }
       *[no] { ", " }
    }
list-clauses-last = { $commas ->
        [yes] { "; " }
       *[no] { $and ->
            [yes] { " oraz " }
           *[no] { " i " }
        }
    }

## The log

# The exported log's first line: the game's full name and the players.
log-header = Lamorisse — { $game } — { $players }
log-header-player = { $force }

log-turn-started = Runda { $round }: { $force-object } zaczyna turę i otrzymuje { $armies ->
        [one] { $armies } nową armię
        [few] { $armies } nowe armie
       *[many] { $armies } nowych armii
    }.
log-cards-traded = { $force-subject } wymienia zestaw kart na { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }.
log-conquered = { $force-subject } zdobywa { $territory-accusative }.
log-battle = Bitwa o { $to-accusative } (atak { $from-from }): { $attacker-lost ->
        [0] atakujący nie traci żadnej armii, obrońca traci { $defender-lost ->
            [one] { $defender-lost } armię
            [few] { $defender-lost } armie
           *[many] { $defender-lost } armii
        }
        [one] atakujący traci { $attacker-lost } armię, obrońca { $defender-lost ->
            [0] żadnej
            [one] { $defender-lost } armię
            [few] { $defender-lost } armie
           *[many] { $defender-lost } armii
        }
        [few] atakujący traci { $attacker-lost } armie, obrońca { $defender-lost ->
            [0] żadnej
            [one] { $defender-lost } armię
            [few] { $defender-lost } armie
           *[many] { $defender-lost } armii
        }
       *[many] atakujący traci { $attacker-lost } armii, obrońca { $defender-lost ->
            [0] żadnej
            [one] { $defender-lost } armię
            [few] { $defender-lost } armie
           *[many] { $defender-lost } armii
        }
    }.
log-eliminated = { $by-subject } eliminuje przeciwnika: { $force-object } odpada z gry.
log-fortified = { $armies ->
        [one] { $armies } armia przechodzi
        [few] { $armies } armie przechodzą
       *[many] { $armies } armii przechodzi
    } { $from-from } { $to-to }.
log-armies-lost = { $force-subject } traci { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }: brak miejsca (najwyżej 12 na jednym terytorium).
log-rerolled = Kość zostaje przerzucona dzięki karcie „{ $card }”: { $value }.
log-commanded = Dowódca zmienia wynik kości na 6.
log-headquarters-chosen = { $force-subject } w tajemnicy wybiera kwaterę główną.
log-capital-chosen = { $force-subject } w tajemnicy wybiera stolicę.
log-capital-taken = { $by-subject } zdobywa { $capital-accusative }, stolicę przeciwnika ({ $of-object }), i { $others ->
        [0] przejmuje jego karty.
        [one] przejmuje jego karty oraz jego jedyne pozostałe terytorium (z jedną armią).
        [few] przejmuje jego karty oraz { $others } pozostałe terytoria (po jednej armii na każdym).
       *[many] przejmuje jego karty oraz { $others } pozostałych terytoriów (po jednej armii na każdym).
    }
log-headquarters-revealed = Ujawnione kwatery główne: { $list }.
log-headquarters-revealed-each = { $force }: { $territory }
log-headquarters-captured = { $by-subject } zdobywa { $territory-accusative }, kwaterę główną przeciwnika ({ $of-object }).
log-influenced = { $force-subject } otrzymuje zakrytą kartę, którą daje { $by-object }.
log-status-allied = { $force-subject } staje się sojusznikiem: kieruje nim teraz { $ally-object }.
log-status-neutral = { $force-subject } jest teraz neutralny.
log-status-rolled-away = Kość statusu ({ $force-object }): { $die }, odchodzi od sojusznika.
log-status-rolled-kept = Kość statusu ({ $force-object }): { $die }, pozostaje po tej samej stronie.
log-ally-reinforced = { $force-subject } otrzymuje { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } (rzut jedną kością).
log-neutral-reinforced = { $force-subject } otrzymuje { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    } (połowę posiłków) do rozmieszczenia przez drugiego gracza.
log-card-drawn = { $force-subject } dobiera kartę.
log-team-hand-passed = { $from-subject } przekazuje { $cards ->
        [one] { $cards } kartę drużyny; ma ją teraz
        [few] { $cards } karty drużyny; ma je teraz
       *[many] { $cards } kart drużyny; ma je teraz
    } { $to-object }.
log-won = { $force-subject } wygrywa grę!

## The objectives (000)

log-objective-claimed = { $force-subject } ogłasza osiągnięty cel ({ $claimed }/{ $each }): { $mission-inline }
log-objective-revealed = Ostatni cel ({ $force-object }) zostaje ujawniony: { $mission-inline }

## Book 003: sesterces, the shop, potions, missions, treasuries and leaders

log-sesterces-cashed = { $force-subject } wymienia { $sesterces ->
        [one] { $sesterces } sesterca
        [few] { $sesterces } sesterce
       *[many] { $sesterces } sesterców
    } na { $armies ->
        [one] { $armies } armię
        [few] { $armies } armie
       *[many] { $armies } armii
    }.
log-ware-bought = { $force-subject } kupuje { $ware ->
        [sword] miecz i stawia go
       *[shield] tarczę i stawia ją
    } { $territory-in }.
log-mission-bought = { $force-subject } kupuje tajną misję.
log-mission-swapped = { $force-subject } wymienia tajną misję.
log-potion-played = { $force-subject } zagrywa miksturę „{ $potion }”.
log-potion-played-on = { $force-subject } zagrywa miksturę „{ $potion }” ({ $territory }).
log-guarded = { $force-subject } broni { $territory-genitive } miksturą „{ $potion }”.
log-mission-scored = { $force-subject } wypełnia misję (+{ $points ->
        [one] { $points } punkt zwycięstwa
        [few] { $points } punkty zwycięstwa
       *[many] { $points } punktów zwycięstwa
    }, łącznie { $total }): { $mission-inline }
log-purse-taken = { $force-subject } bierze sakiewkę z { $sesterces ->
        [one] { $sesterces } sestercem
        [few] { $sesterces } sestercami
       *[many] { $sesterces } sestercami
    }.
log-potion-drawn = { $force-subject } dobiera kartę mikstury.
log-bad-brew-drawn = { $points ->
        [0] { $force-subject } dobiera nieudaną miksturę, ale nie ma żadnego punktu zwycięstwa do stracenia.
        [one] { $force-subject } dobiera nieudaną miksturę i traci { $points } punkt zwycięstwa.
        [few] { $force-subject } dobiera nieudaną miksturę i traci { $points } punkty zwycięstwa.
       *[many] { $force-subject } dobiera nieudaną miksturę i traci { $points } punktów zwycięstwa.
    }
log-treasury-empty = { $force-subject } nie ma ani mikstury, ani sesterca, więc { $by-object } nic nie zabiera.
log-treasury-taken = { $by-subject } zabiera { $potions ->
        [0] { "" }
        [one] { $potions } miksturę
        [few] { $potions } mikstury
       *[many] { $potions } mikstur
    }{ $potions ->
        [0] { "" }
       *[other] { $sesterces ->
            [0] { "" }
           *[other] { " i " }
        }
    }{ $sesterces ->
        [0] { "" }
        [one] { $sesterces } sesterca
        [few] { $sesterces } sesterce
       *[many] { $sesterces } sesterców
    } przeciwnikowi ({ $force-object }).
log-leader-income = { $force-subject } otrzymuje { $sesterces ->
        [one] { $sesterces } sesterca
        [few] { $sesterces } sesterce
       *[many] { $sesterces } sesterców
    } (zdolność { $leader-genitive }).
