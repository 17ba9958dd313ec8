//! The rules page of each playable preset: a summary in our own words, in English and French,
//! with the decisions of RULINGS.md that are not in the box marked "(house)".

use leptos::prelude::*;

use crate::engine::board::Board;
use crate::engine::i18n::Lang;
use crate::engine::presets::preset;
use crate::engine::rules::MissionDeck;
use crate::engine::text::mission_text::mission_text;
use crate::ui::editions::{EDITIONS, full_name, game_name};

/// The paragraphs of a preset's rules page.
fn summary(lang: Lang, id: &str) -> Vec<&'static str> {
    if let Some(page) = super::roman_rules::roman_summary(lang, id) {
        return page;
    }
    let rules = preset(id);
    // 002 has no minimum (RULINGS R3); 000 moves along a path of one's own (R6).
    let no_minimum = rules.as_ref().is_some_and(|r| r.least_reinforcement == 0);
    let path = rules
        .as_ref()
        .is_some_and(|r| r.fortify == crate::engine::rules::Fortify::OneConnectedMove);
    let en = lang == Lang::En;
    let reinforcements = match (en, no_minimum) {
        (true, false) => {
            "Each turn: receive armies (your territories divided by 3, at least 3, plus the bonus of every whole continent you hold), place them, attack if you wish, then make one free move."
        }
        (true, true) => {
            "Each turn: receive armies (your territories divided by 3, the rest not counting, with no minimum: 8 territories give 2; plus the bonus of every whole continent you hold), place them, attack if you wish, then make one free move."
        }
        (false, false) => {
            "À chaque tour\u{202f}: recevez des renforts (vos territoires divisés par 3, au moins 3, plus le bonus de chaque continent entièrement à vous), placez-les, attaquez si vous le voulez, puis faites une manœuvre."
        }
        (false, true) => {
            "À chaque tour\u{202f}: recevez des renforts (vos territoires divisés par 3, le reste ne comptant pas et sans minimum\u{202f}: 8 territoires en donnent 2\u{202f}; plus le bonus de chaque continent entièrement à vous), placez-les, attaquez si vous le voulez, puis faites une manœuvre."
        }
    };
    let free_move = match (en, path) {
        (true, false) => {
            "Free move: once, from one of your territories to a bordering one of yours, leaving at least one army behind."
        }
        (true, true) => {
            "Free move: once, from one of your territories to another of yours joined to it by a path of your own territories, leaving at least one army behind."
        }
        (false, false) => {
            "Manœuvre\u{202f}: une fois, d'un de vos territoires vers un territoire voisin à vous, en laissant au moins un régiment."
        }
        (false, true) => {
            "Manœuvre\u{202f}: une fois, d'un de vos territoires vers un autre relié par un chemin de vos propres territoires, en laissant au moins un régiment."
        }
    };
    let common = if en {
        [
            reinforcements,
            "To attack, the territory you attack from must border the target (or be joined by a dashed sea lane) and hold at least 2 armies. The attacker rolls up to 3 dice, always keeping one more army than dice; the defender rolls 1 or 2 (2 only with at least 2 armies). Highest die meets highest; a tie goes to the defender.",
            "Conquer at least one territory in a turn and you draw one card at its end. Trade three cards of one design, or one of each, or two with a joker, for more armies. With 5 cards or more at the start of your turn you must trade one set.",
            free_move,
        ]
    } else {
        [
            reinforcements,
            "Pour attaquer, votre territoire doit toucher la cible (ou y être relié par une ligne maritime) et avoir au moins 2 régiments. L'attaquant lance jusqu'à 3 dés en gardant toujours un régiment de plus que de dés\u{202f}; le défenseur en lance 1 ou 2 (2 seulement avec au moins 2 régiments). Le meilleur dé affronte le meilleur\u{202f}; en cas d'égalité, le défenseur gagne.",
            "Conquérez au moins un territoire dans le tour et vous piochez une carte à la fin. Échangez trois cartes d'un même dessin, ou une de chaque, ou deux avec un joker, contre des renforts. Avec 5 cartes ou plus au début du tour, vous devez échanger une série.",
            free_move,
        ]
    };
    let specific: Vec<&'static str> = match (id, en) {
        ("parker-1993", true) => vec![
            "Parker Brothers 1993, World Domination. 3 to 6 players (35, 30, 25 or 20 armies each). Claim the 42 territories one army at a time, then place the rest one at a time. Win by holding every territory.",
            "Sets are worth 4, 6, 8, 10, 12, 15, then 5 more each, counted over all players. A traded card showing a territory you hold gives 2 armies on it, at most 2 per turn.",
            "After a conquest, move in at least as many armies as dice you rolled. Eliminate a player and take their cards; with 6 or more you trade at once down to 4.",
        ],
        ("parker-1993", false) => vec![
            "Parker Brothers 1993, conquête du monde. 3 à 6 joueurs (35, 30, 25 ou 20 régiments chacun). Revendiquez les 42 territoires un régiment à la fois, puis placez le reste un par un. Gagnez en occupant tous les territoires.",
            "Les séries valent 4, 6, 8, 10, 12, 15, puis 5 de plus à chaque fois, comptées pour tous les joueurs. Une carte échangée montrant un territoire à vous donne 2 régiments sur ce territoire, au plus 2 par tour.",
            "Après une conquête, faites entrer au moins autant de régiments que de dés lancés. Éliminez un joueur et prenez ses cartes ; avec 6 cartes ou plus, échangez aussitôt jusqu'à n'en garder que 4.",
        ],
        ("parker-1993-duel", true) => vec![
            "Parker Brothers 1993, RISK for 2 players. A third, neutral army of 40 stands between you as a buffer. The 42 territory cards (jokers out) are dealt in three piles of 14: yours, your opponent's and the neutral's, one army on each.",
            "Then, in turn, place 2 of your own armies on 1 or 2 of your territories and 1 neutral army on any neutral territory, to block your opponent's advance, until all 40 of each are on the board.",
            "When you attack a neutral territory, your opponent rolls its defence (and chooses the dice when the defender chooses). Neutral armies never attack and never receive reinforcements; conquering a neutral territory earns your card as usual.",
            "Win by eliminating your opponent; the neutral armies need not be destroyed.",
        ],
        ("parker-1993-duel", false) => vec![
            "Parker Brothers 1993, RISK pour 2 joueurs. Une troisième armée, neutre, de 40 régiments sert de tampon entre vous. Les 42 cartes Territoire (sans les jokers) sont distribuées en trois tas de 14 : le vôtre, celui de l'adversaire et celui du neutre, un régiment sur chaque territoire.",
            "Puis, à tour de rôle, placez 2 de vos régiments sur 1 ou 2 de vos territoires et 1 régiment neutre sur un territoire neutre de votre choix, pour bloquer l'avance de l'adversaire, jusqu'à ce que les 40 de chacun soient sur le plateau.",
            "Quand vous attaquez un territoire neutre, votre adversaire lance les dés de sa défense (et les choisit quand le défenseur choisit). Les neutres n'attaquent jamais et ne reçoivent jamais de renforts ; conquérir un territoire neutre rapporte la carte habituelle.",
            "Gagnez en éliminant votre adversaire ; il n'est pas nécessaire de détruire les neutres.",
        ],
        ("parker-1993-capital", true) => vec![
            "Parker Brothers 1993, Capital Risk: a shorter World Domination game. 3 to 6 players set up as usual. Then each player in turn secretly chooses one of their territories as headquarters; once all have chosen, the headquarters are revealed and marked on the map, and their cards are set aside: they are never drawn nor traded.",
            "Win at once by holding every opposing headquarters while still holding your own. Shorter game (an option of the book): with 4 players any 2 opposing headquarters are enough, with 5 or 6 any 3.",
            "A player whose headquarters is captured is not eliminated: the headquarters card passes to the taker, and play goes on. A player who loses every territory is eliminated as usual.",
            "(house) Two players may play: they set up as RISK for 2 players, with a neutral army of 40, and win by taking the opponent's headquarters while holding their own. A headquarters card belongs to whoever holds its territory, so taking your own headquarters back returns your card.",
        ],
        ("parker-1993-capital", false) => vec![
            "Parker Brothers 1993, Risk des capitales : une conquête du monde plus courte. 3 à 6 joueurs se déploient comme d'habitude. Puis chacun à son tour choisit en secret l'un de ses territoires comme quartier général ; une fois que tous ont choisi, les quartiers généraux sont révélés et marqués sur la carte, et leurs cartes sont mises de côté : elles ne sont jamais piochées ni échangées.",
            "Gagnez aussitôt en occupant tous les quartiers généraux adverses tout en gardant le vôtre. Partie courte (une option du livre) : à 4 joueurs, 2 quartiers généraux adverses suffisent, à 5 ou 6 joueurs, 3.",
            "Un joueur dont le quartier général est pris n'est pas éliminé : la carte du quartier général passe à celui qui l'a pris, et la partie continue. Un joueur qui perd tous ses territoires est éliminé comme d'habitude.",
            "(maison) On peut jouer à deux : on se déploie comme dans RISK pour 2 joueurs, avec une armée neutre de 40, et on gagne en prenant le quartier général adverse tout en gardant le sien. Une carte de quartier général appartient à qui occupe son territoire : reprendre votre quartier général vous rend votre carte.",
        ],
        ("parker-1993-missions", true) => vec![
            "Parker Brothers 1993, Secret Mission. As World Domination, but the territory cards are dealt to share out the board, and each player gets a secret mission: win by completing it first.",
            "The twelve missions: two named continents (four cards), 24 territories, 18 territories with 2 armies each, or destroy one colour. Cards for colours not playing are removed. If another player destroys your target colour, your mission is complete all the same.",
            "(house) A mission naming your own colour becomes 24 territories.",
        ],
        ("parker-1993-missions", false) => vec![
            "Parker Brothers 1993, missions secrètes. Comme la conquête du monde, mais les cartes sont distribuées pour partager le plateau, et chacun reçoit une mission secrète : le premier à l'accomplir gagne.",
            "Les douze missions : deux continents nommés (quatre cartes), 24 territoires, 18 territoires avec 2 régiments chacun, ou détruire une couleur. Les cartes des couleurs absentes sont retirées. Si un autre joueur détruit votre couleur cible, votre mission est tout de même accomplie.",
            "(maison) Une mission nommant votre propre couleur devient 24 territoires.",
        ],
        ("conquete-2010-duel-passive", true) => vec![
            "La Conquête du Monde for 2 players, passive independents. Two independent armies stand on the board besides the two players, only to block them. Each player has 36 armies; the 42 territory cards (jokers out) are dealt 12 to each player and 9 to each independent, one army on each territory; then the cards and jokers go back into the pile.",
            "Then, in turn, each player places 3 of their own armies and 1 on each independent (on one of its territories), until their own armies run out; an independent that has all its armies gets no more. Everyone then rolls again for the first turn.",
            "When you attack an independent, your opponent rolls its defence. Independents never move, never receive reinforcements and never attack; they stay until destroyed. Win by eliminating your opponent; the golden cavalier and the other rules are those of La Conquête du Monde.",
            "(house) Each independent has 24 armies (the book's sentence may also be read as 24 for the two).",
        ],
        ("conquete-2010-duel-passive", false) => vec![
            "La Conquête du Monde à 2 joueurs, indépendants passifs. Deux armées indépendantes occupent le plateau en plus des deux joueurs, uniquement pour les bloquer. Chaque joueur a 36 régiments ; les 42 cartes Territoire (sans les jokers) sont distribuées, 12 à chaque joueur et 9 à chaque indépendant, un régiment sur chaque territoire ; puis les cartes et les jokers retournent dans la pile.",
            "Puis, à tour de rôle, chaque joueur place 3 de ses régiments et 1 pour chaque indépendant (sur l'un de ses territoires), jusqu'à épuisement de ses régiments ; un indépendant qui a tous ses régiments n'en reçoit plus. On relance ensuite les dés pour le premier tour.",
            "Quand vous attaquez un indépendant, votre adversaire lance les dés de sa défense. Les indépendants ne se déplacent pas, ne reçoivent pas de renforts et n'attaquent pas ; ils restent jusqu'à leur élimination. Gagnez en éliminant votre adversaire ; le cavalier doré et les autres règles sont ceux de La Conquête du Monde.",
            "(maison) Chaque indépendant a 24 régiments (la phrase du livre peut aussi se lire 24 pour les deux).",
        ],
        ("miro-1975", true) => vec![
            "Miro 1975, the French box's rules for 3 to 6 players (35, 30, 25 or 20 armies). The app is the referee: it deals each player a secret objective, deals all 44 cards to share out the board (a joker gives no territory, so some get fewer), puts one army on each, and checks the objectives. Then the remaining armies are placed.",
            "The 14 objectives: North America and Africa; North America and Oceania; Asia and Africa; Asia and South America; Europe, South America and a third continent of your choice; Europe, Oceania and a third; 24 territories; 18 territories with at least 2 armies each; or destroy one of the six colours. The first to complete their own objective wins.",
            "Sets: 3 artillery 4 armies, 3 infantry 6, 3 cavalry 8, one of each 10, a joker with 2 identical cards 12. Each card of the set showing a territory you hold puts 2 more armies on that territory. You may wait for a better set, but with 5 cards you must trade.",
            "Nobody may be eliminated before the end of the fourth round: until then an attack on a player's last territory is refused. Eliminate a player and take their cards: you may trade them at once, before your next battle, and place those armies at once.",
            "(house) A destroy objective naming your own colour, a colour not in play, or a colour another player destroys becomes 24 territories; a joker with two different cards counts as one of each, 10.",
            "After the deal, each player in turn places all of their remaining armies where they wish on their territories, then the next player does. A turn brings your territories divided by 3, the rest not counting and with no minimum.",
        ],
        ("miro-1975-world", true) => vec![
            "Miro 1975, the variant for 3 to 6 players: conquer the whole world by eliminating your opponents one by one. No objectives; the rest of the Miro rules hold: the deal of all 44 cards, each player placing all their remaining armies in turn, reinforcements of territories divided by 3 with no minimum.",
            "Each turn with one or more conquests earns one card. Sets are worth 4 armies for the first traded in the game, then 6, 8, 10, 12, 15, 20, 25 and 5 more each time, whoever trades. With 5 cards you must trade. Each card of the set showing a territory you hold puts 2 more armies on it.",
            "Nobody may be eliminated before the end of the fourth round: until then an attack on a player's last territory is refused. Eliminate a player and take their cards: you may trade them at once. The last player standing wins.",
        ],
        ("miro-1975-world", false) => vec![
            "Miro 1975, la variante pour 3 à 6 joueurs\u{202f}: conquérir le monde entier en éliminant les adversaires un à un. Pas d'objectifs\u{202f}; le reste de la règle Miro s'applique\u{202f}: la distribution des 44 cartes, chacun plaçant à son tour tous ses régiments restants, des renforts de territoires divisés par 3 sans minimum.",
            "Chaque tour avec une ou plusieurs conquêtes rapporte une carte. Le premier qui échange reçoit 4 régiments, puis 6, 8, 10, 12, 15, 20, 25 et 5 de plus à chaque fois, quel que soit le joueur. Avec 5 cartes, l'échange est obligatoire. Chaque carte de la combinaison montrant un territoire à vous y ajoute 2 régiments.",
            "Personne ne peut être éliminé avant la fin du quatrième tour\u{202f}: jusque-là, une attaque sur le dernier territoire d'un joueur est refusée. Éliminez un joueur et prenez ses cartes\u{202f}: vous pouvez les échanger aussitôt. Le dernier joueur en jeu gagne.",
        ],
        ("miro-1975-duel", true) => vec![
            "Miro 1975, the rule for 2 players: 40 armies each, and a third, allied force of 28. The jokers out, each player is dealt 14 cards and puts one army on each of those territories; the allied force takes the 14 territories left, 2 armies on each; then the jokers go back into the pack. Each player then places their remaining armies.",
            "The ally gets half (rounded down) of everything the active player receives (territories, continents, sets), placed by the other player on the ally's territories. Your turn goes in three times: you place your armies, attack your opponent or the ally and move in; then your opponent takes the ally's turn: places its half and may at once counter-attack you with allied armies (never their own territories); then you take the initiative again to attack or move once more with your own forces.",
            "When you attack the ally, your opponent rolls its defence. Nobody gains cards through the ally, but taking allied territory earns the usual card. A destroyed ally gets nothing more and the game goes on between the two of you: the winner takes all the other's territories. Nobody is eliminated before the end of the fourth round.",
            "(house) The 2 armies a traded card puts on its pictured territory do not count in the ally's half, as in the Napoléon book's example; the expert options (re-roll, Commander) belong to the active player, never to the ally.",
        ],
        ("miro-1975-duel", false) => vec![
            "Miro 1975, la règle pour 2 joueurs\u{202f}: 40 régiments chacun, et une troisième force, alliée, de 28. Les jokers retirés, chaque joueur reçoit 14 cartes et place un régiment sur chacun de ces territoires\u{202f}; les forces alliées prennent les 14 territoires restants, 2 régiments sur chacun\u{202f}; puis les jokers retournent dans le paquet. Chacun place ensuite ses régiments restants.",
            "L'allié reçoit la moitié (arrondie en dessous) de tout ce que reçoit le joueur actif (territoires, continents, combinaisons), placée par l'autre joueur sur les territoires alliés. Votre tour se joue en trois temps\u{202f}: vous placez vos régiments, attaquez votre adversaire ou l'allié et faites entrer vos troupes\u{202f}; puis votre adversaire joue l'allié\u{202f}: il place sa moitié et peut aussitôt contre-attaquer avec les forces alliées (jamais ses propres territoires)\u{202f}; puis vous reprenez l'initiative pour attaquer ou vous déplacer encore une fois avec vos propres forces.",
            "Quand vous attaquez l'allié, c'est votre adversaire qui lance les dés de la défense. On n'obtient pas de cartes par le truchement de l'allié, mais prendre un territoire allié rapporte la carte habituelle. Une fois détruit, l'allié ne reçoit plus rien et la partie continue entre vous deux\u{202f}: le vainqueur prend tous les territoires de l'autre. Personne n'est éliminé avant la fin du quatrième tour.",
            "(maison) Les 2 régiments qu'une carte échangée place sur son territoire ne comptent pas dans la moitié de l'allié, comme dans l'exemple du livre Napoléon\u{202f}; les options pour experts (relance, Commandant) sont au joueur actif, jamais à l'allié.",
        ],
        ("miro-1975", false) => vec![
            "Miro 1975, la règle de la boîte française pour 3 à 6 joueurs (35, 30, 25 ou 20 régiments). L'application est l'arbitre : elle donne à chacun un objectif secret, distribue les 44 cartes pour partager le planisphère (un joker n'accorde aucun territoire, certains en ont donc moins), place un régiment sur chacun et contrôle les objectifs. Puis on répartit les régiments restants.",
            "Les 14 objectifs : l'Amérique du Nord et l'Afrique ; l'Amérique du Nord et l'Océanie ; l'Asie et l'Afrique ; l'Asie et l'Amérique du Sud ; l'Europe, l'Amérique du Sud et un troisième continent au choix ; l'Europe, l'Océanie et un troisième ; 24 territoires ; 18 territoires avec au moins 2 régiments chacun ; ou détruire l'une des six couleurs. Le premier qui réalise son propre objectif gagne.",
            "Combinaisons : 3 canons 4 régiments, 3 fantassins 6, 3 cavaliers 8, un de chaque 10, un joker et 2 cartes identiques 12. Chaque carte de la combinaison montrant un territoire que vous occupez y ajoute 2 régiments. Vous pouvez attendre une meilleure combinaison, mais avec 5 cartes l'échange est obligatoire.",
            "Personne ne peut être éliminé avant la fin du quatrième tour : jusque-là, une attaque sur le dernier territoire d'un joueur est refusée. Éliminez un joueur et prenez ses cartes : vous pouvez les échanger aussitôt, avant votre prochain combat, et placer ces régiments sur-le-champ.",
            "(maison) Un objectif de destruction nommant votre propre couleur, une couleur absente ou une couleur détruite par un autre joueur devient 24 territoires ; un joker avec deux cartes différentes compte comme un de chaque, 10.",
            "Après la distribution, chaque joueur à son tour place où il veut sur ses territoires tous ses régiments restants, puis le suivant. Un tour rapporte vos territoires divisés par 3, le reste ne comptant pas et sans minimum.",
        ],
        ("conquete-2010-missions", true) => vec![
            "Risk Mission, from La Conquête du Monde (Hasbro, 2010s). 2 to 4 players. Each player draws one objective from each of four decks of rising difficulty: Captain, Major, Colonel and General, and keeps them secret. Setup as La Conquête du Monde (35 or 30 armies); the golden cavalier is not used.",
            "Sets are worth what their designs show: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10 (a joker stands for any design). No bonus for pictured territories.",
            "Claim an objective when you meet it, at the precise moment its card names: at the start of your turn (as the turn began, claimed at any time in that turn), after your reinforcements, or at the end of your turn once your attacks are over. At most one objective per turn. Claimed objectives are shown to all and stay achieved. Once you have three, your fourth is revealed to everyone.",
            "Win with your four objectives, or by eliminating every other player. When you eliminate a player you take their territory cards, not their objectives, which stay secret until the end.",
            "(house) The cards' texts are not in the book: the 28 objectives below are ours, written for the world board in the book's spirit. Two players set up as the 2-player game with two passive independents of 24 armies.",
        ],
        ("conquete-2010-missions", false) => vec![
            "Risk Mission, tiré de La Conquête du Monde (Hasbro, années 2010). 2 à 4 joueurs. Chaque joueur pioche un objectif dans chacune des quatre piles de difficulté croissante : Capitaine, Major, Colonel et Général, et les garde secrets. Mise en place comme La Conquête du Monde (35 ou 30 régiments) ; le cavalier doré n'est pas utilisé.",
            "Les séries valent ce que montrent leurs silhouettes : 3 infanteries 4, 3 cavaleries 6, 3 artilleries 8, une de chaque 10 (un joker remplace n'importe quelle silhouette). Pas de bonus pour les territoires représentés.",
            "Annoncez un objectif quand vous le remplissez, au moment précis indiqué sur sa carte : au début de votre tour (tel qu'il commençait, annoncé à tout moment de ce tour), après vos renforts, ou à la fin de votre tour une fois vos offensives terminées. Un seul objectif par tour. Les objectifs annoncés sont montrés à tous et restent acquis. Dès que vous en avez trois, votre quatrième est révélé à tous.",
            "Gagnez avec vos quatre objectifs, ou en éliminant tous les autres joueurs. Quand vous éliminez un joueur, vous prenez ses cartes Territoire, pas ses objectifs, qui restent secrets jusqu'à la fin.",
            "(maison) Les textes des cartes ne sont pas dans le livre : les 28 objectifs ci-dessous sont les nôtres, écrits pour le planisphère dans l'esprit du livre. À deux joueurs, la mise en place est celle de la variante 2 joueurs avec deux indépendants passifs de 24 régiments.",
        ],
        ("conquete-2010-teams", true) => vec![
            "Risk in teams, from La Conquête du Monde (Hasbro, 2010s). 4 players in 2 teams, seated alternately: seats 1 and 3 against seats 2 and 4. Claim and reinforce your own territories as in La Conquête du Monde (30 armies each); the golden cavalier is not used and sets are worth what their designs show (3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10).",
            "Teammates share their territories. When you reinforce, you may place armies on your teammate's territories too, so one territory can hold armies of both. The player with more armies in a territory controls it; with as many each, nobody does. Your reinforcements count only the territories you control, and a continent's bonus goes only to a player who controls every territory of it: a single tie and nobody gets it.",
            "You may never attack a teammate. You attack with your own armies only, from a territory where you have at least 2 of them.",
            "Free move: once, from a territory where you have armies to any territory where you or your teammate have armies, along a chain of your team's territories (shared ones count as friendly). You may move your armies into your teammate's territory even if they would rather you did not.",
            "The territory cards belong to the team: a card you draw joins the team's hand, and at the end of your turn you pass the team's cards to your teammate, who plays next. With 5 cards or more at the start of your turn you must trade.",
            "As soon as one player is eliminated, the other team wins.",
            "(house) A shared territory defends with all its armies; each army lost is taken from the larger share (the owner's on a tie), and a player whose last army falls there is eliminated even if the territory holds. Your own armies must leave one of yours behind when they attack or move out. The team's hand is shown to the teammate who holds it, on their turn.",
        ],
        ("conquete-2010-teams", false) => vec![
            "Risk par équipe, tiré de La Conquête du Monde (Hasbro, années 2010). 4 joueurs en 2 équipes, assis en alternance : les places 1 et 3 contre les places 2 et 4. Revendiquez et renforcez vos propres territoires comme dans La Conquête du Monde (30 régiments chacun) ; le cavalier doré n'est pas utilisé et les séries valent ce que montrent leurs silhouettes (3 infanteries 4, 3 cavaleries 6, 3 artilleries 8, une de chaque 10).",
            "Les équipiers partagent leurs territoires. Pendant les renforts, vous pouvez aussi placer des régiments dans les territoires de votre équipier : un territoire peut donc contenir des régiments des deux. Le joueur qui possède le plus de régiments dans un territoire le contrôle ; à égalité, personne. Vos renforts ne comptent que les territoires que vous contrôlez, et le bonus d'un continent ne va qu'au joueur qui en contrôle seul tous les territoires : une seule égalité et personne ne l'obtient.",
            "Vous ne pouvez pas attaquer un joueur de votre équipe. Vous n'attaquez qu'avec vos propres régiments, depuis un territoire où vous en avez au moins 2.",
            "Manœuvre : une fois, d'un territoire où vous avez des régiments vers n'importe quel territoire où vous ou votre équipier en avez, par une chaîne de territoires de votre équipe (les territoires partagés comptent comme amicaux). Vous pouvez déplacer vos régiments dans un territoire de votre équipier, même s'il n'en a pas envie !",
            "Les cartes Territoire sont partagées par l'équipe : la carte que vous piochez rejoint la main de l'équipe, et à la fin de votre tour vous passez les cartes de l'équipe à votre équipier, qui joue ensuite. Avec 5 cartes ou plus au début du tour, l'échange est obligatoire.",
            "Dès qu'un joueur est éliminé, l'équipe adverse remporte la partie.",
            "(maison) Un territoire partagé se défend avec tous ses régiments ; chaque perte est prise sur la plus grande part (celle du propriétaire en cas d'égalité), et un joueur dont le dernier régiment y tombe est éliminé même si le territoire tient. Vos régiments doivent laisser l'un des vôtres derrière eux quand ils attaquent ou se déplacent. La main de l'équipe est montrée à l'équipier qui la tient, pendant son tour.",
        ],
        ("napoleon-1999", true) => vec![
            "Risk Napoléon (1999), the standard rules for 3 to 5 players (6 as an option): a secret mission each, on the map of Europe in 1810. 40, 35, 30 or 25 armies. The app plays the General: it deals the missions (taking out those that name a colour nobody plays), deals the 48 territory cards (jokers out) to share Europe, one army goes on each territory, then everyone places the rest one at a time.",
            "Reinforcements: your territories divided by 3 (at least 3), plus each whole region you hold: United Kingdom 3, Spain and Portugal 3, France 4, Confederation of the Rhine 5, Italy 2, Scandinavia 2, Prussia 4, Austria-Hungary 5, Russia 4.",
            "Sets are worth what their designs show: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10 (a joker stands for any design). If a traded card shows a territory of yours, 2 more armies go on it; traded cards go under the pile. With 5 cards or more you must trade one set. Eliminate a player and take their cards.",
            "Win by completing your mission, but only during your own turn: a mission completed in someone else's turn (another player destroying the colour you were to destroy) wins at the start of yours, if it still holds. The violet sixth colour is never a target.",
            "(house) The 13 missions are not printed in the book: the ones below are ours, on our map of 1810. A mission to destroy your own colour becomes 28 territories.",
        ],
        ("napoleon-1999", false) => vec![
            "Risk Édition Napoléon (1999), les règles standards pour 3 à 5 joueurs (6 en option) : une mission secrète chacun, sur la carte de l'Europe de 1810. 40, 35, 30 ou 25 régiments. L'application tient le rôle du Général : elle distribue les missions (sans celles qui nomment une couleur absente), distribue les 48 cartes Risk (sans les jokers) pour partager l'Europe, un régiment va sur chaque territoire, puis chacun place le reste un par un.",
            "Renforts : vos territoires divisés par 3 (au moins 3), plus chaque région entièrement à vous : Royaume-Uni 3, Espagne et Portugal 3, France 4, Confédération du Rhin 5, Italie 2, Scandinavie 2, Prusse 4, Autriche-Hongrie 5, Russie 4.",
            "Les combinaisons valent ce que montrent leurs symboles : 3 infanteries 4, 3 cavaleries 6, 3 artilleries 8, une de chaque 10 (un joker remplace n'importe quel symbole). Si une carte échangée représente l'un de vos territoires, 2 régiments de plus y sont placés ; les cartes échangées vont sous la pile. Avec 5 cartes ou plus, vous devez échanger une combinaison. Éliminez un joueur et prenez ses cartes.",
            "Gagnez en remplissant votre mission, mais seulement pendant votre tour : une mission remplie pendant le tour d'un autre (un autre joueur détruit la couleur que vous deviez détruire) gagne au début du vôtre, si elle tient toujours. La sixième couleur, violette, n'est jamais une cible.",
            "(maison) Les 13 missions ne sont pas imprimées dans le livre : celles ci-dessous sont les nôtres, sur notre carte de 1810. Une mission de détruire votre propre couleur devient 28 territoires.",
        ],
        ("napoleon-1999-world", true) => vec![
            "Risk Napoléon (1999), variant a, \"the conquest of the world\": the standard rules on the map of Europe in 1810, without missions. 2 to 6 players (40, 40, 35, 30 or 25 armies). The app plays the General: it deals the 48 territory cards (jokers out) to share Europe, one army goes on each territory, then everyone places the rest one at a time. Win by eliminating every other player. Two players play with the book's neutral army, as in the 2-player rule: 32 neutral armies, 2 on each of its 16 territories; it gets half of each reinforcement, placed by the other player.",
            "Reinforcements: your territories divided by 3 (at least 3), plus each whole region you hold: United Kingdom 3, Spain and Portugal 3, France 4, Confederation of the Rhine 5, Italy 2, Scandinavia 2, Prussia 4, Austria-Hungary 5, Russia 4.",
            "Sets are worth what their designs show: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10 (a joker stands for any design). If a traded card shows a territory of yours, 2 more armies go on it. Trade only in the reinforcement phase; with 5 cards or more you must. Eliminate a player and take their cards; you trade them from your next turn.",
            "(house) The territories, their names and borders are ours, drawn from the political map of 1810; the dashed lines are sea crossings.",
        ],
        ("napoleon-1999-world", false) => vec![
            "Risk Édition Napoléon (1999), variante a, « la conquête du monde » : les règles standards sur la carte de l'Europe de 1810, sans cartes Mission. 2 à 6 joueurs (40, 40, 35, 30 ou 25 régiments). L'application tient le rôle du Général : elle distribue les 48 cartes Risk (sans les jokers) pour partager l'Europe, un régiment va sur chaque territoire, puis chacun place le reste un par un. Gagnez en éliminant tous les autres joueurs. À deux, on joue avec l'armée neutre du livre, comme dans la règle pour 2 joueurs : 32 régiments neutres, 2 sur chacun de ses 16 territoires ; elle reçoit la moitié de chaque renfort, placée par l'autre joueur.",
            "Renforts : vos territoires divisés par 3 (au moins 3), plus chaque région entièrement à vous : Royaume-Uni 3, Espagne et Portugal 3, France 4, Confédération du Rhin 5, Italie 2, Scandinavie 2, Prusse 4, Autriche-Hongrie 5, Russie 4.",
            "Les combinaisons valent ce que montrent leurs symboles : 3 infanteries 4, 3 cavaleries 6, 3 artilleries 8, une de chaque 10 (un joker remplace n'importe quel symbole). Si une carte échangée représente l'un de vos territoires, 2 régiments de plus y sont placés. On n'échange que pendant les renforts ; avec 5 cartes ou plus, c'est obligatoire. Éliminez un joueur et prenez ses cartes ; vous les échangerez à partir de votre prochain tour.",
            "(maison) Les territoires, leurs noms et leurs frontières sont les nôtres, tirés de la carte politique de 1810 ; les pointillés sont des traversées maritimes.",
        ],
        ("napoleon-1999-capitals", true) => vec![
            "Risk Napoléon (1999), variant c, \"capitals Risk\": the standard rules on the map of Europe in 1810, without missions. 2 to 6 players (40, 40, 35, 30 or 25 armies; two play with the neutral army of the 2-player rule). Once the armies are placed, each player in turn chooses one of their territories as capital, in secret: its card is set aside face down, out of the deck.",
            "A capital stays secret until someone invades it. Then its owner makes it known and is out: they give their cards to the invader, and every one of their armies on the board is replaced by one of the invader's, on each of their territories.",
            "Win at once by holding enough capitals, your own included: 2 with 2 or 3 players, 3 with 4 or 5, 4 with 6. A capital already taken still counts for whoever holds it.",
            "(house) The replacing armies are new ones, one on each territory, not armies already on the board (the book: \"pris dans le stock de réserve\"); the loser's cards wait for the taker's next reinforcement.",
        ],
        ("napoleon-1999-capitals", false) => vec![
            "Risk Édition Napoléon (1999), variante c, « Capitales risk » : les règles standards sur la carte de l'Europe de 1810, sans cartes Mission. 2 à 6 joueurs (40, 40, 35, 30 ou 25 régiments ; à deux, avec l'armée neutre de la règle pour 2 joueurs). Une fois les régiments en place, chaque joueur à son tour choisit en secret l'un de ses territoires comme capitale : sa carte est mise de côté face cachée, hors de la pioche.",
            "Une capitale reste secrète jusqu'à ce qu'on l'envahisse. Son propriétaire le fait alors savoir et il est éliminé : il remet ses cartes à l'attaquant, et chacun de ses régiments sur le plateau est remplacé par un régiment de l'attaquant, sur chacun de ses territoires.",
            "Gagnez aussitôt en tenant assez de capitales, la vôtre comprise : 2 capitales à 2 ou 3 joueurs, 3 à 4 ou 5 joueurs, 4 à 6 joueurs. Une capitale déjà prise compte toujours pour qui la tient.",
            "(maison) Les régiments qui remplacent ceux du vaincu sont nouveaux, un par territoire, et non des régiments déjà sur le plateau (le livre : « pris dans le stock de réserve ») ; les cartes du vaincu attendent les prochains renforts du vainqueur.",
        ],
        ("napoleon-1999-duel", true) => vec![
            "Risk Napoléon (1999), the rule for 2 players: destroy every army of your opponent, on the map of Europe in 1810. No missions. 40 armies each, and a neutral army of 32 in a third colour. The app deals the 48 territory cards (jokers out), 16 to each player and 16 to the neutral; 2 neutral armies stand on each of its territories, one of yours on each of yours, then you place the rest one at a time in turn.",
            "Each time a player receives reinforcements (territories divided by 3, at least 3, whole regions, traded sets), the neutral receives half of them, rounded down: 18 territories, Spain and Portugal, and 3 artillery bring 6 + 3 + 8 = 17 armies, and the neutral 8. Once the active player has placed theirs, the other player places the neutral's on its territories, to block them.",
            "The neutral never attacks, never moves and draws no cards; when you attack it, your opponent rolls its defence. Attack the neutral or your opponent as often as you like; conquer at least one territory to draw a card. Sets are worth 4, 6, 8 and 10 by design, with 2 more armies on a pictured territory of yours.",
            "(house) The 2 armies a traded card puts on its pictured territory do not count in the neutral's half, as in the book's example. The neutral's territories are dealt like the players'.",
        ],
        ("napoleon-1999-duel", false) => vec![
            "Risk Édition Napoléon (1999), la règle pour 2 joueurs : détruisez toute l'armée de votre adversaire, sur la carte de l'Europe de 1810. Pas de cartes Mission. 40 régiments chacun, et une armée neutre de 32 régiments dans une troisième couleur. L'application distribue les 48 cartes Risk (sans les jokers), 16 à chaque joueur et 16 à l'armée neutre ; 2 régiments neutres sont sur chacun de ses territoires, un des vôtres sur chacun des vôtres, puis vous placez le reste un par un, à tour de rôle.",
            "Chaque fois qu'un joueur reçoit des renforts (territoires divisés par 3, au moins 3, régions entières, combinaisons échangées), l'armée neutre en reçoit la moitié, arrondie au chiffre inférieur : 18 territoires, l'Espagne et le Portugal et 3 artilleries donnent 6 + 3 + 8 = 17 régiments, et 8 à l'armée neutre. Une fois que le joueur actif a placé les siens, l'autre joueur répartit ceux de l'armée neutre sur ses territoires, pour le bloquer.",
            "L'armée neutre n'attaque jamais, ne se déplace pas et ne reçoit pas de cartes ; quand vous l'attaquez, votre adversaire lance les dés de sa défense. Attaquez l'armée neutre ou votre adversaire autant que vous le voulez ; conquérez au moins un territoire pour piocher une carte. Les combinaisons valent 4, 6, 8 et 10 selon les symboles, avec 2 régiments de plus sur un territoire représenté qui est à vous.",
            "(maison) Les 2 régiments qu'une carte échangée place sur son territoire ne comptent pas dans la moitié de l'armée neutre, comme dans l'exemple du livre. Les territoires de l'armée neutre sont distribués comme ceux des joueurs.",
        ],
        ("conquete-2010-duel-active", true) => vec![
            "La Conquête du Monde for 2 players, active independents. Set up as with passive independents: 36 armies each, two independents of 24, 12 cards to each player and 9 to each independent; in turn place 3 of your own and 1 on each independent. Win by eliminating your opponent.",
            "Each independent has a status: neutral, ally of one player, or ally of the other; both start neutral. At the start of your turn you may give an independent a territory card, face down: its status moves one step towards you (from your opponent's side to neutral, from neutral to your ally). You may give several cards, to one or both; an independent holding 5 cards can no longer be influenced. Its cards cannot be traded.",
            "Your own reinforcements count only your own territories and continents. Then each ally of yours may roll one die: that many armies go on its territories, as you choose. Allies get nothing for territories, continents or cards.",
            "In combat you command your allies' armies as your own: they may attack your opponent or the other independent, never you. When an invasion of an independent's territory is over (taken or not), or one made with an ally's armies, roll one die for each independent involved: 1 to 4 moves it one step away from you (an ally turns neutral, a neutral one turns to your opponent), 5 or 6 keeps it. A territory an ally takes earns no card. Eliminate an independent, with your armies or an ally's, and you take its cards.",
            "After your own free move, each ally may make one free move of its own. When you attack an independent that is not your opponent's ally, your opponent rolls its defence.",
            "(house) 24 armies for each independent (the book's sentence is ambiguous). An invasion is over when the territory is taken, or when you attack another territory, end the attack or end the turn (attacking the same territory from another of yours goes on with it, as the book says); end the attack before the free moves. Your own armies may invade your ally (the book does not forbid it); the status die follows.",
        ],
        ("conquete-2010-duel-active", false) => vec![
            "La Conquête du Monde à 2 joueurs, indépendants actifs. Mise en place comme avec les indépendants passifs : 36 régiments chacun, deux indépendants de 24, 12 cartes à chaque joueur et 9 à chaque indépendant ; à tour de rôle, placez 3 de vos régiments et 1 sur chaque indépendant. Gagnez en éliminant votre adversaire.",
            "Chaque indépendant a un statut : neutre, allié d'un joueur ou allié de l'autre ; tous deux commencent neutres. Au début de votre tour, vous pouvez donner une carte Territoire à un indépendant, face cachée : son canon se déplace d'une position vers vous (du côté de l'adversaire vers neutre, de neutre vers votre allié). Vous pouvez donner plusieurs cartes, à l'un ou aux deux ; un indépendant qui a 5 cartes ne peut plus être influencé. Ses cartes ne peuvent pas être échangées.",
            "Vos renforts ne comptent que vos propres territoires et continents. Puis chacun de vos alliés peut lancer un dé : autant de régiments vont sur ses territoires, où vous voulez. Les alliés ne reçoivent rien pour les territoires, les continents ni les cartes.",
            "Au combat, vous commandez les troupes alliées comme les vôtres : elles peuvent attaquer votre adversaire ou l'autre indépendant, jamais vous. Quand une invasion d'un territoire indépendant est terminée (prise ou non), ou une invasion faite avec une armée alliée, lancez un dé pour chaque indépendant concerné : de 1 à 4, son canon s'éloigne de vous d'une position (un allié devient neutre, un neutre devient allié de l'adversaire), 5 ou 6 le maintient. Un territoire pris par un allié ne rapporte pas de carte. Éliminez un indépendant, avec vos régiments ou ceux d'un allié, et vous prenez ses cartes.",
            "Après votre manœuvre, chaque allié peut faire une manœuvre à son tour. Quand vous attaquez un indépendant qui n'est pas l'allié de votre adversaire, c'est votre adversaire qui lance les dés de sa défense.",
            "(maison) 24 régiments pour chaque indépendant (la phrase du livre est ambiguë). Une invasion est terminée quand le territoire est pris, ou quand vous attaquez un autre territoire, terminez le combat ou finissez le tour (attaquer le même territoire depuis un autre des vôtres la poursuit, comme le dit le livre) ; terminez le combat avant les manœuvres. Vos propres régiments peuvent envahir votre allié (le livre ne l'interdit pas) ; le dé de statut suit.",
        ],
        ("conquete-2010", true) => vec![
            "La Conquête du Monde (Hasbro, 2010s). 3 or 4 players (35 or 30 armies). Claim the territories in turn, reinforce one army at a time, then roll again for the first turn. Win by eliminating everyone.",
            "The golden cavalier shows what the next set is worth: 4, 6, 8, 10, 12, 15, 20, 25, then 5 more a square up to 60; he moves one square each time anyone trades. No bonus for pictured territories.",
            "After a conquest the attackers that won the last battle move in, and more may follow. Cards taken from an eliminated player wait for your next reinforcement.",
            "(house) The cavalier stays on 60 once he reaches it.",
        ],
        ("conquete-2010", false) => vec![
            "La Conquête du Monde (Hasbro, années 2010). 3 ou 4 joueurs (35 ou 30 régiments). Revendiquez les territoires à tour de rôle, renforcez un régiment à la fois, puis relancez le dé pour le premier tour. Gagnez en éliminant tout le monde.",
            "Le cavalier doré indique la valeur de la prochaine série : 4, 6, 8, 10, 12, 15, 20, 25, puis 5 de plus à chaque case jusqu'à 60 ; il avance d'une case à chaque échange, quel que soit le joueur. Pas de bonus pour les territoires représentés.",
            "Après une conquête, les régiments vainqueurs de la dernière bataille entrent, et d'autres peuvent suivre. Les cartes prises à un joueur éliminé attendent vos prochains renforts.",
            "(maison) Le cavalier reste sur 60 une fois arrivé.",
        ],
        _ => vec![],
    };
    let expert = match lang {
        Lang::En => {
            "Expert options (Parker 1993, \"Rules variations for RISK experts\", any game on the world board): sets worth one more each time (4, 5, 6…); fortifying as often as you like along your own territories; at most 12 armies on a territory, armies with nowhere to go being lost; with a card showing the attacking or the attacked territory, re-roll one attack die per battle (the card is set aside until you stop attacking that territory); the Commander: once a turn, turn an attack die just rolled to 6. Choose them in the new-game screen."
        }
        Lang::Fr => {
            "Options pour experts (Parker 1993, « Rules variations for RISK experts », toute partie sur le planisphère) : séries valant un régiment de plus à chaque échange (4, 5, 6…) ; déplacements à volonté le long de vos propres territoires ; au plus 12 régiments par territoire, ceux qu'on ne peut placer étant perdus ; avec une carte montrant le territoire attaquant ou attaqué, relancer un dé d'attaque par bataille (la carte est mise de côté tant que vous attaquez ce territoire) ; le Commandant : une fois par tour, changer en 6 un dé d'attaque qui vient d'être lancé. Choisissez-les dans l'écran de nouvelle partie."
        }
    };
    let world = preset(id).is_some_and(|r| r.allows_expert_toggles());
    let progressive = match lang {
        Lang::En => {
            "Option (Napoléon, variant b, \"progressive reinforcements\"): every set is worth the same, by the order of trades in the game, whoever makes them: 4, 6, 8, 10, 12, 15, 20, 25, 30, then 5 more each time. Choose it in the new-game screen."
        }
        Lang::Fr => {
            "Option (Napoléon, variante b, « renforts progressifs ») : toutes les combinaisons ont la même valeur, selon l'ordre des échanges dans la partie, quel que soit le joueur : 4, 6, 8, 10, 12, 15, 20, 25, 30, puis 5 de plus à chaque fois. Choisissez-la dans l'écran de nouvelle partie."
        }
    };
    let europe = rules.is_some_and(|r| r.allows_progressive_reinforcements());
    specific
        .into_iter()
        .chain(common)
        .chain(world.then_some(expert))
        .chain(europe.then_some(progressive))
        .collect()
}

/// The objective cards a preset deals, listed for its page when they are ours (000 Risk
/// Mission's 28, 004's 13).
fn deck_list(lang: Lang, id: &str) -> Option<impl IntoView + use<>> {
    let rules = preset(id)?;
    let ours = |d: &MissionDeck| {
        d.is_ranked() || matches!(d, MissionDeck::Napoleon1999 | MissionDeck::RomanEmpire)
    };
    let deck = rules.missions.filter(ours)?.cards();
    let board = Board::by_key(&rules.board).unwrap_or_else(Board::world);
    Some(view! {
        <ol class="objective-deck" data-testid="objective-deck">
            {deck.iter().map(|m| view! { <li>{mission_text(lang, m, board)}</li> }).collect_view()}
        </ol>
    })
}

/// The rules pages: a preset picker and its summary.
#[component]
pub fn RulesPages(lang: Signal<Lang>) -> impl IntoView {
    let chosen = RwSignal::new(
        EDITIONS
            .iter()
            .flat_map(|e| e.playable())
            .next()
            .unwrap_or("parker-1993"),
    );
    view! {
        <section class="rules-pages" data-testid="rules-page">
            {EDITIONS.iter().filter(|e| !e.playable().is_empty()).map(|edition| view! {
                <div class="rules-edition">
                    <h3>{move || edition.name(lang.get())}</h3>
                    <div class="rules-tabs" role="tablist" aria-label=move || edition.name(lang.get())>
                        {edition.playable().into_iter().map(|id| view! {
                            <button role="tab" data-testid=format!("rules-tab-{id}") aria-selected=move || (chosen.get() == id).to_string() on:click=move |_| chosen.set(id)>
                                {move || game_name(lang.get(), id)}
                            </button>
                        }).collect_view()}
                    </div>
                </div>
            }).collect_view()}
            <h2 class="rules-title">{move || full_name(lang.get(), chosen.get())}</h2>
            {move || summary(lang.get(), chosen.get()).into_iter().map(|p| view! {
                <p class:house=p.starts_with('(')>{p}</p>
            }).collect_view()}
            {move || deck_list(lang.get(), chosen.get())}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::presets::PRESET_IDS;

    #[test]
    fn every_playable_preset_has_a_page_in_both_languages_with_house_rules_marked() {
        for id in PRESET_IDS
            .into_iter()
            .filter(|id| preset(id).is_some_and(|r| r.implemented))
        {
            let (en, fr) = (summary(Lang::En, id), summary(Lang::Fr, id));
            assert!(en.len() > 4 && en.len() == fr.len(), "{id}");
            let house_en = en.iter().filter(|p| p.starts_with("(house)")).count();
            let house_fr = fr.iter().filter(|p| p.starts_with("(maison)")).count();
            assert_eq!(house_en, house_fr, "{id}");
        }
    }
}
