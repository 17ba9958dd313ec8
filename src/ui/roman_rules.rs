//! The rules pages of book 003's two games on the Roman Empire, in English and French: their
//! turn differs from the other editions' (ports, sesterces, potions, leaders), so they do
//! not share the common paragraphs.

use crate::engine::i18n::Lang;

/// The board, reinforcements and ports (003 "Placez vos renforts", "Territoires avec ports").
const BOARD: [&str; 2] = [
    "Reinforcements: your territories plus your ports, divided by 3 (at least 3), plus the bonus of each whole province you hold: Gaul 9, Italia 8, Hispania 6, Africa 6, the East 10, Britannia and Germania 6. Every port (the anchors) borders every other port: ports attack each other, and armies manoeuvre between them.",
    "Renforts : vos territoires plus vos ports, divisés par 3 (au moins 3), plus le bonus de chaque province entièrement à vous : Gaule 9, Italie 8, Hispanie 6, Afrique 6, Orient 10, Bretagne et Germanie 6. Chaque port (les ancres) touche tous les autres ports : les ports s'attaquent entre eux et les régiments peuvent manœuvrer de l'un à l'autre.",
];

/// Sesterces and the shop (003 "Échangez des sesterces", "Renforts").
const TREASURY: [&str; 2] = [
    "Sesterces: purses hold 1 or 2. While placing, cash 2 to 10 sesterces at once for 2, 4, 7, 10, 13, 17, 21, 25 or 30 armies. The shop opens once your armies are placed and stays open until your first invasion: a sword or a shield for 2 sesterces (one of each per territory at most), and in the Battle for the Roman Empire a new secret mission for 1, or a swap of one for 1.",
    "Sesterces : les bourses en contiennent 1 ou 2. Pendant le placement, échangez 2 à 10 sesterces d'un coup contre 2, 4, 7, 10, 13, 17, 21, 25 ou 30 régiments. La boutique ouvre quand vos régiments sont en place et le reste jusqu'à votre première invasion : une épée ou un bouclier pour 2 sesterces (au plus un de chaque par territoire), et dans la Bataille pour l'Empire romain une nouvelle mission secrète pour 1, ou l'échange d'une mission pour 1.",
];

/// Battle, swords and shields, the manoeuvre (003 "Envahissez", "Manœuvrez").
const BATTLE: [&str; 2] = [
    "Battle as in every Risk: up to 3 attack dice against 1 or 2, highest against highest, ties to the defender. A sword adds 1 to the best attack die from its territory, a shield 1 to the best defence die (results above 6 count); the dice tray shows the +1. After a conquest the attackers that survived the last roll move in, more may follow, and the sword goes with them; the defender's sword and shield are lost. Manoeuvre: once, along a chain of your own territories.",
    "Combat comme dans tout Risk : jusqu'à 3 dés d'attaque contre 1 ou 2, le meilleur contre le meilleur, égalité au défenseur. Une épée ajoute 1 au meilleur dé d'attaque depuis son territoire, un bouclier 1 au meilleur dé de défense (plus de 6 possible) ; le champ de bataille montre le +1. Après une conquête, les attaquants survivants du dernier lancer entrent, d'autres peuvent suivre, et l'épée les accompagne ; l'épée et le bouclier du défenseur sont perdus. Manœuvre : une fois, le long d'une chaîne de vos territoires.",
];

/// The potions (003 "Cartes potion magique").
const POTIONS: [&str; 2] = [
    "Magic potions (29 cards, secret): one a turn, apart from defence cards, which you play when one of your territories is attacked in another player's turn. Levy (5): 3 armies to place. Tribute (4): 2 sesterces. Mercenaries (3): 6 armies for 1 victory point. Fury (4): +1 on your best attack die for the rest of the turn. Sabotage (3): remove an opponent's sword and shield. Palisade (4): +1 on the best defence die of the attacked territory for the turn. Rally (3): 2 armies on the attacked territory. Bad brew (3): shown when drawn, it costs 1 victory point.",
    "Potions magiques (29 cartes, secrètes) : une par tour, sauf les cartes de défense, que vous jouez quand un de vos territoires est attaqué pendant le tour d'un autre joueur. Levée (5) : 3 régiments à placer. Tribut (4) : 2 sesterces. Mercenaires (3) : 6 régiments pour 1 point de victoire. Furie (4) : +1 au meilleur dé d'attaque jusqu'à la fin du tour. Sabotage (3) : retirez l'épée et le bouclier d'un adversaire. Palissade (4) : +1 au meilleur dé de défense du territoire attaqué pour le tour. Ralliement (3) : 2 régiments sur le territoire attaqué. Potion ratée (3) : montrée dès qu'elle est piochée, elle coûte 1 point de victoire.",
];

/// The leaders ((house) RULINGS R8).
const LEADERS: [&str; 2] = [
    "(house) The leaders (the book says only that each people has its own abilities, usable once a turn), balanced by simulation between bots: Gauls, +1 on the best attack die against the first territory they invade in a turn; Romans, +1 on the best defence die of the first of their territories attacked in each turn; Egyptians, 1 sesterce at the start of their turn in every even round; Vikings, in odd rounds, 1 sesterce for the first port they take from a port; Hispanians, 75% more armies when they cash sesterces.",
    "(maison) Les chefs (le livre dit seulement que chaque peuple a ses capacités, utilisables une fois par tour), équilibrés par simulation entre robots : Gaulois, +1 au meilleur dé d'attaque contre le premier territoire envahi dans le tour ; Romains, +1 au meilleur dé de défense du premier de leurs territoires attaqué à chaque tour ; Égyptiens, 1 sesterce au début de leur tour, un tour de table sur deux (2ᵉ, 4ᵉ, 6ᵉ…) ; Vikings, un tour de table sur deux (1ᵉʳ, 3ᵉ, 5ᵉ…), 1 sesterce pour le premier port pris depuis un port ; Hispaniques, 75 % de régiments en plus quand ils échangent des sesterces.",
];

/// The rulings on what the scan lost ((house) RULINGS R7, R8).
const RULINGS: [&str; 2] = [
    "(house) The potions, the missions, the sesterce table beyond 4 sesterces and the prices are ours. Sesterces are pooled (the purses make change) and cashed once a turn; potions played and missions swapped or completed go under their piles; the bank never runs out of purses.",
    "(maison) Les potions, les missions, le tableau des sesterces au-delà de 4 et les prix sont les nôtres. Les sesterces s'additionnent (les bourses font la monnaie) et s'échangent une fois par tour ; les potions jouées et les missions échangées ou accomplies vont sous leur pile ; la banque ne manque jamais de bourses.",
];

/// The paragraphs of a Roman preset's rules page, or `None` for the other presets.
pub fn roman_summary(lang: Lang, id: &str) -> Option<Vec<&'static str>> {
    let fr = usize::from(lang == Lang::Fr);
    let opening: [&str; 2] = match id {
        "roman-empire" => [
            "Risk Astérix collector's edition, Battle for the Roman Empire: the Roman world around 50 BC. 2 to 5 players (29, 28, 24 or 20 armies). Each player draws a leader: Gauls, Romans, Egyptians, Vikings or Hispanians. Claim the 45 territories one army at a time, then place the rest one at a time. The first player with 10 victory points at the end of their turn wins.",
            "Risk Astérix édition collector, Bataille pour l'Empire romain : le monde romain vers 50 av. J.-C. 2 à 5 joueurs (29, 28, 24 ou 20 régiments). Chaque joueur tire un chef : Gaulois, Romains, Égyptiens, Vikings ou Hispaniques. Revendiquez les 45 territoires un régiment à la fois, puis placez les régiments restants un par un. Le premier joueur à 10 points de victoire à la fin de son tour gagne.",
        ],
        "roman-conquest" => [
            "Risk Astérix collector's edition, Conquest: the classic game on the Roman Empire. 3 to 5 players (28, 24 or 20 armies). No leaders and no starting bonus. Claim the 45 territories one army at a time, then place the rest one at a time. Win by holding all 45 territories, the last player standing.",
            "Risk Astérix édition collector, Conquête : le jeu classique sur l'Empire romain. 3 à 5 joueurs (28, 24 ou 20 régiments). Ni chefs ni prime de départ. Revendiquez les 45 territoires un régiment à la fois, puis placez les régiments restants un par un. Gagnez en occupant les 45 territoires : le dernier joueur en jeu l'emporte.",
        ],
        _ => return None,
    };
    let goal: [&str; 2] = match id {
        "roman-empire" => [
            "Secret missions: you hold 2, worth 1 to 3 victory points (listed below). After your manoeuvre one completed mission scores and you draw a new one. A turn with a conquest earns a potion card and a purse; eliminate a player to take their potions and sesterces. Starting bonus: with 2 players the second gets 1 sesterce; with 3 to 5 the third gets 1, the fourth and fifth 2 and a potion. With 2 players, 13 territories drawn at random hold 2 neutral armies each: the neutral never attacks and always defends with the most dice.",
            "Missions secrètes : vous en avez 2, de 1 à 3 points de victoire (liste ci-dessous). Après votre manœuvre, une mission accomplie rapporte ses points et vous en piochez une nouvelle. Un tour avec une conquête rapporte une carte potion et une bourse ; éliminez un joueur pour prendre ses potions et ses sesterces. Prime de départ : à 2 joueurs, le deuxième reçoit 1 sesterce ; de 3 à 5, le troisième 1, le quatrième et le cinquième 2 et une potion. À 2 joueurs, 13 territoires tirés au hasard portent 2 régiments neutres chacun : le neutre n'attaque jamais et défend toujours avec le plus de dés.",
        ],
        _ => [
            "No missions and no victory points. A turn with a conquest earns a potion card and a purse; eliminate a player to take their potions and sesterces.",
            "Pas de missions ni de points de victoire. Un tour avec une conquête rapporte une carte potion et une bourse ; éliminez un joueur pour prendre ses potions et ses sesterces.",
        ],
    };
    let conquest_note: [&str; 2] = [
        "(house) Without victory points, Mercenaries cost nothing and a Bad brew is harmless.",
        "(maison) Sans points de victoire, les Mercenaires ne coûtent rien et une potion ratée est sans effet.",
    ];
    let mut page = vec![
        opening[fr],
        BOARD[fr],
        TREASURY[fr],
        BATTLE[fr],
        goal[fr],
        POTIONS[fr],
        LEADERS[fr],
        RULINGS[fr],
    ];
    if id == "roman-conquest" {
        page.push(conquest_note[fr]);
    }
    Some(page)
}
