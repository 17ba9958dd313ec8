# Les phrases de l’interface avec variables (issue 52) : un message par phrase que les écrans
# composent à partir de la partie (noms, lieux, nombres), une section par fichier source. Les
# variables sont celles du moteur (docs/i18n.md « Arguments ») : une force ($who, $neutral…)
# est le nom d’un joueur ou un message `force-` de log.ftl, un lieu ($from…) son nom dans les
# fichiers de lieux avec ses formes (`$from-the`), un nombre choisit les formes du pluriel,
# les variables comme `$step` sont le texte d’autres messages.

## src/ui/table/banner.rs
# Le bandeau du tour : à qui de jouer et quoi faire.

ui-banner-step = { $who } — { $step }
ui-banner-setup = { $line } Reste à placer : { $left }.
ui-banner-left = { $force } { $armies }
ui-banner-on-their-phone = { $who } joue sur son téléphone…
ui-banner-remote = { $who } joue…
ui-banner-bot = { $who } (robot) { $doing }
ui-banner-attack-from = Attaque depuis { $from-the } : touchez le voisin ennemi à attaquer.
ui-banner-move-from = Manœuvre depuis { $from-the } : touchez la destination des régiments.
ui-banner-ally-reinforce = Au tour de l’allié : placez { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } pour l’allié sur ses territoires.
ui-banner-ally-counter = Au tour de l’allié : attaquez { $active } avec les régiments de l’allié si vous le voulez, puis finissez le tour de l’allié.
ui-banner-starting-for = Placez un régiment pour { $whose } sur l’un de ses territoires, pour bloquer votre adversaire.
ui-banner-neutral-reinforce = Placez { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } pour { $neutral } sur ses territoires, pour bloquer { $active }.
ui-banner-ally-die = Placez { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } pour votre allié { $ally } sur ses territoires.
ui-banner-teams-reinforce = Placez { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } sur vos territoires ou ceux de votre équipier.
ui-banner-reinforce = Renforts : encore { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } à placer. Touchez vos territoires.
ui-exhausted = { $territory } : il ne reste qu’un régiment, ce territoire ne peut plus attaquer.

# Les mots de l’étape (engine::text::phrases::phase_banner).
ui-phase-claim = Revendiquez un territoire vide.
ui-phase-place-starting-armies = Placez un régiment de départ sur l’un de vos territoires.
ui-phase-choose-headquarters = Choisissez en secret votre quartier général : touchez l’un de vos territoires, puis confirmez.
ui-phase-rolled = Dés lancés : relancez-en un avec une carte, faites appel au Commandant, ou concluez la bataille.
ui-phase-reinforce-must-trade = Vous avez 5 cartes ou plus : échangez d’abord une série.
ui-phase-attack = Combat : touchez l’un de vos territoires puis un voisin ennemi, ou terminez le combat.
ui-phase-occupy = Territoire conquis ! Choisissez combien de régiments entrent.
ui-phase-fortify = Manœuvre : déplacez des régiments une fois entre deux de vos territoires voisins, ou finissez le tour.
ui-phase-finished = La partie est terminée.

## src/ui/table/battle.rs
# Le curseur d’une manœuvre : le trajet et ses bornes.

ui-route = Depuis { $from-the } vers { $to-the }
ui-move-range = De { $min } à { $max } : un régiment reste toujours en arrière.
ui-move-only = { $max ->
        [1] Un seul régiment peut partir : un autre reste toujours en arrière.
       *[other] Seuls { $max } régiments peuvent partir : un régiment reste toujours en arrière.
    }

## src/ui/table/story/victory.rs
# La dernière colonne d’un classement.

ui-out-on-turn = Hors jeu au tour { $turn }

## src/ui/table/story/summary.rs

ui-game-length = La partie a duré { $turns ->
        [one] { $turns } tour de jeu
       *[other] { $turns } tours de jeu
    }, en { $rounds ->
        [one] { $rounds } tour de table
       *[other] { $rounds } tours de table
    }.

## src/ui/board/edges.rs
# Le bouton qui montre un choix hors de vue ; $side vaut west, east, north ou south.

ui-next-choice = { $count ->
        [1] Montrer le choix hors de vue, { $side ->
            [west] à l’ouest
            [east] à l’est
            [north] au nord
           *[south] au sud
        }
       *[other] Montrer le plus proche des { $count } choix hors de vue, { $side ->
            [west] à l’ouest
            [east] à l’est
            [north] au nord
           *[south] au sud
        }
    }

## src/ui/sentences.rs
# Les phrases courtes de la table.

ui-set-worth = Cette série vaut { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    }.
ui-guard-question = { $attacker } attaque { $to-the } depuis { $from-the }. Jouer une potion de défense ?
ui-goal-secret-capitals = Pour gagner : tenir { $total } capitales, dont la vôtre. Chacune reste secrète jusqu’à sa prise ; la prendre, c’est prendre tout son propriétaire.
ui-goal-headquarters = Pour gagner : votre quartier général et { $needed } des autres.
ui-replay-over = Étape { $step } sur { $last } · la partie est finie
ui-replay-step = Étape { $step } sur { $last } · tour { $turn } · { $whose }
ui-to-place = { $armies } à placer
ui-ally-of = allié { $ally-initial ->
        [vowel] d’{ $ally }
       *[consonant] de { $ally }
    }
ui-won-by-points = { $points } points de victoire à la fin de son tour.
ui-won-by-capitals = { $held } capitales tenues, dont la sienne.
ui-cash-sesterces = Échanger { $sesterces } sesterces : +{ $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    }
ui-objectives-claimed = { $player } : { $claimed }/{ $total }
ui-red-die = dé rouge, { $value }
ui-white-die = dé blanc, { $value }

## src/ui/wizard/board.rs
# Choisir un plateau où le jeu ne se joue pas change de jeu ; $board est le nom du plateau.

ui-rules-change = { $was } ne se joue pas sur { $board } : le jeu est maintenant { $now }.

## src/ui/table/hint.rs
# « Que ferait le robot ? » : la prochaine étape du robot expert, une phrase entière par action.

ui-hint-claim = Le robot expert revendiquerait { $territory-the }.
ui-hint-starting-army = Le robot expert placerait un régiment de départ sur { $territory-the }.
ui-hint-headquarters = Le robot expert choisirait { $territory-the } comme quartier général.
ui-hint-place = Le robot expert placerait { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } sur { $territory-the }.
ui-hint-attack = Le robot expert attaquerait { $to-the } depuis { $from-the } avec { $dice ->
        [1] 1 dé
       *[other] { $dice } dés
    }.
ui-hint-fortify = Le robot expert déplacerait { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } depuis { $from-the } vers { $to-the }.
ui-hint-occupy = Le robot expert ferait entrer { $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    }.
ui-hint-trade = Le robot expert échangerait une série de cartes.
ui-hint-end-attack = Le robot expert arrêterait le combat.
ui-hint-end-turn = Le robot expert finirait le tour.
ui-hint-other = Le robot expert jouerait une carte ou passerait par le trésor.

## src/ui/table/passing.rs
# La tablette passée de main en main.

ui-pass-to = Passez la tablette à { $player }
ui-pass-back-to = Rendez la tablette à { $player }
ui-i-am-player = Je suis { $player }

## src/ui/sentences.rs (suite)

ui-give-card-to = Donner cette carte à { $force }
ui-occupied-bonus = +{ $armies ->
        [one] { $armies } régiment
       *[other] { $armies } régiments
    } sur { $territory-the }
ui-headquarters-held = { $whose } : { $place }, { $place-gender ->
        [feminine] { $place-number ->
            [plural] tenues
           *[singular] tenue
        }
       *[masculine] { $place-number ->
            [plural] tenus
           *[singular] tenu
        }
    } par { $taker }
ui-battle-taken = { $territory } { $territory-gender ->
        [feminine] { $territory-number ->
            [plural] conquises
           *[singular] conquise
        }
       *[masculine] conquis
    } !
ui-battle-holds = { $territory } tient bon.

## src/ui/table/players/chip.rs
# Ce qu’un lecteur d’écran dit du jeton d’un joueur : « Ada (robot difficile), rouge : 1 territoire,
# 3 régiments, 0 carte, à son tour ». $colour vaut red, blue, yellow, green, black ou pink ;
# $facts les comptes ci-dessous, le chef et l’état du jeton, en liste.

ui-chip-label = { $who }, { $colour ->
        [red] rouge
        [blue] bleu
        [yellow] jaune
        [green] vert
        [black] noir
       *[pink] rose
    } : { $facts }
ui-chip-player = { $player }
ui-chip-bot = { $player } ({ $level })
ui-chip-to-play = à son tour
ui-chip-out = hors jeu
ui-count-territories = { $count ->
        [one] { $count } territoire
       *[other] { $count } territoires
    }
ui-count-armies = { $count ->
        [one] { $count } régiment
       *[other] { $count } régiments
    }
ui-count-cards = { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
ui-count-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }

## src/ui/board/land.rs
# Le nom d’un territoire pour un lecteur d’écran : « Alaska (quartier général rouge), port,
# rouge, 3 régiments, dont 1 bleu ». $parts est la liste des morceaux ci-dessous ; $colour vaut
# red, blue, yellow, green, black ou pink.

ui-land-label = { $parts }
ui-land-name = { $territory }
ui-land-headquarters = { $territory } (quartier général { $colour ->
        [red] rouge
        [blue] bleu
        [yellow] jaune
        [green] vert
        [black] noir
       *[pink] rose
    })
ui-land-port = port
ui-land-sword = épée
ui-land-shield = bouclier
ui-land-holder = { $colour ->
        [red] rouge
        [blue] bleu
        [yellow] jaune
        [green] vert
        [black] noir
       *[pink] rose
    }
ui-land-share = dont { $share } { $share ->
        [one] { $colour ->
            [red] rouge
            [blue] bleu
            [yellow] jaune
            [green] vert
            [black] noir
           *[pink] rose
        }
       *[other] { $colour ->
            [red] rouges
            [blue] bleus
            [yellow] jaunes
            [green] verts
            [black] noirs
           *[pink] roses
        }
    }
ui-land-contested = contrôlé par personne

## src/ui/sentences.rs (équipes, plateaux de 003)
# La ligne d’un équipier : « Ada : 5 territoires, 12 régiments, tient 3 cartes de l’équipe » ;
# $held est une liste des comptes ci-dessous. Le plateau d’un joueur en 003 : $counts, une liste
# de quatre comptes.

ui-teammate = { $player } : { $held }
ui-teammate-out = { $player } : { $held } (hors jeu)
ui-team-cards = tient { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } de l’équipe
ui-empire-counts = { $counts }
ui-count-ports = { $count ->
        [one] { $count } port
       *[other] { $count } ports
    }
ui-count-sesterces = { $count ->
        [one] { $count } sesterce
       *[other] { $count } sesterces
    }
ui-count-potions = { $count ->
        [one] { $count } potion
       *[other] { $count } potions
    }

## src/ui/stats_panel.rs
# La chance d’un joueur : $lost est un nombre à une décimale (les régiments perdus au-delà ou
# en deçà de ce que les probabilités prévoyaient).

ui-luck-unlucky = { $player } a perdu { $lost ->
        [one] { $lost } régiment
       *[other] { $lost } régiments
    } de plus que prévu : pas de chance.
ui-luck-lucky = { $player } a perdu { $lost ->
        [one] { $lost } régiment
       *[other] { $lost } régiments
    } de moins que prévu : de la chance.
ui-luck-even = { $player } a perdu à peu près autant de régiments que prévu.

## src/ui/table/story/summary.rs (chance)
# Le titre du bilan de chance : $best et $worst sont des joueurs, $bestluck et $worstluck la
# comparaison de leurs pertes avec les probabilités (les messages ui-odds, $lost un nombre à une
# décimale).

ui-luck-headline = Les dés ont le plus souri à { $best } ({ $bestluck }) et le moins à { $worst } ({ $worstluck }).
ui-odds-fewer = { $lost ->
        [one] { $lost } régiment perdu
       *[other] { $lost } régiments perdus
    } de moins que prévu
ui-odds-more = { $lost ->
        [one] { $lost } régiment perdu
       *[other] { $lost } régiments perdus
    } de plus que prévu
ui-odds-even = autant de régiments perdus que prévu

## src/ui/table/battlefield/controls.rs
# Les chances d’une attaque : $chance un pourcentage à une décimale, $left les régiments qui
# restent en moyenne si le territoire tombe (une décimale). ui-odds-after suit les chances.

ui-odds-chance = Chances de conquête : { $chance } %
ui-odds-chance-almost = Chances de conquête : > 99,9 %
ui-odds-chance-hardly = Chances de conquête : < 0,1 %
ui-odds-after = {" "}· en cas de victoire, il reste en moyenne { $left ->
        [one] { $left } régiment
       *[other] { $left } régiments
    }

## src/ui/table/story/victory.rs
# Le titre de la carte de victoire : $winners les noms des vainqueurs en liste (une équipe gagne
# ensemble), $count leur nombre.

ui-victory-headline = { $winners } { $count ->
        [one] gagne !
       *[other] gagnent !
    }
ui-victory-winner = { $player }

## A label and its value (the charts' last values read aloud, an independent's cards, a
## headquarters): $label a name, $value its value.

ui-labelled = { $label } : { $value }

## src/ui/table/battlefield.rs (how many dice a defender rolls)

ui-count-dice = { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    }

## src/ui/wizard/words.rs (how many players a game takes)

ui-players-exactly = { $count } joueurs
ui-players-from-to = { $min } à { $max } joueurs

## src/ui/table/independents.rs (an independent's status, $status a said message, and its
## cards: $held of the $most it may hold)

ui-independent-hand = { $status } ({ $held } / { $most } { $most ->
        [one] carte
       *[other] cartes
    })

## src/ui/wizard/seats.rs (a seat's colour in the colour choice: $colour a key)

ui-colour-name = { $colour ->
        [red] rouge
        [blue] bleu
        [yellow] jaune
        [green] vert
        [black] noir
       *[pink] rose
    }

## src/ui/table/battlefield/controls.rs (the noun after the blitz stop's number, agreeing with
## it as it is typed: $count)

ui-armies-word = { $count ->
        [one] régiment
       *[other] régiments
    }

## src/ui/charts.rs (a luck figure with its sign: $value a decimal, $sign plus when above 0)

ui-signed = { $sign ->
        [plus] +{ $value }
       *[other] { $value }
    }

## src/ui/table/cards.rs (a scored mission's victory points, 003: $count)

ui-count-victory-points = { $count ->
        [one] { $count } point de victoire
       *[other] { $count } points de victoire
    }
