# "Since your last turn" (issue 52): the hand-off screen's account of the others' turns. A turn
# is `since-turn`: the player's name and the clauses of their turn; `$clauses-grouped` says the
# places taken from every player in one clause (`since-took-grouped`, joined as the `groups`
# lists), `$clauses-flat` one clause a former holder: say the one your language needs.
# Italian says them grouped: "ha preso l’Egitto a te e il Congo a Chloé".

since-heading-played = Dal tuo ultimo turno
since-heading-start = Dall’inizio della partita
since-turn = { $force-subject } { $clauses-grouped }.
since-traded = ha giocato un tris da { $armies ->
        [one] { $armies } armata
       *[other] { $armies } armate
    }
since-took-grouped = { $groups }
# The places taken from one player: `$you` is "yes" when it was the player reading, `$first`
# when it is the first group of the turn. Before "a", the neutral army and the ally take the
# article ("all’esercito neutrale"): the sentence selects on their kind (`$from-kind`, log.ftl);
# an independent takes "a" ("a Indipendente 1"), a player "ad" before a vowel ("ad Ada").
since-took = { $you ->
        [yes] { $first ->
            [yes] ha preso { $places } a te
           *[no] { $places } a te
        }
       *[no] { $first ->
            [yes] ha preso { $places } { $from-kind ->
                [neutral] all’esercito neutrale
                [ally] all’alleato
                [independent] a { $from-object }
               *[other] { $from-initial ->
                    [vowel] ad { $from-object }
                   *[consonant] a { $from-object }
                }
            }
           *[no] { $places } { $from-kind ->
                [neutral] all’esercito neutrale
                [ally] all’alleato
                [independent] a { $from-object }
               *[other] { $from-initial ->
                    [vowel] ad { $from-object }
                   *[consonant] a { $from-object }
                }
            }
        }
    }
since-place = { $territory-the }
since-took-nothing = non ha conquistato territori
since-knocked-out = ha eliminato { $force-object } dalla partita
