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
