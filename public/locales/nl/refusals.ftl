# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = Het spel is afgelopen.
refusal-wrong-phase = Dat kan niet in deze fase van de beurt.
refusal-unknown-territory = Dat gebied ligt niet op dit speelbord.
refusal-already-claimed = Dat gebied is al bezet: kies een leeg gebied.
refusal-unclaimed-territories-remain = Er zijn nog lege gebieden: bezet eerst een daarvan.
refusal-not-your-territory = Dat gebied is niet van jou.
refusal-not-neutral-territory = Dit leger is van de neutrale speler: zet het op een van zijn gebieden.
refusal-no-armies-left = Je hebt geen legers meer om te plaatsen.
refusal-bad-army-count = Plaats minstens één leger, en niet meer dan je hebt.
refusal-territory-full = Op dat gebied staan al zoveel legers als er mogen staan.
refusal-must-trade-cards = Je hebt 5 of meer kaarten: ruil eerst een set in.
refusal-card-not-in-hand = Die kaarten heb je niet allemaal in je hand.
refusal-not-a-set = Die drie kaarten vormen geen set: drie dezelfde, één van elk, of twee en een joker.
refusal-no-trade-now = Kaarten kunnen nu niet worden ingeruild.
refusal-attack-own-territory = Je kunt geen gebied van je eigen kant aanvallen.
refusal-not-adjacent = Die twee gebieden grenzen niet aan elkaar.
refusal-too-many-attack-dice = Gooi met minder dobbelstenen: je hebt per dobbelsteen één leger nodig, plus één dat achterblijft.
refusal-bad-defence-dice = Verdedig met 1 of 2 dobbelstenen, en alleen met 2 als je minstens 2 legers hebt.
refusal-not-enough-armies = Op dit gebied staat nog maar 1 leger: het kan niet meer aanvallen.
refusal-ally-step-first = Beëindig eerst je aanval: de andere speler speelt dan de beurt van de bondgenoot, en daarna mag je weer aanvallen.
refusal-no-enemy-neighbour = Dat gebied heeft geen vijandige buur om aan te vallen: kies er een aan het front.
refusal-elimination-too-early = Niemand mag worden uitgeschakeld voor het einde van de vierde ronde.
refusal-bad-move-count = Verplaats minstens evenveel legers als er dobbelstenen zijn gegooid, en laat er één achter.
refusal-bad-fortify = Verplaats legers alleen tussen je eigen verbonden gebieden, en laat er één achter.
refusal-bad-fortify-adjacent = Verplaats legers alleen tussen twee aangrenzende gebieden van jou, en laat er één achter.
refusal-reserve-not-placed = Plaats eerst al je nieuwe legers.
refusal-record-mismatch = Dit opgeslagen spel klopt niet met zijn eigen zetten.
refusal-no-such-die = Die aanvalsdobbelsteen bestaat niet.
refusal-commander-used = De Commandant verandert maar één dobbelsteen per beurt.
refusal-no-reroll-card = Eén keer per gevecht mag een dobbelsteen opnieuw worden gegooid, met een kaart van een van beide gebieden.
refusal-no-such-objective = Dat doel bestaat niet.
refusal-objective-already-claimed = Dat doel is al opgeëist.
refusal-one-objective-per-turn = Er kan maar één doel per beurt worden opgeëist.
refusal-not-the-objectives-moment = Dat doel wordt op een ander moment van de beurt opgeëist.
refusal-objective-not-met = Dat doel is nog niet bereikt.
refusal-no-independent-to-influence = Er is geen onafhankelijke om die kaart aan te geven.
refusal-independent-has-five-cards = Die onafhankelijke heeft al 5 kaarten en kan niet meer worden overgehaald.
refusal-allies-reinforce-before-combat = Bondgenoten krijgen hun versterkingen na jouw legers en voor elk gevecht.
refusal-not-your-ally = Die onafhankelijke is niet je bondgenoot.
refusal-ally-already-reinforced = Elke bondgenoot gooit één versterkingsdobbelsteen per beurt.
refusal-end-the-attack-first = Beëindig de aanval voordat je legers verplaatst.
refusal-not-in-this-game = Dit spel heeft geen sestertiën, winkel of toverdranken.
refusal-bad-sesterce-count = Wissel tussen 2 en 10 sestertiën tegelijk in.
refusal-already-cashed = Sestertiën worden één keer per beurt ingewisseld, tijdens het versterken.
refusal-not-enough-sesterces = Je hebt niet genoeg sestertiën.
refusal-shop-closed = De winkel is open tijdens het versterken, voor je eerste invasie.
refusal-already-equipped = Een gebied kan hoogstens één zwaard en één schild hebben.
refusal-too-many-missions = Je mag hoogstens drie opdrachten hebben.
refusal-no-missions-left = De stapel opdrachten is leeg.
refusal-potion-not-in-hand = Die toverdrankkaart heb je niet in je hand.
refusal-potion-not-now = Die toverdrankkaart wordt niet op dit moment gespeeld.
refusal-one-potion-per-turn = Eén toverdrankkaart per beurt, verdedigingskaarten niet meegeteld.
refusal-bad-potion-target = Sabotage speel je alleen op een gebied van een tegenstander met een zwaard of een schild.
refusal-not-enough-points = Huurlingen kosten een overwinningspunt dat je niet hebt.
refusal-already-guarded = Per beurt mag er maar één verdedigende toverdrank per gebied worden gespeeld.

## A game that cannot start

refusal-setup-player-count = Dit spel is voor { $min } tot { $max } spelers.
refusal-setup-repeated-colour = Elke speler heeft een eigen kleur nodig.
refusal-setup-not-playable = Dit spel kan in deze versie niet worden gespeeld.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = de gegevens zijn beschadigd, of het is geen Lamorisse-spel.
refusal-replay-newer = het is opgeslagen door een nieuwere versie van Lamorisse: werk de app bij om het te openen.
refusal-replay-illegal = zet { $move } is in strijd met de regels. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = Dit bestand is niet geïmporteerd: { $reason }
ui-saved-game-not-read = Dit opgeslagen spel kon niet worden gelezen en is daarom niet geladen; het blijft ongewijzigd bewaard: { $reason }
ui-game-not-replayable = Dit spel kan niet worden herbekeken: { $reason }
ui-log-not-exported = Het verslag van dit spel kan niet worden geëxporteerd: { $reason }
ui-statistics-not-drawn = De statistieken van dit spel kunnen niet worden getekend: { $reason }
