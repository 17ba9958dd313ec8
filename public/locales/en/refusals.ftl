# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = The game is over.
refusal-wrong-phase = That cannot be done at this step of the turn.
refusal-unknown-territory = That territory is not on this board.
refusal-already-claimed = That territory is already taken: choose an empty one.
refusal-unclaimed-territories-remain = Empty territories remain: claim one of them first.
refusal-not-your-territory = That territory is not yours.
refusal-not-neutral-territory = This army belongs to the neutral player: place it on one of its territories.
refusal-no-armies-left = You have no armies left to place.
refusal-bad-army-count = Place at least one army, and no more than you have.
refusal-territory-full = That territory already holds as many armies as it may.
refusal-must-trade-cards = You hold 5 cards or more: trade a set first.
refusal-card-not-in-hand = Those cards are not all in your hand.
refusal-not-a-set = Those three cards are not a set: three of a kind, one of each, or two and a joker.
refusal-no-trade-now = Cards cannot be traded now.
refusal-attack-own-territory = You cannot attack your own side's territory.
refusal-not-adjacent = Those two territories do not border each other.
refusal-too-many-attack-dice = Roll fewer dice: one army must stay behind for each die you roll, plus one.
refusal-bad-defence-dice = Defend with 1 or 2 dice, and with 2 only if you have at least 2 armies.
refusal-not-enough-armies = This territory has only 1 army left: it can no longer attack.
refusal-ally-step-first = First end your attack: the other player then takes the ally's turn, and you may attack again after.
refusal-no-enemy-neighbour = That territory has no enemy neighbour to attack: choose one on a front line.
refusal-elimination-too-early = No player may be knocked out before the end of the fourth round.
refusal-bad-move-count = Move in at least as many armies as dice rolled, and leave one behind.
refusal-bad-fortify = Move armies only between your own connected territories, and leave one behind.
# The same under the rule of one move between two bordering territories (001, 002, 004, 000).
refusal-bad-fortify-adjacent = Move armies only between two bordering territories of yours, and leave one behind.
refusal-reserve-not-placed = Place all your new armies first.
refusal-record-mismatch = This saved game does not fit its own moves.
refusal-no-such-die = There is no such attack die.
refusal-commander-used = The Commander changes only one die a turn.
refusal-no-reroll-card = A die is re-rolled once a battle, with a card showing one of the two territories.
refusal-no-such-objective = There is no such objective.
refusal-objective-already-claimed = That objective has already been claimed.
refusal-one-objective-per-turn = Only one objective can be claimed a turn.
refusal-not-the-objectives-moment = That objective is claimed at another moment of the turn.
refusal-objective-not-met = That objective is not reached yet.
refusal-no-independent-to-influence = There is no independent to give that card to.
refusal-independent-has-five-cards = That independent already holds 5 cards and can no longer be won over.
refusal-allies-reinforce-before-combat = Allies are reinforced after your own armies and before any battle.
refusal-not-your-ally = That independent is not your ally.
refusal-ally-already-reinforced = Each ally rolls one reinforcement die a turn.
refusal-end-the-attack-first = End the attack before moving armies.
refusal-not-in-this-game = This game has no sesterces, shop or potions.
refusal-bad-sesterce-count = Cash between 2 and 10 sesterces at once.
refusal-already-cashed = Sesterces are cashed once a turn, while reinforcing.
refusal-not-enough-sesterces = You do not have enough sesterces.
refusal-shop-closed = The shop is open while reinforcing, before your first invasion.
refusal-already-equipped = A territory holds one sword and one shield at most.
refusal-too-many-missions = You may hold three missions at most.
refusal-no-missions-left = The mission pile is empty.
refusal-potion-not-in-hand = That potion card is not in your hand.
refusal-potion-not-now = That potion card is not played at this moment.
refusal-one-potion-per-turn = One potion card a turn, defence cards apart.
refusal-bad-potion-target = Sabotage needs an opponent's territory with a sword or a shield.
refusal-not-enough-points = Mercenaries cost a victory point you do not have.
refusal-already-guarded = One defence potion per territory a turn.

## A game that cannot start

refusal-setup-player-count = This game is for { $min } to { $max } players.
refusal-setup-repeated-colour = Each player needs a colour of their own.
refusal-setup-not-playable = This game cannot be played in this version.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = the data is damaged, or it is not a Lamorisse game.
refusal-replay-newer = it was saved by a newer version of Lamorisse: update the app to open it.
refusal-replay-illegal = move { $move } is against the rules. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = This file was not imported: { $reason }
ui-saved-game-not-read = This saved game could not be read, so it was not loaded; it was left as it is: { $reason }
ui-game-not-replayable = This game cannot be replayed: { $reason }
ui-log-not-exported = The log cannot be exported: { $reason }
ui-statistics-not-drawn = The statistics cannot be drawn: { $reason }
