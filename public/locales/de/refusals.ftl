# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = Das Spiel ist vorbei.
refusal-wrong-phase = Das ist in diesem Abschnitt des Zuges nicht möglich.
refusal-unknown-territory = Dieses Gebiet gibt es auf diesem Spielbrett nicht.
refusal-already-claimed = Dieses Gebiet ist schon vergeben: Wählen Sie ein freies.
refusal-unclaimed-territories-remain = Es gibt noch freie Gebiete: Wählen Sie zuerst eines davon.
refusal-not-your-territory = Dieses Gebiet gehört nicht Ihnen.
refusal-not-neutral-territory = Diese Armee gehört dem neutralen Spieler: Setzen Sie sie auf eines seiner Gebiete.
refusal-no-armies-left = Sie haben keine Armeen mehr zu setzen.
refusal-bad-army-count = Setzen Sie mindestens eine Armee und nicht mehr, als Sie haben.
refusal-territory-full = In diesem Gebiet stehen schon so viele Armeen, wie erlaubt sind.
refusal-must-trade-cards = Sie haben 5 oder mehr Karten: Tauschen Sie zuerst einen Satz ein.
refusal-card-not-in-hand = Diese Karten sind nicht alle auf Ihrer Hand.
refusal-not-a-set = Diese drei Karten sind kein Satz: drei gleiche, drei verschiedene oder zwei und ein Joker.
refusal-no-trade-now = Jetzt können keine Karten eingetauscht werden.
refusal-attack-own-territory = Sie können kein Gebiet Ihrer eigenen Seite angreifen.
refusal-not-adjacent = Diese beiden Gebiete grenzen nicht aneinander.
refusal-too-many-attack-dice = Werfen Sie weniger Würfel: Im Gebiet muss eine Armee mehr stehen, als Sie Würfel werfen.
refusal-bad-defence-dice = Verteidigen Sie mit 1 oder 2 Würfeln, mit 2 nur, wenn Sie mindestens 2 Armeen haben.
refusal-not-enough-armies = In diesem Gebiet steht nur noch 1 Armee: Von hier aus kann nicht mehr angegriffen werden.
refusal-ally-step-first = Beenden Sie zuerst Ihren Angriff: Dann spielt der andere Spieler den Zug des Verbündeten, und danach dürfen Sie wieder angreifen.
refusal-no-enemy-neighbour = Dieses Gebiet hat keinen feindlichen Nachbarn zum Angreifen: Wählen Sie eines an der Front.
refusal-elimination-too-early = Vor dem Ende der vierten Runde darf kein Spieler ausscheiden.
refusal-bad-move-count = Rücken Sie mit mindestens so vielen Armeen ein, wie Sie Würfel geworfen haben, und lassen Sie eine zurück.
refusal-bad-fortify = Verschieben Sie Armeen nur zwischen Ihren eigenen, zusammenhängenden Gebieten, und lassen Sie eine zurück.
refusal-bad-fortify-adjacent = Verschieben Sie Armeen nur zwischen zwei benachbarten eigenen Gebieten, und lassen Sie eine zurück.
refusal-reserve-not-placed = Setzen Sie zuerst alle Ihre neuen Armeen.
refusal-record-mismatch = Dieser Spielstand passt nicht zu seinen eigenen Spielzügen.
refusal-no-such-die = Diesen Angriffswürfel gibt es nicht.
refusal-commander-used = Der Kommandant ändert nur einen Würfel pro Zug.
refusal-no-reroll-card = Ein Würfel wird einmal pro Kampf neu geworfen, mit einer Karte, die eines der beiden Gebiete zeigt.
refusal-no-such-objective = Dieses Ziel gibt es nicht.
refusal-objective-already-claimed = Dieses Ziel wurde schon gemeldet.
refusal-one-objective-per-turn = Pro Zug kann nur ein Ziel gemeldet werden.
refusal-not-the-objectives-moment = Dieses Ziel wird zu einem anderen Zeitpunkt im Zug gemeldet.
refusal-objective-not-met = Dieses Ziel ist noch nicht erreicht.
refusal-no-independent-to-influence = Es gibt keine unabhängige Armee, der Sie diese Karte geben könnten.
refusal-independent-has-five-cards = Diese unabhängige Armee hat schon 5 Karten und kann nicht mehr umworben werden.
refusal-allies-reinforce-before-combat = Verbündete erhalten ihre Verstärkung nach Ihrer eigenen und vor jedem Kampf.
refusal-not-your-ally = Diese unabhängige Armee ist nicht mit Ihnen verbündet.
refusal-ally-already-reinforced = Jeder Verbündete würfelt einmal pro Zug um Verstärkung.
refusal-end-the-attack-first = Beenden Sie den Angriff, bevor Sie Armeen verschieben.
refusal-not-in-this-game = In diesem Spiel gibt es weder Sesterzen noch Laden noch Zaubertränke.
refusal-bad-sesterce-count = Tauschen Sie auf einmal zwischen 2 und 10 Sesterzen ein.
refusal-already-cashed = Sesterzen werden einmal pro Zug eingetauscht, während der Verstärkung.
refusal-not-enough-sesterces = Sie haben nicht genug Sesterzen.
refusal-shop-closed = Der Laden ist während der Verstärkung geöffnet, vor Ihrem ersten Angriff.
refusal-already-equipped = Ein Gebiet trägt höchstens ein Schwert und einen Schild.
refusal-too-many-missions = Sie dürfen höchstens drei Missionen haben.
refusal-no-missions-left = Der Missionsstapel ist leer.
refusal-potion-not-in-hand = Diese Zaubertrankkarte ist nicht auf Ihrer Hand.
refusal-potion-not-now = Diese Zaubertrankkarte wird nicht zu diesem Zeitpunkt gespielt.
refusal-one-potion-per-turn = Eine Zaubertrankkarte pro Zug, Verteidigungskarten ausgenommen.
refusal-bad-potion-target = Sabotage braucht ein gegnerisches Gebiet mit einem Schwert oder einem Schild.
refusal-not-enough-points = Söldner kosten einen Siegpunkt, den Sie nicht haben.
refusal-already-guarded = Ein Verteidigungstrank pro Gebiet und Zug.

## A game that cannot start

refusal-setup-player-count = Dieses Spiel ist für { $min } bis { $max } Spieler.
refusal-setup-repeated-colour = Jeder Spieler braucht eine eigene Farbe.
refusal-setup-not-playable = Dieses Spiel kann in dieser Version nicht gespielt werden.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = Die Daten sind beschädigt, oder es ist kein Lamorisse-Spiel.
refusal-replay-newer = Es wurde mit einer neueren Version von Lamorisse gespeichert: Aktualisieren Sie die App, um es zu öffnen.
refusal-replay-illegal = Spielzug { $move } verstößt gegen die Regeln. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = Das Spiel in dieser Datei wurde nicht importiert: { $reason }
ui-saved-game-not-read = Dieses gespeicherte Spiel konnte nicht gelesen werden und wurde daher nicht geladen; es bleibt unverändert: { $reason }
ui-game-not-replayable = Dieses Spiel kann nicht als Wiederholung gezeigt werden: { $reason }
ui-log-not-exported = Das Spielprotokoll kann nicht exportiert werden: { $reason }
ui-statistics-not-drawn = Die Statistik kann nicht dargestellt werden: { $reason }
