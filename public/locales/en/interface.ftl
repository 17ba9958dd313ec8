# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.

## src/ui/app/title.rs

ui-join-a-table = Join a table
ui-boards = Boards
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Region bonuses

## src/ui/board/drawings.rs

ui-unfolding-the-board = Unfolding the board…
ui-the-board-could-not-be-loaded = The board could not be loaded: is this device online?
ui-try-again = Try again

## src/ui/board/land.rs

ui-board = Board:
ui-sword = , sword
ui-shield = , shield

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Show the map’s picture

## src/ui/link/dialog.rs

ui-phones = Phones…
ui-play-on-a-phone = Play on a phone

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Replay

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Replay controls
ui-to-the-start = To the start
ui-one-step-back = One step back
ui-pause = Pause
ui-play = Play
ui-one-step-forward = One step forward
ui-to-the-end = To the end
ui-speed = Speed
ui-statistics = Statistics
ui-step = Step

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Headquarters:
ui-nothing = nothing
ui-dice-of-this-step = Dice of this step
ui-attack-die = Attack die
ui-defence-die = Defence die
ui-no-dice-at-this-step = No dice at this step.
ui-reveal-all-hands-and-missions = Reveal all hands and missions
ui-reveal-all-hands-and-missions-2 = Reveal all hands and missions?
ui-everyone-s-cards-and-missions-will = Everyone's cards and missions will show. Is everyone at the table happy to see them?
ui-show-them = Show them
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Cancel

## src/ui/rules_pages.rs

ui-the-games = The games
ui-opening-the-rules = Opening the rules…
ui-the-rules-could-not-be-loaded = The rules pages could not be loaded. Open Lamorisse once while online and they stay on this device.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = The browser's storage is full or disabled: nothing was saved, and your other saves are untouched.
ui-game-imported = Game imported.
ui-saved-games = Saved games
ui-import-a-game = Import a game
ui-replay-a-game-file = Replay a game file
ui-turn = turn
ui-load = Load
ui-replay-2 = Replay
ui-delete-this-save = Delete this save
ui-saved = Saved.
ui-save = Save
ui-export = Export
ui-export-the-log = Export the log

## src/ui/settings.rs

ui-settings = Settings
ui-animation-speed = Animation speed
ui-animation-normal = Normal
ui-animation-fast = Fast
ui-animation-off = Off
ui-dice-sound = Dice sound
ui-shapes-on-player-colours-colour-blind = Shapes on player colours (colour-blind patterns)
ui-a-what-would-the-bot-do = A "What would the bot do?" button during your turns
ui-phones-in-another-place-find-the = Phones in another place: find the way through a public STUN server (stun.l.google.com, needs the internet)
ui-the-browser-refused-to-remember-these = The browser refused to remember these settings.

## src/ui/stats_panel.rs

ui-territories = Territories
ui-armies = Armies
ui-reinforcements-received = Reinforcements received
ui-cards-traded = Cards traded
ui-dice-rolled = Dice rolled
ui-points = Points
ui-turns-played = Turns played
ui-by-round = by round
ui-rounds-played = Rounds played
ui-by-turn = by turn
ui-luck-at-the-dice = Luck at the dice
ui-armies-lost-in-battle-beyond-what = Armies lost in battle beyond what the exact odds expected: to the right unlucky, to the left lucky.
ui-no-battle-yet = No battle yet.
ui-figure-shown = Figure shown
ui-figures = Figures
ui-close = Close

## src/ui/table/banner.rs

ui-is-claiming-a-territory = is claiming a territory…
ui-is-placing-a-starting-army = is placing a starting army…
ui-is-choosing-in-secret = is choosing in secret…
ui-is-placing-reinforcements = is placing reinforcements…
ui-is-attacking = is attacking…
ui-is-moving-in = is moving in…
ui-is-moving-armies = is moving armies…
ui-has-finished = has finished.
ui-is-playing-the-ally = is playing the ally…
ui-bot = bot
ui-choose-your-dice-then-roll-or = Choose your dice, then roll or blitz; or retreat.
ui-attack-tap-one-of-your-territories = Attack — tap one of your territories, then a neighbour of your opponent's or the ally's. Ending the attack hands the ally to your opponent.
ui-your-initiative-again-attack-with-your = Your initiative again: attack with your own armies, or end the attack.
ui-your-move-is-made-end-the = Your move is made: end the turn, or undo the move.
ui-fortify-move-armies-along-a-path = Fortify — move armies along a path of your own territories, as often as you like; then end the turn.
ui-choose-your-capital-in-secret-tap = Choose your capital in secret — tap one of your territories, then confirm. It stays secret until someone takes it.
ui-fortify-move-armies-once-along-a = Fortify — move armies once, along a path of your own territories, or end the turn.
ui-move-armies-once-through-your-team = Move armies once, through your team's territories, into yours or your teammate's; then end the turn.
ui-you-took-their-cards-you-may = You took their cards — you may trade a set now, before your next battle.

## src/ui/table/battle.rs

ui-armies-moving-in = Armies moving in
ui-move-in = Move in
ui-armies-to-move = Armies to move
ui-move = Move

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Attack with
ui-roll = Roll
ui-blitz = Blitz
ui-retreat = Retreat
ui-blitz-stops-at = Blitz stops at

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = the attacker loses an army
ui-the-defender-loses-an-army = the defender loses an army

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = The defender's dice
ui-how-many-dice-do-you-defend = How many dice do you defend with?
ui-defend-with = Defend with
ui-hand-the-tablet-back = Hand the tablet back

## src/ui/table/battlefield.rs

ui-the-last-roll = The last roll
ui-battlefield = Battlefield

## src/ui/table/cards.rs

ui-infantry = infantry
ui-cavalry = cavalry
ui-artillery = artillery
ui-joker = joker
ui-no-cards-yet-you-draw-one = No cards yet: you draw one at the end of this turn.
ui-no-cards-yet-conquer-a-territory = No cards yet: conquer a territory this turn to draw one.
ui-no-cards-in-hand-you-draw = No cards in hand: you draw one at the end of this turn.
ui-no-cards-in-hand-conquer-a = No cards in hand: conquer a territory this turn to draw one.
ui-on = on
ui-your-cards = Your cards
ui-trade = Trade
ui-mission = Mission
ui-hide-my-mission = Hide my mission
ui-hide-my-missions = Hide my missions
ui-show-my-mission = Show my mission
ui-show-my-missions = Show my missions

## src/ui/table/empire.rs

ui-players-boards = Players' boards
ui-victory-points = Victory points
ui-purse-and-shop = Purse and shop
ui-purse = Purse
ui-sesterces-to-cash = Sesterces to cash
ui-fewer-sesterces = Fewer sesterces
ui-more-sesterces = More sesterces
ui-shop = Shop
ui-select-one-of-your-territories-for = Select one of your territories for a sword or a shield (2 sesterces each).
ui-sword-2 = Sword (2)
ui-shield-2 = Shield (2)
ui-new-mission-1 = New mission (1)
ui-your-potion-cards = Your potion cards
ui-hide-my-potions = Hide my potions
ui-show-my-potions = Show my potions
ui-show-my-potions-and-mission-swaps = Show my potions and mission swaps
ui-play-2 = Play
ui-swap-a-mission-1-sesterce = Swap a mission (1 sesterce)

## src/ui/table/game_bar.rs

ui-undo = Undo
ui-skip-to-my-turn = Skip to my turn

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = A defence potion?
ui-the-game-waits-for-your-answer = The game waits for your answer.
ui-no-potion = No potion

## src/ui/table/handoff.rs

ui-pass-the-tablet = Pass the tablet
ui-your-pin = Your PIN
ui-type-your-pin-first = Type your PIN first.
ui-that-pin-is-not-right = That PIN is not right.

## src/ui/table/headquarters.rs

ui-your-capital = Your capital:
ui-your-headquarters = Your headquarters:
ui-tap-one-of-your-territories = Tap one of your territories.
ui-confirm-my-capital = Confirm my capital
ui-confirm-my-headquarters = Confirm my headquarters
ui-by = by
ui-capitals-taken = Capitals taken
ui-headquarters-2 = Headquarters
ui-hide-my-capital = Hide my capital
ui-show-my-capital = Show my capital

## src/ui/table/hint.rs

ui-what-would-the-bot-do = What would the bot do?

## src/ui/table/independents.rs

ui-destroyed = destroyed
ui-neutral = neutral
ui-cards = cards
ui-independents = Independents
ui-roll-reinforcements-for-your-ally = Roll reinforcements for your ally

## src/ui/table/objectives.rs

ui-hide-my-objectives = Hide my objectives
ui-show-my-objectives = Show my objectives
ui-an-objective-can-be-claimed-now = An objective can be claimed now.
ui-claimed = Claimed
ui-claim-this-objective = Claim this objective
ui-objectives = Objectives
ui-still-to-do-shown-to-all = Still to do, shown to all:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Cards, log and saves

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = easy bot
ui-normal-bot = normal bot
ui-hard-bot = hard bot
ui-expert-bot = expert bot

## src/ui/table/players/chip_view.rs

ui-is-thinking = is thinking
ui-territories-2 = territories
ui-armies-2 = armies
ui-points-2 = points

## src/ui/table/players/mod.rs

ui-players = Players
ui-territories-3 = ▦ territories
ui-armies-3 = ● armies
ui-cards-2 = ▭ cards
ui-points-3 = ★ points

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Choose an attack die, then:
ui-re-roll-it = Re-roll it
ui-commander-make-it-a-6 = Commander: make it a 6
ui-decide-the-battle = Decide the battle

## src/ui/table/sheet.rs

ui-lower-the-controls = Lower the controls
ui-show-all-the-controls = Show all the controls

## src/ui/table/steps.rs

ui-armies-per-tap = Armies per tap
ui-fewer-per-tap = Fewer per tap
ui-per-tap = per tap
ui-more-per-tap = More per tap
ui-end-the-ally-s-turn = End the ally's turn
ui-end-attack = End attack
ui-end-turn = End turn

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = An opponent is eliminated: the team wins.
ui-four-objectives-achieved = Four objectives achieved:
ui-every-other-player-is-eliminated = Every other player is eliminated.
ui-mission-accomplished = Mission accomplished:
ui-enemy-headquarters-taken-and-their-own = Enemy headquarters taken, and their own held.
ui-the-opponent-is-eliminated = The opponent is eliminated.
ui-every-enemy-army-is-destroyed = Every enemy army is destroyed.

## src/ui/table/story/victory.rs

ui-win = win!
ui-winner = Winner
ui-still-in = Still in
ui-player = Player
ui-result = Result
ui-summary = Summary
ui-back-to-the-summary = Back to the summary
ui-see-the-final-map = See the final map
ui-watch-the-replay = Watch the replay
ui-new-game-same-players = New game, same players
ui-back-to-the-start = Back to the start

## src/ui/table/story.rs

ui-game-log = Game log
ui-victory = Victory

## src/ui/table/teams.rs

ui-teams = Teams
ui-team = Team
ui-place-and-manoeuvre-into-your-teammate = Place and manoeuvre into your teammate's territories too; the one with more armies in a shared territory controls it, nobody on a tie. The first team to eliminate an opponent wins.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Golden cavalier
ui-what-a-set-is-worth = What a set is worth
ui-value-of-the-next-set = Value of the next set
ui-the-golden-cavalier = The golden cavalier
ui-one-of-each = one of each
ui-a-joker-and-a-pair = a joker and a pair

## src/ui/wizard/board.rs

ui-board-2 = Board
ui-the-rules-own-board = The rules’ own board

## src/ui/wizard/games.rs

ui-edition = Edition
ui-game = Game

## src/ui/wizard/mod.rs

ui-new-game = New game
ui-start-the-game = Start the game

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Deal and auto-place the armies
ui-players-join-on-their-own-phones = Players join on their own phones (a QR code each once the game starts)
ui-shorter-game-any-2-enemy-headquarters = Shorter game: any 2 enemy headquarters with 4 players, any 3 with 5 or 6
ui-advanced = Advanced
ui-progressive-reinforcements-every-set-worth-4 = Progressive reinforcements: every set worth 4, 6, 8, 10, 12, 15, 20… by the order of trades
ui-defenders-choose-their-dice-hand-the = Defenders choose their dice (hand the tablet over)
ui-game-number-to-deal-the-same = Game number, to deal the same game again (leave empty for a new deal)
ui-rules-for-experts = Rules for experts
ui-expert-plus-one = Sets worth 4, 5, 6… (one more each time)
ui-expert-connected = Fortify as often as you like, along your own territories
ui-expert-twelve = At most 12 armies on a territory (armies with nowhere to go are lost)
ui-expert-reroll = Re-roll one attack die per battle with a card showing either territory
ui-expert-commander = The Commander: once a turn, turn an attack die to 6

## src/ui/wizard/seats.rs

ui-colour-of-player = Colour of player
ui-who-plays-seat = Who plays seat
ui-name-of-player = Name of player
ui-pin = PIN
ui-optional-4-digit-pin-of-player = Optional 4-digit PIN of player

## src/ui/wizard/words.rs

ui-human = Human
ui-bot-easy = Bot: easy
ui-bot-normal = Bot: normal
ui-bot-hard = Bot: hard
ui-bot-expert = Bot: expert
ui-parker-1993-conquer-the-world-sets = Parker 1993: conquer the world; sets escalate 4, 6, 8…
ui-parker-1993-for-2-players-a = Parker 1993 for 2 players: a neutral army stands between you.
ui-parker-1993-capital-risk-take-the = Parker 1993 Capital Risk: take the enemy headquarters and keep your own.
ui-parker-1993-secret-mission-complete-your = Parker 1993 Secret Mission: complete your mission first.
ui-risk-mission-2010s-four-secret-objectives = Risk Mission (2010s): four secret objectives of rising rank; claim one a turn.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoléon (1999): a secret mission each on the map of Europe in 1810, claimed in your own turn.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoléon (1999): conquer Europe in 1810, 2 to 6 players (two with a neutral army).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoléon (1999) capitals: a secret capital each; take one and its owner's whole army is yours.
ui-risk-asterix-battle-for-the-roman = Risk Astérix, Battle for the Roman Empire: leaders, sesterces, potions and secret missions; 10 victory points win.
ui-risk-asterix-conquest-conquer-the-whole = Risk Astérix, Conquest: conquer the whole Roman Empire, with sesterces and potions but no leaders.
ui-risk-napoleon-1999-for-2-players = Risk Napoléon (1999) for 2 players: a neutral army gets half of your reinforcements, placed by your opponent.
ui-risk-in-teams-2010s-seats-1 = Risk in teams (2010s): seats 1 and 3 against 2 and 4; the first team to eliminate an opponent wins.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde for 2: buy the two independents with cards and fight with them.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde for 2: two passive independents block the way.
ui-miro-1975-a-secret-objective-each = Miro 1975: a secret objective each; nobody out before round 5.
ui-miro-1975-conquer-the-world-rising = Miro 1975, conquer the world: rising sets, the last player standing wins.
ui-miro-1975-for-2-an-allied = Miro 1975 for 2: an allied force that your opponent plays against you.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (2010s): the golden cavalier, 3 or 4 players.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = attacks
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = The world-conquest board game, five editions in one
ui-language-switch = Language
ui-board-name = Board of the world
ui-continents-chart = Continent bonuses
ui-tap-a-territory = Tap a territory to see its borders.
ui-borders = Borders
ui-bonus-armies = armies
ui-back = Back
ui-storage-refused = This browser refused to remember the language.
ui-language-not-loaded = This language could not be loaded. Check the connection and try again.
ui-continue = Continue
ui-rules = Rules
ui-zoom = Zoom
ui-zoom-in = Zoom in
ui-zoom-out = Zoom out
ui-zoom-reset = Show the whole board
ui-storage-full = The browser's storage is full: this game is not being saved, but play goes on.
ui-changed-in-another-tab = The game was changed in another tab: this tab stopped saving, so the two games do not overwrite each other. Play goes on here without saving.
ui-save-here-again = Save this tab's game instead
ui-autosave-unreadable = The saved game could not be read; it was left untouched.
