# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.

## src/ui/app/title.rs

ui-join-a-table = Aan tafel aanschuiven
ui-boards = Speelborden
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Bonus per regio

## src/ui/board/drawings.rs

ui-unfolding-the-board = Het speelbord wordt uitgevouwen…
ui-the-board-could-not-be-loaded = Het speelbord kon niet worden geladen: is dit apparaat online?
ui-try-again = Opnieuw proberen

## src/ui/board/land.rs

ui-board = Speelbord:
ui-sword = , zwaard
ui-shield = , schild

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = De afbeelding van de kaart tonen

## src/ui/link/dialog.rs

ui-phones = Telefoons…
ui-play-on-a-phone = Op een telefoon spelen

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Herhaling

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Bediening van de herhaling
ui-to-the-start = Naar het begin
ui-one-step-back = Eén stap terug
ui-pause = Pauze
ui-play = Afspelen
ui-one-step-forward = Eén stap vooruit
ui-to-the-end = Naar het eind
ui-speed = Snelheid
ui-statistics = Statistieken
ui-step = Stap

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Hoofdkwartier:
ui-nothing = niets
ui-dice-of-this-step = Dobbelstenen van deze stap
ui-attack-die = Aanvalsdobbelsteen
ui-defence-die = Verdedigingsdobbelsteen
ui-no-dice-at-this-step = Geen dobbelstenen bij deze stap.
ui-reveal-all-hands-and-missions = Alle kaarten en opdrachten onthullen
ui-reveal-all-hands-and-missions-2 = Alle kaarten en opdrachten onthullen?
ui-everyone-s-cards-and-missions-will = Ieders kaarten en opdrachten worden getoond. Vindt iedereen aan tafel het goed om ze te zien?
ui-show-them = Tonen
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Annuleren

## src/ui/rules_pages.rs

ui-the-games = De spellen
ui-opening-the-rules = De regels worden geopend…
ui-the-rules-could-not-be-loaded = De regelpagina’s konden niet worden geladen. Open Lamorisse één keer terwijl je online bent, dan blijven ze op dit apparaat staan.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = De opslag van de browser is vol of uitgeschakeld: er is niets opgeslagen, en je andere opgeslagen spellen zijn niet aangetast.
ui-game-imported = Spel geïmporteerd.
ui-saved-games = Opgeslagen spellen
ui-import-a-game = Een spel importeren
ui-replay-a-game-file = Een spel uit een bestand herbekijken
ui-turn = beurt
ui-load = Laden
ui-replay-2 = Herbekijken
ui-delete-this-save = Dit opgeslagen spel verwijderen
ui-saved = Opgeslagen.
ui-save = Opslaan
ui-export = Exporteren
ui-export-the-log = Het verslag exporteren

## src/ui/settings.rs

ui-settings = Instellingen
ui-animation-speed = Snelheid van de animaties
ui-animation-normal = Normaal
ui-animation-fast = Snel
ui-animation-off = Uit
ui-dice-sound = Geluid van de dobbelstenen
ui-shapes-on-player-colours-colour-blind = Vormen op de spelerskleuren (patronen voor kleurenblinden)
ui-a-what-would-the-bot-do = Een knop “Wat zou de bot doen?” tijdens je beurten
ui-phones-in-another-place-find-the = Telefoons op een andere locatie: verbinden via een openbare STUN-server (stun.l.google.com, vereist internet)
ui-the-browser-refused-to-remember-these = De browser weigerde deze instellingen te onthouden.

## src/ui/stats_panel.rs

ui-territories = Gebieden
ui-armies = Legers
ui-reinforcements-received = Ontvangen versterkingen
ui-cards-traded = Ingeruilde kaarten
ui-dice-rolled = Gegooide dobbelstenen
ui-points = Punten
ui-turns-played = Gespeelde beurten
ui-by-round = per ronde
ui-rounds-played = Gespeelde rondes
ui-by-turn = per beurt
ui-luck-at-the-dice = Geluk met de dobbelstenen
ui-armies-lost-in-battle-beyond-what = Legers die in gevechten meer verloren gingen dan de exacte kansen voorspelden: naar rechts pech, naar links geluk.
ui-no-battle-yet = Nog geen gevecht.
ui-figure-shown = Getoonde statistiek
ui-figures = Cijfers
ui-close = Sluiten

## src/ui/table/banner.rs

ui-is-claiming-a-territory = bezet een gebied…
ui-is-placing-a-starting-army = plaatst een startleger…
ui-is-choosing-in-secret = kiest in het geheim…
ui-is-placing-reinforcements = plaatst versterkingen…
ui-is-attacking = valt aan…
ui-is-moving-in = rukt op naar het veroverde gebied…
ui-is-moving-armies = verplaatst legers…
ui-has-finished = is klaar.
ui-is-playing-the-ally = speelt de bondgenoot…
ui-bot = bot
ui-choose-your-dice-then-roll-or = Kies je dobbelstenen en gooi of blitz; of trek je terug.
ui-attack-tap-one-of-your-territories = Aanvallen — tik op een van je gebieden, dan op een buurgebied van je tegenstander of van de bondgenoot. Als je de aanval beëindigt, gaat de bondgenoot naar je tegenstander.
ui-your-initiative-again-attack-with-your = Je hebt weer het initiatief: val aan met je eigen legers, of beëindig de aanval.
ui-your-move-is-made-end-the = Je verplaatsing is gedaan: beëindig de beurt, of maak de verplaatsing ongedaan.
ui-fortify-move-armies-along-a-path = Verplaatsen — verplaats legers langs een pad van je eigen gebieden, zo vaak als je wilt; beëindig daarna de beurt.
ui-choose-your-capital-in-secret-tap = Kies in het geheim je hoofdstad — tik op een van je gebieden en bevestig. Je keuze blijft geheim tot iemand de stad verovert.
ui-fortify-move-armies-once-along-a = Verplaatsen — verplaats één keer legers langs een pad van je eigen gebieden, of beëindig de beurt.
ui-move-armies-once-through-your-team = Verplaats één keer legers, via de gebieden van je team, naar die van jou of van je teamgenoot; beëindig daarna de beurt.
ui-you-took-their-cards-you-may = Je hebt hun kaarten buitgemaakt — je mag nu een set inruilen, vóór je volgende gevecht.

## src/ui/table/battle.rs

ui-armies-moving-in = Legers die oprukken
ui-move-in = Oprukken
ui-armies-to-move = Te verplaatsen legers
ui-move = Verplaatsen

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Aanvallen met
ui-roll = Gooien
ui-blitz = Blitz
ui-retreat = Terugtrekken
ui-blitz-stops-at = Blitz stopt bij

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = de aanvaller verliest een leger
ui-the-defender-loses-an-army = de verdediger verliest een leger

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = De dobbelstenen van de verdediger
ui-how-many-dice-do-you-defend = Met hoeveel dobbelstenen verdedig je?
ui-defend-with = Verdedigen met
ui-hand-the-tablet-back = Geef de tablet terug

## src/ui/table/battlefield.rs

ui-the-last-roll = De laatste worp
ui-battlefield = Slagveld

## src/ui/table/cards.rs

ui-infantry = infanterie
ui-cavalry = cavalerie
ui-artillery = artillerie
ui-joker = joker
ui-no-cards-yet-you-draw-one = Nog geen kaarten: je trekt er een aan het eind van deze beurt.
ui-no-cards-yet-conquer-a-territory = Nog geen kaarten: verover deze beurt een gebied om er een te trekken.
ui-no-cards-in-hand-you-draw = Geen kaarten in je hand: je trekt er een aan het eind van deze beurt.
ui-no-cards-in-hand-conquer-a = Geen kaarten in je hand: verover deze beurt een gebied om er een te trekken.
ui-on = op
ui-your-cards = Je kaarten
ui-trade = Inruilen
ui-mission = Opdracht
ui-hide-my-mission = Mijn opdracht verbergen
ui-hide-my-missions = Mijn opdrachten verbergen
ui-show-my-mission = Mijn opdracht tonen
ui-show-my-missions = Mijn opdrachten tonen

## src/ui/table/empire.rs

ui-players-boards = Spelersborden
ui-victory-points = Overwinningspunten
ui-purse-and-shop = Buidel en winkel
ui-purse = Buidel
ui-sesterces-to-cash = In te wisselen sestertiën
ui-fewer-sesterces = Minder sestertiën
ui-more-sesterces = Meer sestertiën
ui-shop = Winkel
ui-select-one-of-your-territories-for = Kies een van je gebieden voor een zwaard of een schild (2 sestertiën per stuk).
ui-sword-2 = Zwaard (2)
ui-shield-2 = Schild (2)
ui-new-mission-1 = Nieuwe opdracht (1)
ui-your-potion-cards = Je toverdrankkaarten
ui-hide-my-potions = Mijn toverdranken verbergen
ui-show-my-potions = Mijn toverdranken tonen
ui-show-my-potions-and-mission-swaps = Mijn toverdranken en het ruilen van opdrachten tonen
ui-play-2 = Spelen
ui-swap-a-mission-1-sesterce = Een opdracht ruilen (1 sestertie)

## src/ui/table/game_bar.rs

ui-undo = Ongedaan maken
ui-skip-to-my-turn = Door naar mijn beurt

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = Een verdedigende toverdrank?
ui-the-game-waits-for-your-answer = Het spel wacht op je antwoord.
ui-no-potion = Geen toverdrank

## src/ui/table/handoff.rs

ui-pass-the-tablet = Geef de tablet door
ui-your-pin = Je pincode
ui-type-your-pin-first = Typ eerst je pincode.
ui-that-pin-is-not-right = Die pincode klopt niet.

## src/ui/table/headquarters.rs

ui-your-capital = Je hoofdstad:
ui-your-headquarters = Je hoofdkwartier:
ui-tap-one-of-your-territories = Tik op een van je gebieden.
ui-confirm-my-capital = Mijn hoofdstad bevestigen
ui-confirm-my-headquarters = Mijn hoofdkwartier bevestigen
ui-by = door
ui-capitals-taken = Veroverde hoofdsteden
ui-headquarters-2 = Hoofdkwartieren
ui-hide-my-capital = Mijn hoofdstad verbergen
ui-show-my-capital = Mijn hoofdstad tonen

## src/ui/table/hint.rs

ui-what-would-the-bot-do = Wat zou de bot doen?

## src/ui/table/independents.rs

ui-destroyed = vernietigd
ui-neutral = neutraal
ui-cards = kaarten
ui-independents = Onafhankelijken
ui-roll-reinforcements-for-your-ally = Gooi voor de versterkingen van je bondgenoot

## src/ui/table/objectives.rs

ui-hide-my-objectives = Mijn doelen verbergen
ui-show-my-objectives = Mijn doelen tonen
ui-an-objective-can-be-claimed-now = Er kan nu een doel worden opgeëist.
ui-claimed = Opgeëist
ui-claim-this-objective = Dit doel opeisen
ui-objectives = Doelen
ui-still-to-do-shown-to-all = Nog te doen, voor iedereen zichtbaar:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Kaarten, verslag en opgeslagen spellen

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = makkelijke bot
ui-normal-bot = normale bot
ui-hard-bot = moeilijke bot
ui-expert-bot = expert-bot

## src/ui/table/players/chip_view.rs

ui-is-thinking = denkt na
ui-territories-2 = gebieden
ui-armies-2 = legers
ui-points-2 = punten

## src/ui/table/players/mod.rs

ui-players = Spelers
ui-territories-3 = ▦ gebieden
ui-armies-3 = ● legers
ui-cards-2 = ▭ kaarten
ui-points-3 = ★ punten

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Kies een aanvalsdobbelsteen en dan:
ui-re-roll-it = Opnieuw gooien
ui-commander-make-it-a-6 = Commandant: maak er een 6 van
ui-decide-the-battle = Het gevecht beslissen

## src/ui/table/sheet.rs

ui-lower-the-controls = Bediening inklappen
ui-show-all-the-controls = Alle bediening tonen

## src/ui/table/steps.rs

ui-armies-per-tap = Legers per tik
ui-fewer-per-tap = Minder per tik
ui-per-tap = per tik
ui-more-per-tap = Meer per tik
ui-end-the-ally-s-turn = Beurt van de bondgenoot beëindigen
ui-end-attack = Aanval beëindigen
ui-end-turn = Beurt beëindigen

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Een tegenstander is uitgeschakeld: het team wint.
ui-four-objectives-achieved = Vier doelen bereikt:
ui-every-other-player-is-eliminated = Alle andere spelers zijn uitgeschakeld.
ui-mission-accomplished = Opdracht volbracht:
ui-enemy-headquarters-taken-and-their-own = Vijandelijke hoofdkwartieren veroverd en het eigen hoofdkwartier behouden.
ui-the-opponent-is-eliminated = De tegenstander is uitgeschakeld.
ui-every-enemy-army-is-destroyed = Alle vijandelijke legers zijn vernietigd.

## src/ui/table/story/victory.rs

ui-win = winnen!
ui-winner = Winnaar
ui-still-in = Nog in het spel
ui-player = Speler
ui-result = Uitslag
ui-summary = Overzicht
ui-back-to-the-summary = Terug naar het overzicht
ui-see-the-final-map = De eindstand op de kaart bekijken
ui-watch-the-replay = De herhaling bekijken
ui-new-game-same-players = Nieuw spel, dezelfde spelers
ui-back-to-the-start = Terug naar het begin

## src/ui/table/story.rs

ui-game-log = Spelverslag
ui-victory = Overwinning

## src/ui/table/teams.rs

ui-teams = Teams
ui-team = Team
ui-place-and-manoeuvre-into-your-teammate = Je mag ook versterken en verplaatsen in de gebieden van je teamgenoot; wie de meeste legers heeft in een gedeeld gebied, heeft het in handen, bij gelijkspel niemand. Het eerste team dat een tegenstander uitschakelt, wint.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Gouden Cavalerist
ui-what-a-set-is-worth = Wat een set oplevert
ui-value-of-the-next-set = Waarde van de volgende set
ui-the-golden-cavalier = De Gouden Cavalerist
ui-one-of-each = één van elk
ui-a-joker-and-a-pair = een joker en een paar

## src/ui/wizard/board.rs

ui-board-2 = Speelbord
ui-the-rules-own-board = Het bijbehorende speelbord

## src/ui/wizard/games.rs

ui-edition = Editie
ui-game = Spel

## src/ui/wizard/mod.rs

ui-new-game = Nieuw spel
ui-start-the-game = Het spel starten

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = De gebieden verdelen en de legers automatisch plaatsen
ui-players-join-on-their-own-phones = Spelers doen mee op hun eigen telefoon (ieder een QR-code zodra het spel begint)
ui-shorter-game-any-2-enemy-headquarters = Korter spel: 2 vijandelijke hoofdkwartieren naar keuze met 4 spelers, 3 met 5 of 6
ui-advanced = Geavanceerd
ui-progressive-reinforcements-every-set-worth-4 = Oplopende versterkingen: elke set levert 4, 6, 8, 10, 12, 15, 20… op, in de volgorde waarin ze worden ingeruild
ui-defenders-choose-their-dice-hand-the = Verdedigers kiezen hun dobbelstenen (geef de tablet door)
ui-game-number-to-deal-the-same = Spelnummer, om hetzelfde spel opnieuw te verdelen (leeg laten voor een nieuwe verdeling)
ui-rules-for-experts = Regels voor experts
ui-expert-plus-one = Sets die 4, 5, 6… opleveren (telkens één leger meer)
ui-expert-connected = Verplaatsen zo vaak als je wilt, langs je eigen gebieden
ui-expert-twelve = Hoogstens 12 legers op een gebied (legers die nergens heen kunnen, gaan verloren)
ui-expert-reroll = Eén aanvalsdobbelsteen per gevecht opnieuw gooien met een kaart van een van beide gebieden
ui-expert-commander = De Commandant: één keer per beurt een aanvalsdobbelsteen op 6 zetten

## src/ui/wizard/seats.rs

ui-colour-of-player = Kleur van speler
ui-who-plays-seat = Wie speelt op plaats
ui-name-of-player = Naam van speler
ui-pin = Pincode
ui-optional-4-digit-pin-of-player = Optionele viercijferige pincode van speler

## src/ui/wizard/words.rs

ui-human = Mens
ui-bot-easy = Bot: makkelijk
ui-bot-normal = Bot: normaal
ui-bot-hard = Bot: moeilijk
ui-bot-expert = Bot: expert
ui-parker-1993-conquer-the-world-sets = Parker 1993: verover de wereld; sets stijgen in waarde (4, 6, 8…).
ui-parker-1993-for-2-players-a = Parker 1993 voor 2 spelers: tussen jullie in staat een neutraal leger.
ui-parker-1993-capital-risk-take-the = Parker 1993 Hoofdkwartier-Risk: verover de vijandelijke hoofdkwartieren en behoud je eigen.
ui-parker-1993-secret-mission-complete-your = Parker 1993 Geheime opdrachten: voer als eerste je opdracht uit.
ui-risk-mission-2010s-four-secret-objectives = Opdracht Risk (jaren 2010): vier geheime doelen van oplopende rang; eis er één per beurt op.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoléon (1999): ieder een geheime opdracht op de kaart van Europa in 1810, op te eisen in je eigen beurt.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoléon (1999): verover Europa in 1810, 2 tot 6 spelers (met z’n tweeën met een neutraal leger).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoléon (1999) hoofdsteden: ieder een geheime hoofdstad; verover er een en het hele leger van de eigenaar is van jou.
ui-risk-asterix-battle-for-the-roman = Risk Asterix, Strijd om het Romeinse Rijk: leiders, sestertiën, toverdranken en geheime opdrachten; met 10 overwinningspunten win je.
ui-risk-asterix-conquest-conquer-the-whole = Risk Asterix, Verovering: verover het hele Romeinse Rijk, met sestertiën en toverdranken maar zonder leiders.
ui-risk-napoleon-1999-for-2-players = Risk Napoléon (1999) voor 2 spelers: een neutraal leger krijgt de helft van je versterkingen, geplaatst door je tegenstander.
ui-risk-in-teams-2010s-seats-1 = Risk in teams (jaren 2010): plaats 1 en 3 tegen 2 en 4; het eerste team dat een tegenstander uitschakelt, wint.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde voor 2: haal de twee onafhankelijken met kaarten over en vecht samen met hen.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde voor 2: twee passieve onafhankelijken versperren de weg.
ui-miro-1975-a-secret-objective-each = Miro 1975: ieder een geheim doel; niemand kan voor ronde 5 worden uitgeschakeld.
ui-miro-1975-conquer-the-world-rising = Miro 1975, verover de wereld: oplopende sets, wie als laatste overblijft, wint.
ui-miro-1975-for-2-an-allied = Miro 1975 voor 2: een geallieerd leger dat je tegenstander tegen je inzet.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (jaren 2010): de Gouden Cavalerist, 3 of 4 spelers.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = tegen
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = Het bordspel om de wereld te veroveren, vijf edities in één
ui-language-switch = Taal
ui-board-name = Speelbord van de wereld
ui-continents-chart = Bonus per continent
ui-tap-a-territory = Tik op een gebied om te zien waaraan het grenst.
ui-borders = Buurgebieden
ui-bonus-armies = legers
ui-back = Terug
ui-storage-refused = Deze browser weigerde de taal te onthouden.
ui-language-not-loaded = Deze taal kon niet worden geladen. Controleer de verbinding en probeer het opnieuw.
ui-continue = Doorgaan
ui-rules = Regels
ui-zoom = Zoomen
ui-zoom-in = Inzoomen
ui-zoom-out = Uitzoomen
ui-zoom-reset = Het hele speelbord tonen
ui-storage-full = De opslag van de browser is vol: dit spel wordt niet opgeslagen, maar je kunt verder spelen.
ui-changed-in-another-tab = Het spel is in een ander tabblad gewijzigd: dit tabblad slaat niet meer op, zodat de twee spellen elkaar niet overschrijven. Je speelt hier verder zonder op te slaan.
ui-save-here-again = In plaats daarvan het spel van dit tabblad opslaan
ui-autosave-unreadable = Het opgeslagen spel kon niet worden gelezen; het is ongewijzigd gelaten.
