# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = La partie est terminée.
refusal-wrong-phase = Ce n’est pas possible à cette étape du tour.
refusal-unknown-territory = Ce territoire n’est pas sur ce plateau.
refusal-already-claimed = Ce territoire est déjà pris : choisissez-en un vide.
refusal-unclaimed-territories-remain = Il reste des territoires vides : prenez-en d’abord un.
refusal-not-your-territory = Ce territoire n’est pas à vous.
refusal-not-neutral-territory = Ce régiment est celui du joueur neutre : placez-le sur l’un de ses territoires.
refusal-no-armies-left = Vous n’avez plus de régiments à placer.
refusal-bad-army-count = Placez au moins un régiment, et pas plus que vous n’en avez.
refusal-territory-full = Ce territoire a déjà autant de régiments qu’il peut en porter.
refusal-must-trade-cards = Vous avez 5 cartes ou plus : échangez d’abord une série.
refusal-card-not-in-hand = Ces cartes ne sont pas toutes dans votre main.
refusal-not-a-set = Ces trois cartes ne forment pas une série : trois pareilles, une de chaque, ou deux et un joker.
refusal-no-trade-now = On ne peut pas échanger de cartes maintenant.
refusal-attack-own-territory = Vous ne pouvez pas attaquer un territoire de votre camp.
refusal-not-adjacent = Ces deux territoires ne sont pas voisins.
refusal-too-many-attack-dice = Lancez moins de dés : il faut un régiment de plus que de dés lancés.
refusal-bad-defence-dice = Défendez avec 1 ou 2 dés, et avec 2 seulement si vous avez au moins 2 régiments.
refusal-not-enough-armies = Ce territoire n’a plus qu’un régiment : il ne peut plus attaquer.
refusal-ally-step-first = Terminez d’abord votre combat : l’autre joueur joue alors l’allié, puis vous pourrez attaquer de nouveau.
refusal-no-enemy-neighbour = Ce territoire n’a aucun voisin ennemi à attaquer : choisissez-en un sur le front.
refusal-elimination-too-early = Aucun joueur ne peut être éliminé avant la fin du quatrième tour.
refusal-bad-move-count = Faites entrer au moins autant de régiments que de dés lancés, et laissez-en un derrière.
refusal-bad-fortify = Déplacez des régiments seulement entre vos territoires reliés, et laissez-en un derrière.
refusal-bad-fortify-adjacent = Déplacez des régiments seulement entre deux de vos territoires voisins, et laissez-en un derrière.
refusal-reserve-not-placed = Placez d’abord tous vos nouveaux régiments.
refusal-record-mismatch = Cette partie enregistrée ne correspond pas à ses propres coups.
refusal-no-such-die = Ce dé d’attaque n’existe pas.
refusal-commander-used = Le Commandant ne change qu’un dé par tour.
refusal-no-reroll-card = On relance un dé une fois par bataille, avec une carte montrant l’un des deux territoires.
refusal-no-such-objective = Cet objectif n’existe pas.
refusal-objective-already-claimed = Cet objectif a déjà été annoncé.
refusal-one-objective-per-turn = On n’annonce qu’un objectif par tour.
refusal-not-the-objectives-moment = Cet objectif s’annonce à un autre moment du tour.
refusal-objective-not-met = Cet objectif n’est pas encore atteint.
refusal-no-independent-to-influence = Il n’y a pas d’indépendant à qui donner cette carte.
refusal-independent-has-five-cards = Cet indépendant a déjà 5 cartes et ne peut plus être rallié.
refusal-allies-reinforce-before-combat = Les alliés reçoivent leurs renforts après les vôtres et avant tout combat.
refusal-not-your-ally = Cet indépendant n’est pas votre allié.
refusal-ally-already-reinforced = Chaque allié lance un seul dé de renfort par tour.
refusal-end-the-attack-first = Terminez le combat avant de déplacer des régiments.
refusal-not-in-this-game = Cette partie n’a ni sesterces, ni boutique, ni potions.
refusal-bad-sesterce-count = Encaissez entre 2 et 10 sesterces à la fois.
refusal-already-cashed = On encaisse des sesterces une fois par tour, pendant les renforts.
refusal-not-enough-sesterces = Vous n’avez pas assez de sesterces.
refusal-shop-closed = La boutique est ouverte pendant les renforts, avant votre première invasion.
refusal-already-equipped = Un territoire porte au plus une épée et un bouclier.
refusal-too-many-missions = Vous pouvez avoir au plus trois missions.
refusal-no-missions-left = La pioche de missions est vide.
refusal-potion-not-in-hand = Cette carte potion n’est pas dans votre main.
refusal-potion-not-now = Cette carte potion ne se joue pas à ce moment.
refusal-one-potion-per-turn = Une carte potion par tour, hors cartes de défense.
refusal-bad-potion-target = Le Sabotage vise un territoire adverse portant une épée ou un bouclier.
refusal-not-enough-points = Les Mercenaires coûtent un point de victoire que vous n’avez pas.
refusal-already-guarded = Une seule potion de défense par territoire et par tour.

## A game that cannot start

refusal-setup-player-count = Ce jeu se joue de { $min } à { $max } joueurs.
refusal-setup-repeated-colour = Chaque joueur doit avoir sa propre couleur.
refusal-setup-not-playable = Ce jeu ne peut pas encore être joué dans cette version.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = les données sont abîmées, ou ce n’est pas une partie Lamorisse.
refusal-replay-newer = il faut une version plus récente de Lamorisse : mettez l’application à jour.
refusal-replay-illegal = le { $move ->
        [1] 1ᵉʳ
       *[other] { $move }ᵉ
    } coup est contraire aux règles. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = Ce fichier n’a pas été importé : { $reason }
ui-saved-game-not-read = Cette partie sauvegardée n’a pas pu être lue, elle n’a donc pas été chargée ; elle a été laissée telle quelle : { $reason }
ui-game-not-replayable = Cette partie ne peut pas être rejouée : { $reason }
ui-log-not-exported = Le journal ne peut pas être exporté : { $reason }
ui-statistics-not-drawn = Les statistiques ne peuvent pas être tracées : { $reason }
