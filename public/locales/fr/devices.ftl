# Les mots des écrans chargés à la demande (issue 52) : les écrans de liaison (jouer sur
# plusieurs appareils, issue 38), la page Plateaux (issue 40) et les refus de l’importation
# d’un plateau (issue 50 point 7). Ces modules JavaScript reçoivent de la page un `say(id, args)`
# qui met ces messages dans la langue du joueur (`useWords`). Un nom ($name, $who, $attacker)
# est celui d’un joueur ou d’un plateau tel qu’il a été tapé, dit tel quel (sans formes) : les
# phrases évitent donc toute élision devant lui (« d’Ada », « qu’Ada ») ; un lieu ($from, $to)
# est le nom d’un territoire, lui aussi sans ses formes.

## public/link/screens.js
# La fenêtre Téléphones de l’hôte : la ligne de chaque place, puis l’invitation d’une place
# (son QR code et son code, puis la réponse du téléphone, scannée ou collée).

link-phones = Téléphones
link-close = Fermer
link-here = { $name } joue ici
link-joined = { $name } joue sur son téléphone
link-waiting = { $name } : en attente de son téléphone
link-add = Ajouter un téléphone
link-new-code = Nouveau code
link-play-here = Jouer ici
# Le titre de l’invitation et le nom accessible de la fenêtre.
link-scan-to-play = { $name } : scannez pour jouer
link-preparing = Préparation du code…
link-aim = Visez ce code avec l’appareil photo du téléphone, ou envoyez le code :
link-invite-code = Code d’invitation
link-qr-invite = QR code de l’invitation
link-copy = Copier
link-copied = Copié
link-then = Puis la réponse du téléphone
link-scan-answer = Scanner le code du téléphone
link-answer-code = La réponse du téléphone
link-paste-answer = …ou collez sa réponse ici
link-connect = Connecter
link-connecting = Connexion…

# L’écran d’un téléphone qui rejoint la table : le code de l’hôte, scanné ou collé, puis la
# réponse du téléphone à montrer.
link-join = Rejoindre une table
link-scan-host = Scannez le code que l’hôte montre pour votre place, ou collez-le.
link-scan-invite = Scanner le code de l’hôte
link-host-code = Le code de l’hôte
link-paste-invite = Collez ici le code de l’hôte
link-join-button = Rejoindre
link-paste-first = Collez d’abord le code de l’hôte dans le champ ci-dessus, ou scannez-le.
link-preparing-answer = Préparation de votre réponse…
link-show-host = Montrez ce code à l’hôte : il le scanne, et votre place s’ouvre ici.
link-no-camera = Pas de caméra sur l’hôte ? Envoyez-lui ce code :
link-your-answer = Votre réponse
link-qr-answer = QR code de votre réponse

# Pourquoi deux appareils n’ont pas pu se relier.
link-problem-bad-code = Ce code n’est ni une invitation ni une réponse de Lamorisse.
link-problem-timeout = L’autre appareil n’a pas répondu à temps. Les deux sont-ils sur le même Wi-Fi ?
link-problem-no-camera = Pas de caméra ici, ou elle n’est pas autorisée : collez plutôt le code.
link-problem-other = Les appareils n’ont pas pu se connecter. Essayez un nouveau code.
link-problem-no-webrtc = Ce navigateur ne peut pas relier des appareils : il lui manque WebRTC (certains navigateurs et réglages de confidentialité le retirent). Jouez tous sur cet appareil, ou ouvrez Lamorisse dans Firefox, Chrome ou Safari pour jouer sur des téléphones.

# La question au défenseur dont les dés se choisissent sur un autre appareil (les dés de
# RULINGS R5, la potion de 003) : $attacker et $who sont des noms de joueurs, $from et $to des
# noms de territoires, $dice les dés de l’attaquant ; `link-dice` est le bouton de chaque réponse.
link-attack = { $attacker } attaque { $to } depuis { $from } avec { $dice ->
        [one] { $dice } dé
       *[other] { $dice } dés
    }.
link-ask = Avec combien de dés défendez-vous ?
link-ask-named = { $who }, avec combien de dés défendez-vous ?
link-dice = { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    }
link-dice-label = Les dés du défenseur
link-defend-with = Défendre avec
link-waits = La partie attend votre réponse.
# Chez l’hôte, pendant qu’un défenseur répond sur son téléphone.
link-waiting-guard = { $who } choisit sur son téléphone s’il joue une potion de défense…
link-waiting-dice = { $who } choisit ses dés de défense sur son téléphone…
link-go-on = Continuer sans attendre

# Les avis d’un téléphone : l’hôte perdu (avec un bouton vers l’écran pour rejoindre), ou un
# coup refusé.
link-lost = L’hôte est hors de portée. Demandez-lui un nouveau code pour votre place.
link-join-again = Rejoindre à nouveau
link-not-your-move = Ce n’est pas encore votre tour.
link-stale = La table a avancé entre-temps : regardez à nouveau.
link-version = Ce téléphone et l’hôte n’ont pas la même version de Lamorisse : rechargez les deux.
link-no-undo = Rien à annuler.
link-unreadable = L’hôte n’a pas pu lire cela.

## public/boards/screens.js
# La page Plateaux : les plateaux qu’un joueur a importés, et « Importer un plateau ». $name
# est le nom d’un plateau tel que son fichier le donne.

boards-title = Plateaux
boards-close = Fermer
boards-import = Importer un plateau
boards-about = Lamorisse joue le monde, l’Europe de 1810 et l’Empire romain. Ajoutez tout plateau dessiné pour Domination : choisissez son fichier .map et les fichiers qu’il nomme (ses .cards et ses images), ou un seul .zip qui les contient.
boards-reading = Lecture de la carte…
boards-none = Aucun plateau importé pour l’instant.
boards-ready = « { $name } » est prêt : choisissez-le dans Nouvelle partie.
# $why : l’une des phrases ci-dessous, ou un refus de l’importation (import-*).
boards-refused = Ce plateau n’a pas été importé. { $why }
boards-crashed = Les fichiers n’ont pas pu être lus : ils sont abîmés, ou ce n’est pas une carte.
boards-too-large = Ces fichiers sont trop grands pour une carte.
boards-quota = Il n’y a plus de place sur cet appareil pour ce plateau : retirez d’abord un plateau ou une partie enregistrée.
boards-storage = Ce navigateur ne permet pas à Lamorisse de garder des plateaux (navigation privée ?).
# La ligne d’un plateau gardé : sa taille, « avec son image » s’il en a une (joint par « · »),
# et combien des règles du jeu s’y jouent.
boards-size = { $territories ->
        [one] { $territories } territoire
       *[other] { $territories } territoires
    } · { $continents ->
        [one] { $continents } continent
       *[other] { $continents } continents
    }
boards-with-picture = avec son image
boards-plays = { $count ->
        [one] se joue avec { $count } règle
       *[other] se joue avec { $count } règles
    }
boards-remove = Retirer
# Le nom accessible du bouton Retirer.
boards-remove-named = Retirer { $name }
boards-confirm = Retirer pour de bon ?
boards-removed = « { $name } » a été retiré.

## crates/import/src/refusal.rs
# Pourquoi un plateau importé a été refusé, dit après « Ce plateau n’a pas été importé. » : où
# (le fichier $file, et sa ligne $line s’il y en a une), ce qui ne va pas, et quoi changer. Les
# noms de sections entre crochets ([countries]), les sortes de cartes (Infantry, Wildcard) et de
# fichiers (pic, map) sont les mots des fichiers de Domination : à garder tels quels. $file,
# $name, $picture, $index sont des noms de fichiers ; $country, $continent, $from, $to des noms
# tels que la carte les écrit ; les autres variables des nombres.

# Un fichier trop gros : $amount en kilo-octets ou en mégaoctets ($unit : kb, mb).
import-file-too-large = { $file } est trop grand : { $amount } { $unit ->
        [mb] Mo
       *[kb] Ko
    } au plus ; choisissez le vrai fichier de la carte, ou allégez-le.
import-line-too-long = { $file }, ligne { $line } : la ligne dépasse { $most } caractères, plus qu’aucune carte n’en a besoin ; raccourcissez-la ou coupez-la en deux.
# $shape : ce que contient une ligne de sa sorte (l’un des messages import-shape-*, dit).
import-bad-line = { $file }, ligne { $line } : il faut { $shape } ; corrigez la ligne.
# $section : le nom de la section absente (countries, continents, borders, files).
import-missing-section = { $file } n’a pas de section [{ $section }] ; ajoutez-la, chaque ligne contenant { $shape }.
import-shape-continent = un nom, un bonus et une couleur
import-shape-country = un numéro, un nom, un numéro de continent et une position x y
import-shape-border = un numéro de pays et les numéros de ses voisins
import-shape-file = un type (pic, map, crd, prv) et un nom de fichier
import-shape-card = Infantry, Cavalry ou Cannon et un numéro de pays, ou Wildcard
import-shape-mission = un joueur de 0 à 8, un nombre de pays que la carte a, des armées de 0 à 1 000, trois numéros de continent (0 ou * pour aucun ou au choix) et une description
import-shape-other = une clé et une valeur
import-missing-file = { $file }, ligne { $line } : la carte a besoin du fichier { $name } ; ajoutez-le aux fichiers choisis.
import-no-map-file = Aucun fichier .map parmi les fichiers choisis ; ajoutez le fichier .map de la carte, ou choisissez un .zip contenant tous ses fichiers.
import-out-of-order = { $file }, ligne { $line } : le pays numéro { $expected } était attendu ici ; numérotez les pays 1, 2, 3, etc., dans l’ordre.
# $continents : combien de continents la carte a (0 : aucun donné avant ses pays).
import-unknown-continent = { $file }, ligne { $line } : { $country } nomme un continent que la carte n’a pas ; { $continents ->
        [0] donnez les continents dans [continents], avant [countries].
       *[other] donnez un numéro de continent de 1 à { $continents }.
    }
# $number : le numéro tel qu’il est écrit ; $countries : combien de pays la carte a.
import-unknown-country = { $file }, ligne { $line } : il n’y a pas de pays numéro { $number } ; { $countries ->
        [0] donnez d’abord les pays dans [countries].
       *[other] utilisez un numéro de 1 à { $countries }.
    }
import-self-border = { $file }, ligne { $line } : { $country } est donné comme son propre voisin ; retirez { $number } de ses voisins.
import-one-way-border = { $file }, ligne { $line } : { $from } touche { $to }, mais { $to } ne touche pas { $from } ; ajoutez { $from-number } à la ligne de { $to } dans [borders], ou retirez { $to-number } de celle-ci.
import-empty-continent = { $file }, ligne { $line } : le continent { $continent } n’a aucun pays ; donnez-lui des pays dans [countries], ou retirez sa ligne et renumérotez les continents suivants.
import-disconnected = { $file }, ligne { $line } : { $country } est inaccessible depuis le reste du plateau ; dans [borders], donnez-lui un voisin, sur les lignes des deux pays.
import-no-region = { $file } : { $country } n’est pas peint dans cette image d’index ; peignez sa terre avec la valeur de bleu { $number }, son numéro dans le fichier .map.
# $what : continents, jokers, missions ou countries (les pays) ; $most la limite.
import-too-many = { $file }, ligne { $line } : { $what ->
        [continents] la carte a trop de continents, { $most } au plus ; regroupez-en certains.
        [jokers] un Wildcard de trop, un paquet tient { $most } jokers au plus ; retirez les lignes Wildcard à partir de celle-ci.
        [missions] une mission de trop, un paquet tient { $most } missions au plus ; retirez les lignes de mission à partir de celle-ci.
       *[countries] la carte a trop de pays, { $most } au plus (l’image d’index les peint des valeurs 1 à { $most }) ; regroupez ou retirez des pays.
    }
import-too-few = { $file } a trop peu de pays pour une partie : { $most } au moins ; ajoutez des pays.
import-bonus-too-large = { $file }, ligne { $line } : le bonus dépasse { $most } armées, plus qu’aucune partie n’en donne ; donnez un bonus plus petit.
import-bad-image = { $file } ne peut pas être lu comme une image PNG ou GIF ; enregistrez-le de nouveau en PNG.
import-image-too-large = { $file } est trop grande ({ $width } × { $height } pixels) : { $most } pixels au plus ; réduisez-la, avec l’autre image de la carte.
# $picture : le fichier du plateau dessiné ; $index : celui de l’image d’index.
import-sizes-differ = { $picture } et { $index } n’ont pas la même taille : le plateau dessiné et son image d’index doivent correspondre ; choisissez le plateau dessiné pour cette image d’index, ou laissez-le de côté.
import-scattered = { $file } ne ressemble pas à une image d’index : le pays { $country } y est éparpillé en centaines de morceaux ; choisissez l’image d’index que le fichier .map nomme dans [files], après « map ».
# Le refus par le jeu lui-même d’un plateau que les vérifications ci-dessus ont laissé passer :
# $why size, mission ou autre ; $most le plus gros bonus qu’un continent peut donner.
import-unplayable = { $file } : { $why ->
        [size] le plateau dépasse ce qu’une partie tient (255 territoires ou continents, 256 jokers, des bonus de { $most } armées) ; réduisez-le.
        [mission] une mission du fichier .cards demande ce que le plateau n’a pas ; corrigez-la ou retirez-la dans [missions].
       *[other] les pays et les frontières du plateau ne tiennent pas ensemble ; vérifiez [countries] et [borders].
    }
# Un zip refusé : $reason too-large (ses fichiers dépasseraient $amount $unit une fois
# décompressés), method (une compression non lue), encrypted (un mot de passe), ou autre (abîmé).
import-bad-zip = { $reason ->
        [too-large] { $file } : les fichiers du zip dépasseraient { $amount } { $unit ->
            [mb] Mo
           *[kb] Ko
        } une fois décompressés ; choisissez plutôt les fichiers de la carte eux-mêmes.
        [method] { $file } utilise une compression que Lamorisse ne lit pas ; recompressez les fichiers en deflate.
        [encrypted] { $file } est protégé par un mot de passe ; recompressez les fichiers sans mot de passe.
       *[other] { $file } est abîmé ou incomplet ; téléchargez-le de nouveau.
    }
