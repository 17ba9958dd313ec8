# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.

## src/ui/app/title.rs

ui-join-a-table = Rejoindre une table
ui-boards = Plateaux
ui-text =  :

## src/ui/board/chart.rs

ui-region-bonuses = Bonus des régions

## src/ui/board/drawings.rs

ui-unfolding-the-board = On déplie le plateau…
ui-the-board-could-not-be-loaded = Le plateau n’a pas pu être chargé : cet appareil est-il en ligne ?
ui-try-again = Réessayer

## src/ui/board/land.rs

ui-board = Plateau :
ui-sword = , épée
ui-shield = , bouclier

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Montrer l’image de la carte

## src/ui/link/dialog.rs

ui-phones = Téléphones…
ui-play-on-a-phone = Jouer sur un téléphone

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Revoir la partie

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Commandes du replay
ui-to-the-start = Au début
ui-one-step-back = Une étape en arrière
ui-pause = Pause
ui-play = Lecture
ui-one-step-forward = Une étape en avant
ui-to-the-end = À la fin
ui-speed = Vitesse
ui-statistics = Statistiques
ui-step = Étape

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Quartier général :
ui-nothing = rien
ui-dice-of-this-step = Dés de cette étape
ui-attack-die = Dé d’attaque
ui-defence-die = Dé de défense
ui-no-dice-at-this-step = Pas de dés à cette étape.
ui-reveal-all-hands-and-missions = Révéler toutes les mains et missions
ui-reveal-all-hands-and-missions-2 = Révéler toutes les mains et missions ?
ui-everyone-s-cards-and-missions-will = Les cartes et missions de tous vont s’afficher. Tout le monde à la table est-il d’accord ?
ui-show-them = Les montrer
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {" : "}
ui-cancel = Annuler

## src/ui/rules_pages.rs

ui-the-games = Les jeux
ui-opening-the-rules = Ouverture des règles…
ui-the-rules-could-not-be-loaded = Les pages de règles n’ont pas pu être chargées. Ouvrez Lamorisse une fois en ligne et elles resteront sur cet appareil.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = Le stockage du navigateur est plein ou désactivé : rien n’a été enregistré, vos autres sauvegardes sont intactes.
ui-game-imported = Partie importée.
ui-saved-games = Parties sauvegardées
ui-import-a-game = Importer une partie
ui-replay-a-game-file = Revoir une partie depuis un fichier
ui-turn = tour
ui-load = Charger
ui-replay-2 = Revoir
ui-delete-this-save = Supprimer cette sauvegarde
ui-saved = Sauvegardé.
ui-save = Sauvegarder
ui-export = Exporter
ui-export-the-log = Exporter le journal

## src/ui/settings.rs

ui-settings = Réglages
ui-animation-speed = Vitesse des animations
ui-animation-normal = Normale
ui-animation-fast = Rapide
ui-animation-off = Aucune
ui-dice-sound = Bruit des dés
ui-shapes-on-player-colours-colour-blind = Formes sur les couleurs des joueurs (daltonisme)
ui-a-what-would-the-bot-do = Un bouton « Que ferait le robot ? » pendant vos tours
ui-phones-in-another-place-find-the = Relier des téléphones situés ailleurs grâce à un serveur STUN public (stun.l.google.com, connexion Internet nécessaire)
ui-the-browser-refused-to-remember-these = Le navigateur a refusé de retenir ces réglages.

## src/ui/stats_panel.rs

ui-territories = Territoires
ui-armies = Régiments
ui-reinforcements-received = Renforts reçus
ui-cards-traded = Cartes échangées
ui-dice-rolled = Dés lancés
ui-points = Points
ui-turns-played = Tours joués
ui-by-round = par tour de table
ui-rounds-played = Tours de table joués
ui-by-turn = par tour
ui-luck-at-the-dice = La chance aux dés
ui-armies-lost-in-battle-beyond-what = Régiments perdus au combat au-delà de ce que les probabilités exactes prévoyaient : à droite la malchance, à gauche la chance.
ui-no-battle-yet = Pas encore de bataille.
ui-figure-shown = Chiffre montré
ui-figures = Chiffres
ui-close = Fermer

## src/ui/table/banner.rs

ui-is-claiming-a-territory = revendique un territoire…
ui-is-placing-a-starting-army = place un régiment de départ…
ui-is-choosing-in-secret = choisit en secret…
ui-is-placing-reinforcements = place ses renforts…
ui-is-attacking = attaque…
ui-is-moving-in = entre dans le territoire conquis…
ui-is-moving-armies = déplace ses régiments…
ui-has-finished = a fini.
ui-is-playing-the-ally = joue l’allié…
ui-bot = robot
ui-choose-your-dice-then-roll-or = Choisissez vos dés, puis lancez ou faites un blitz ; ou battez en retraite.
ui-attack-tap-one-of-your-territories = Combat : touchez l’un de vos territoires puis un voisin adverse ou allié. Terminer le combat passe l’allié à votre adversaire.
ui-your-initiative-again-attack-with-your = Vous reprenez l’initiative : attaquez avec vos propres régiments, ou terminez le combat.
ui-your-move-is-made-end-the = Votre manœuvre est faite : finissez le tour, ou annulez-la.
ui-fortify-move-armies-along-a-path = Déplacements : faites passer des régiments par vos propres territoires, autant que vous voulez ; puis finissez le tour.
ui-choose-your-capital-in-secret-tap = Choisissez votre capitale en secret : touchez l’un de vos territoires, puis confirmez. Elle reste secrète jusqu’à ce qu’on la prenne.
ui-fortify-move-armies-once-along-a = Manœuvre : déplacez des régiments une fois, par un chemin de vos propres territoires, ou finissez le tour.
ui-move-armies-once-through-your-team = Déplacez des régiments une fois, par les territoires de votre équipe, vers les vôtres ou ceux de votre équipier ; puis finissez le tour.
ui-you-took-their-cards-you-may = Vous avez pris leurs cartes : vous pouvez échanger une série maintenant, avant votre prochain combat.

## src/ui/table/battle.rs

ui-armies-moving-in = Régiments qui entrent
ui-move-in = Entrer
ui-armies-to-move = Régiments à déplacer
ui-move = Déplacer

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Attaquer avec
ui-roll = Lancer
ui-blitz = Blitz
ui-retreat = Retraite
ui-blitz-stops-at = Le blitz s’arrête à

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = l’attaquant perd un régiment
ui-the-defender-loses-an-army = le défenseur perd un régiment

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = Les dés du défenseur
ui-how-many-dice-do-you-defend = Avec combien de dés défendez-vous ?
ui-defend-with = Défendre avec
ui-hand-the-tablet-back = Rendre la tablette

## src/ui/table/battlefield.rs

ui-the-last-roll = Le dernier lancer
ui-battlefield = Champ de bataille

## src/ui/table/cards.rs

ui-infantry = infanterie
ui-cavalry = cavalerie
ui-artillery = artillerie
ui-joker = joker
ui-no-cards-yet-you-draw-one = Pas encore de cartes : vous en piochez une à la fin de ce tour.
ui-no-cards-yet-conquer-a-territory = Pas encore de cartes : conquérez un territoire ce tour-ci pour en piocher une.
ui-no-cards-in-hand-you-draw = Aucune carte en main : vous en piochez une à la fin de ce tour.
ui-no-cards-in-hand-conquer-a = Aucune carte en main : conquérez un territoire ce tour-ci pour en piocher une.
ui-on = sur
ui-your-cards = Vos cartes
ui-trade = Échanger
ui-mission = Mission
ui-hide-my-mission = Cacher ma mission
ui-hide-my-missions = Cacher mes missions
ui-show-my-mission = Voir ma mission
ui-show-my-missions = Voir mes missions

## src/ui/table/empire.rs

ui-players-boards = Plateaux des joueurs
ui-victory-points = Points de victoire
ui-purse-and-shop = Bourse et boutique
ui-purse = Bourse
ui-sesterces-to-cash = Sesterces à échanger
ui-fewer-sesterces = Moins de sesterces
ui-more-sesterces = Plus de sesterces
ui-shop = Boutique
ui-select-one-of-your-territories-for = Choisissez un de vos territoires pour une épée ou un bouclier (2 sesterces chacun).
ui-sword-2 = Épée (2)
ui-shield-2 = Bouclier (2)
ui-new-mission-1 = Nouvelle mission (1)
ui-your-potion-cards = Vos cartes potion
ui-hide-my-potions = Cacher mes potions
ui-show-my-potions = Voir mes potions
ui-show-my-potions-and-mission-swaps = Voir mes potions et les échanges de mission
ui-play-2 = Jouer
ui-swap-a-mission-1-sesterce = Échanger une mission (1 sesterce)

## src/ui/table/game_bar.rs

ui-undo = Annuler
ui-skip-to-my-turn = Passer à mon tour

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = Une potion de défense ?
ui-the-game-waits-for-your-answer = La partie attend votre réponse.
ui-no-potion = Pas de potion

## src/ui/table/handoff.rs

ui-pass-the-tablet = Passer la tablette
ui-your-pin = Votre PIN
ui-type-your-pin-first = Tapez d’abord votre PIN.
ui-that-pin-is-not-right = Ce PIN n’est pas le bon.

## src/ui/table/headquarters.rs

ui-your-capital = Votre capitale :
ui-your-headquarters = Votre quartier général :
ui-tap-one-of-your-territories = Touchez l’un de vos territoires.
ui-confirm-my-capital = Confirmer ma capitale
ui-confirm-my-headquarters = Confirmer mon quartier général
ui-by = par
ui-capitals-taken = Capitales prises
ui-headquarters-2 = Quartiers généraux
ui-hide-my-capital = Cacher ma capitale
ui-show-my-capital = Voir ma capitale

## src/ui/table/hint.rs

ui-what-would-the-bot-do = Que ferait le robot ?

## src/ui/table/independents.rs

ui-destroyed = détruit
ui-neutral = neutre
ui-cards = cartes
ui-independents = Indépendants
ui-roll-reinforcements-for-your-ally = Lancer les renforts de votre allié

## src/ui/table/objectives.rs

ui-hide-my-objectives = Cacher mes objectifs
ui-show-my-objectives = Voir mes objectifs
ui-an-objective-can-be-claimed-now = Un objectif peut être annoncé maintenant.
ui-claimed = Atteint
ui-claim-this-objective = Annoncer cet objectif
ui-objectives = Objectifs
ui-still-to-do-shown-to-all = Reste à faire, révélé à tous :

## src/ui/table/panel.rs

ui-cards-log-and-saves = Cartes, journal et sauvegardes

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = robot facile
ui-normal-bot = robot normal
ui-hard-bot = robot difficile
ui-expert-bot = robot expert

## src/ui/table/players/chip_view.rs

ui-is-thinking = réfléchit
ui-territories-2 = territoires
ui-armies-2 = régiments
ui-points-2 = points

## src/ui/table/players/mod.rs

ui-players = Joueurs
ui-territories-3 = ▦ territoires
ui-armies-3 = ● régiments
ui-cards-2 = ▭ cartes
ui-points-3 = ★ points

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Choisissez un dé d’attaque, puis :
ui-re-roll-it = Le relancer
ui-commander-make-it-a-6 = Commandant : en faire un 6
ui-decide-the-battle = Conclure la bataille

## src/ui/table/sheet.rs

ui-lower-the-controls = Baisser les commandes
ui-show-all-the-controls = Montrer toutes les commandes

## src/ui/table/steps.rs

ui-armies-per-tap = Régiments par appui
ui-fewer-per-tap = Moins par appui
ui-per-tap = par appui
ui-more-per-tap = Plus par appui
ui-end-the-ally-s-turn = Fin du tour de l’allié
ui-end-attack = Fin du combat
ui-end-turn = Fin du tour

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Un adversaire est éliminé : l’équipe gagne.
ui-four-objectives-achieved = Quatre objectifs atteints :
ui-every-other-player-is-eliminated = Tous les autres joueurs sont éliminés.
ui-mission-accomplished = Mission accomplie :
ui-enemy-headquarters-taken-and-their-own = Quartiers généraux ennemis pris, et le sien tenu.
ui-the-opponent-is-eliminated = L’adversaire est éliminé.
ui-every-enemy-army-is-destroyed = Toutes les armées ennemies sont détruites.

## src/ui/table/story/victory.rs

ui-win = gagnent !
ui-winner = Victoire
ui-still-in = En jeu
ui-player = Joueur
ui-result = Résultat
ui-summary = Résumé
ui-back-to-the-summary = Revoir le résumé
ui-see-the-final-map = Voir la carte finale
ui-watch-the-replay = Revoir la partie
ui-new-game-same-players = Rejouer, mêmes joueurs
ui-back-to-the-start = Retour au début

## src/ui/table/story.rs

ui-game-log = Journal de la partie
ui-victory = Victoire

## src/ui/table/teams.rs

ui-teams = Équipes
ui-team = Équipe
ui-place-and-manoeuvre-into-your-teammate = Renforcez et manœuvrez aussi dans les territoires de votre équipier ; celui qui a le plus de régiments dans un territoire partagé le contrôle, personne en cas d’égalité. La première équipe qui élimine un adversaire gagne.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Cavalier doré
ui-what-a-set-is-worth = Valeur des séries
ui-value-of-the-next-set = Valeur de la prochaine série
ui-the-golden-cavalier = Le cavalier doré
ui-one-of-each = une de chaque
ui-a-joker-and-a-pair = un joker et une paire

## src/ui/wizard/board.rs

ui-board-2 = Plateau
ui-the-rules-own-board = Le plateau de la règle

## src/ui/wizard/games.rs

ui-edition = Édition
ui-game = Jeu

## src/ui/wizard/mod.rs

ui-new-game = Nouvelle partie
ui-start-the-game = Commencer la partie

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Distribuer et placer les régiments automatiquement
ui-players-join-on-their-own-phones = Chaque joueur joue sur son propre téléphone (un QR code chacun une fois la partie commencée)
ui-shorter-game-any-2-enemy-headquarters = Partie courte : 2 quartiers généraux ennemis à 4 joueurs, 3 à 5 ou 6
ui-advanced = Options avancées
ui-progressive-reinforcements-every-set-worth-4 = Renforts progressifs : chaque série vaut 4, 6, 8, 10, 12, 15, 20… selon l’ordre des échanges
ui-defenders-choose-their-dice-hand-the = Le défenseur choisit ses dés (on lui passe la tablette)
ui-game-number-to-deal-the-same = Numéro de partie, pour redonner la même partie (laissez vide pour une nouvelle donne)
ui-rules-for-experts = Règles pour experts
ui-expert-plus-one = Séries valant 4, 5, 6… (un régiment de plus à chaque échange)
ui-expert-connected = Déplacements à volonté, le long de vos propres territoires
ui-expert-twelve = Au plus 12 régiments par territoire (ceux qu’on ne peut placer sont perdus)
ui-expert-reroll = Relancer un dé d’attaque par bataille avec une carte montrant l’un des deux territoires
ui-expert-commander = Le Commandant : une fois par tour, changer un dé d’attaque en 6

## src/ui/wizard/seats.rs

ui-colour-of-player = Couleur du joueur
ui-who-plays-seat = Qui joue la place
ui-name-of-player = Nom du joueur
ui-pin = PIN
ui-optional-4-digit-pin-of-player = PIN facultatif à 4 chiffres du joueur

## src/ui/wizard/words.rs

ui-human = Humain
ui-bot-easy = Robot : facile
ui-bot-normal = Robot : normal
ui-bot-hard = Robot : difficile
ui-bot-expert = Robot : expert
ui-parker-1993-conquer-the-world-sets = Parker 1993 : conquérir le monde ; des séries à 4, 6, 8…
ui-parker-1993-for-2-players-a = Parker 1993 pour 2 joueurs : une armée neutre se dresse entre vous.
ui-parker-1993-capital-risk-take-the = Parker 1993 Risk des capitales : prendre les quartiers généraux ennemis et garder le sien.
ui-parker-1993-secret-mission-complete-your = Parker 1993 Missions secrètes : être le premier à accomplir sa mission.
ui-risk-mission-2010s-four-secret-objectives = Risk Mission (années 2010) : quatre objectifs secrets de grade croissant ; un seul annoncé par tour.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoléon (1999) : une mission secrète chacun sur la carte de l’Europe de 1810, à accomplir pendant votre propre tour.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoléon (1999) : conquérir l’Europe de 1810, 2 à 6 joueurs (à deux avec une armée neutre).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoléon (1999) capitales : une capitale secrète chacun ; prenez-en une et toute l’armée de son propriétaire est à vous.
ui-risk-asterix-battle-for-the-roman = Risk Astérix, Bataille pour l’Empire romain : chefs, sesterces, potions et missions secrètes ; le premier à 10 points de victoire gagne.
ui-risk-asterix-conquest-conquer-the-whole = Risk Astérix, Conquête : conquérir tout l’Empire romain, avec sesterces et potions mais sans chefs.
ui-risk-napoleon-1999-for-2-players = Risk Napoléon (1999) à 2 joueurs : une armée neutre reçoit la moitié de vos renforts, placée par votre adversaire.
ui-risk-in-teams-2010s-seats-1 = Risk par équipe (années 2010) : places 1 et 3 contre 2 et 4 ; la première équipe qui élimine un adversaire gagne.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde à 2 : ralliez les deux indépendants avec des cartes et combattez avec eux.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde à 2 : deux indépendants passifs barrent la route.
ui-miro-1975-a-secret-objective-each = Miro 1975 : un objectif secret chacun ; personne ne peut être éliminé avant le 5ᵉ tour.
ui-miro-1975-conquer-the-world-rising = Miro 1975, conquête du monde : des séries qui rapportent de plus en plus, le dernier en jeu gagne.
ui-miro-1975-for-2-an-allied = Miro 1975 à 2 : une force alliée que votre adversaire joue contre vous.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (années 2010) : le cavalier doré, 3 ou 4 joueurs.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = attaque
ui-versus-over =  :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = Le jeu de conquête du monde, cinq éditions en une
ui-language-switch = Langue
ui-board-name = Plateau du monde
ui-continents-chart = Bonus des continents
ui-tap-a-territory = Touchez un territoire pour voir ses frontières.
ui-borders = Frontières
ui-bonus-armies = régiments
ui-back = Retour
ui-storage-refused = Ce navigateur a refusé de retenir la langue.
ui-language-not-loaded = Cette langue n’a pas pu être chargée. Vérifiez la connexion et réessayez.
ui-continue = Continuer
ui-rules = Règles
ui-zoom = Zoom
ui-zoom-in = Agrandir
ui-zoom-out = Réduire
ui-zoom-reset = Voir tout le plateau
ui-storage-full = Le stockage du navigateur est plein : la partie n’est plus sauvegardée, mais le jeu continue.
ui-changed-in-another-tab = La partie a été modifiée dans un autre onglet : cet onglet ne sauvegarde plus, pour que les deux parties ne s’écrasent pas. Le jeu continue ici sans sauvegarde.
ui-save-here-again = Sauvegarder plutôt la partie de cet onglet
ui-autosave-unreadable = La partie sauvegardée n’a pas pu être lue ; elle n’a pas été modifiée.
