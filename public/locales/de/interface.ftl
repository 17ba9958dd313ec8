# The interface's fixed words (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.
# German: the player is addressed as „Sie“ throughout; buttons are infinitives.

## src/ui/app/title.rs

ui-join-a-table = Einem Tisch beitreten
ui-boards = Spielbretter
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Boni der Regionen

## src/ui/board/drawings.rs

ui-unfolding-the-board = Das Spielbrett wird aufgeklappt …
ui-the-board-could-not-be-loaded = Das Spielbrett konnte nicht geladen werden: Ist dieses Gerät online?
ui-try-again = Erneut versuchen

## src/ui/board/land.rs

ui-board = Spielbrett:
ui-sword = , Schwert
ui-shield = , Schild

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Bild der Landkarte zeigen

## src/ui/link/dialog.rs

ui-phones = Smartphones …
ui-play-on-a-phone = Auf dem Smartphone spielen

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Wiederholung

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Steuerung der Wiederholung
ui-to-the-start = Zum Anfang
ui-one-step-back = Einen Schritt zurück
ui-pause = Pause
ui-play = Abspielen
ui-one-step-forward = Einen Schritt vor
ui-to-the-end = Zum Ende
ui-speed = Geschwindigkeit
ui-statistics = Statistik
ui-step = Schritt

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Hauptquartier:
ui-nothing = nichts
ui-dice-of-this-step = Würfel dieses Schritts
ui-attack-die = Angriffswürfel
ui-defence-die = Verteidigungswürfel
ui-no-dice-at-this-step = In diesem Schritt wurde nicht gewürfelt.
ui-reveal-all-hands-and-missions = Alle Handkarten und Missionen aufdecken
ui-reveal-all-hands-and-missions-2 = Alle Handkarten und Missionen aufdecken?
ui-everyone-s-cards-and-missions-will = Die Karten und Missionen aller Spieler werden gezeigt. Sind alle am Tisch damit einverstanden?
ui-show-them = Aufdecken
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Abbrechen

## src/ui/rules_pages.rs

ui-the-games = Die Spiele
ui-opening-the-rules = Die Regeln werden geöffnet …
ui-the-rules-could-not-be-loaded = Die Regelseiten konnten nicht geladen werden. Öffnen Sie Lamorisse einmal mit Internetverbindung, dann bleiben sie auf diesem Gerät.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = Der Speicher des Browsers ist voll oder deaktiviert: Es wurde nichts gespeichert, Ihre anderen Spielstände sind unverändert.
ui-game-imported = Spiel importiert.
ui-saved-games = Gespeicherte Spiele
ui-import-a-game = Spiel importieren
ui-replay-a-game-file = Spieldatei als Wiederholung ansehen
ui-turn = Zug
ui-load = Laden
ui-replay-2 = Ansehen
ui-delete-this-save = Diesen Spielstand löschen
ui-saved = Gespeichert.
ui-save = Speichern
ui-export = Exportieren
ui-export-the-log = Spielprotokoll exportieren

## src/ui/settings.rs

ui-settings = Einstellungen
ui-animation-speed = Animationsgeschwindigkeit
ui-animation-normal = Normal
ui-animation-fast = Schnell
ui-animation-off = Aus
ui-dice-sound = Würfelgeräusch
ui-shapes-on-player-colours-colour-blind = Formen auf den Spielerfarben (Muster bei Farbenblindheit)
ui-a-what-would-the-bot-do = Eine Schaltfläche „Was würde der Bot tun?“ während Ihrer Züge
ui-phones-in-another-place-find-the = Smartphones an einem anderen Ort: Verbindung über einen öffentlichen STUN-Server (stun.l.google.com, braucht Internet)
ui-the-browser-refused-to-remember-these = Der Browser hat sich geweigert, diese Einstellungen zu speichern.

## src/ui/stats_panel.rs

ui-territories = Gebiete
ui-armies = Armeen
ui-reinforcements-received = Erhaltene Verstärkung
ui-cards-traded = Eingetauschte Karten
ui-dice-rolled = Geworfene Würfel
ui-points = Punkte
ui-turns-played = Gespielte Züge
ui-by-round = pro Runde
ui-rounds-played = Gespielte Runden
ui-by-turn = pro Zug
ui-luck-at-the-dice = Würfelglück
ui-armies-lost-in-battle-beyond-what = Im Kampf verlorene Armeen, gemessen an dem, was die genauen Wahrscheinlichkeiten erwarten ließen: rechts Pech, links Glück.
ui-no-battle-yet = Noch kein Kampf.
ui-figure-shown = Angezeigter Wert
ui-figures = Werte
ui-close = Schließen

## src/ui/table/banner.rs

ui-is-claiming-a-territory = besetzt ein Gebiet …
ui-is-placing-a-starting-army = setzt eine Startarmee …
ui-is-choosing-in-secret = wählt geheim …
ui-is-placing-reinforcements = setzt Verstärkung …
ui-is-attacking = greift an …
ui-is-moving-in = rückt ein …
ui-is-moving-armies = verschiebt Armeen …
ui-has-finished = ist fertig.
ui-is-playing-the-ally = spielt den Verbündeten …
ui-bot = Bot
ui-choose-your-dice-then-roll-or = Wählen Sie Ihre Würfel und würfeln Sie dann oder starten Sie einen Blitzangriff – oder ziehen Sie sich zurück.
ui-attack-tap-one-of-your-territories = Angriff – tippen Sie auf eines Ihrer Gebiete, dann auf ein benachbartes Gebiet Ihres Gegners oder des Verbündeten. Mit dem Ende des Angriffs geht der Verbündete an Ihren Gegner über.
ui-your-initiative-again-attack-with-your = Sie haben wieder die Initiative – greifen Sie mit Ihren eigenen Armeen an oder beenden Sie den Angriff.
ui-your-move-is-made-end-the = Verschiebung erfolgt – beenden Sie den Zug oder machen Sie sie rückgängig.
ui-fortify-move-armies-along-a-path = Verschieben – bewegen Sie Armeen über eine Kette eigener Gebiete, so oft Sie möchten; beenden Sie dann den Zug.
ui-choose-your-capital-in-secret-tap = Wählen Sie geheim Ihre Hauptstadt – tippen Sie auf eines Ihrer Gebiete und bestätigen Sie. Sie bleibt geheim, bis jemand sie erobert.
ui-fortify-move-armies-once-along-a = Verschieben – bewegen Sie einmal Armeen über eine Kette eigener Gebiete, oder beenden Sie den Zug.
ui-move-armies-once-through-your-team = Verschieben Sie einmal Armeen durch die Gebiete Ihres Teams, in Ihre eigenen oder die Ihres Teampartners; beenden Sie dann den Zug.
ui-you-took-their-cards-you-may = Sie haben die Karten des Gegners erbeutet – Sie dürfen jetzt, vor Ihrem nächsten Kampf, einen Satz eintauschen.

## src/ui/table/battle.rs

ui-armies-moving-in = Einrückende Armeen
ui-move-in = Einrücken
ui-armies-to-move = Zu verschiebende Armeen
ui-move = Verschieben

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Angreifen mit
ui-roll = Würfeln
ui-blitz = Blitzangriff
ui-retreat = Rückzug
ui-blitz-stops-at = Blitzangriff stoppt bei

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = der Angreifer verliert eine Armee
ui-the-defender-loses-an-army = der Verteidiger verliert eine Armee

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = Die Würfel des Verteidigers
ui-how-many-dice-do-you-defend = Mit wie vielen Würfeln verteidigen Sie?
ui-defend-with = Verteidigen mit
ui-hand-the-tablet-back = Tablet zurückgeben

## src/ui/table/battlefield.rs

ui-the-last-roll = Der letzte Wurf
ui-battlefield = Schlachtfeld

## src/ui/table/cards.rs

ui-infantry = Infanterie
ui-cavalry = Kavallerie
ui-artillery = Artillerie
ui-joker = Joker
ui-no-cards-yet-you-draw-one = Noch keine Karten: Am Ende dieses Zuges ziehen Sie eine.
ui-no-cards-yet-conquer-a-territory = Noch keine Karten: Erobern Sie in diesem Zug ein Gebiet, um eine zu ziehen.
ui-no-cards-in-hand-you-draw = Keine Karten auf der Hand: Am Ende dieses Zuges ziehen Sie eine.
ui-no-cards-in-hand-conquer-a = Keine Karten auf der Hand: Erobern Sie in diesem Zug ein Gebiet, um eine zu ziehen.
ui-on = auf
ui-your-cards = Ihre Karten
ui-trade = Eintauschen
ui-mission = Mission
ui-hide-my-mission = Meine Mission verbergen
ui-hide-my-missions = Meine Missionen verbergen
ui-show-my-mission = Meine Mission zeigen
ui-show-my-missions = Meine Missionen zeigen

## src/ui/table/empire.rs

ui-players-boards = Spielertafeln
ui-victory-points = Siegpunkte
ui-purse-and-shop = Geldbeutel und Laden
ui-purse = Geldbeutel
ui-sesterces-to-cash = Einzutauschende Sesterzen
ui-fewer-sesterces = Weniger Sesterzen
ui-more-sesterces = Mehr Sesterzen
ui-shop = Laden
ui-select-one-of-your-territories-for = Wählen Sie eines Ihrer Gebiete für ein Schwert oder einen Schild (je 2 Sesterzen).
ui-sword-2 = Schwert (2)
ui-shield-2 = Schild (2)
ui-new-mission-1 = Neue Mission (1)
ui-your-potion-cards = Ihre Zaubertrankkarten
ui-hide-my-potions = Meine Zaubertränke verbergen
ui-show-my-potions = Meine Zaubertränke zeigen
ui-show-my-potions-and-mission-swaps = Meine Zaubertränke und den Missionstausch zeigen
ui-play-2 = Spielen
ui-swap-a-mission-1-sesterce = Eine Mission tauschen (1 Sesterz)

## src/ui/table/game_bar.rs

ui-undo = Rückgängig
ui-skip-to-my-turn = Zu meinem Zug springen

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = Ein Verteidigungstrank?
ui-the-game-waits-for-your-answer = Das Spiel wartet auf Ihre Antwort.
ui-no-potion = Kein Zaubertrank

## src/ui/table/handoff.rs

ui-pass-the-tablet = Tablet weitergeben
ui-your-pin = Ihre PIN
ui-type-your-pin-first = Geben Sie zuerst Ihre PIN ein.
ui-that-pin-is-not-right = Diese PIN ist nicht richtig.

## src/ui/table/headquarters.rs

ui-your-capital = Ihre Hauptstadt:
ui-your-headquarters = Ihr Hauptquartier:
ui-tap-one-of-your-territories = Tippen Sie auf eines Ihrer Gebiete.
ui-confirm-my-capital = Meine Hauptstadt bestätigen
ui-confirm-my-headquarters = Mein Hauptquartier bestätigen
ui-by = von
ui-capitals-taken = Eroberte Hauptstädte
ui-headquarters-2 = Hauptquartiere
ui-hide-my-capital = Meine Hauptstadt verbergen
ui-show-my-capital = Meine Hauptstadt zeigen

## src/ui/table/hint.rs

ui-what-would-the-bot-do = Was würde der Bot tun?

## src/ui/table/independents.rs

ui-destroyed = vernichtet
ui-neutral = neutral
ui-cards = Karten
ui-independents = Unabhängige Armeen
ui-roll-reinforcements-for-your-ally = Verstärkung für Ihren Verbündeten würfeln

## src/ui/table/objectives.rs

ui-hide-my-objectives = Meine Ziele verbergen
ui-show-my-objectives = Meine Ziele zeigen
ui-an-objective-can-be-claimed-now = Jetzt kann ein Ziel gemeldet werden.
ui-claimed = Gemeldet
ui-claim-this-objective = Dieses Ziel melden
ui-objectives = Ziele
ui-still-to-do-shown-to-all = Noch zu erfüllen, für alle sichtbar:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Karten, Protokoll und Spielstände

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = leichter Bot
ui-normal-bot = normaler Bot
ui-hard-bot = schwerer Bot
ui-expert-bot = Experten-Bot

## src/ui/table/players/chip_view.rs

ui-is-thinking = denkt nach
ui-territories-2 = Gebiete
ui-armies-2 = Armeen
ui-points-2 = Punkte

## src/ui/table/players/mod.rs

ui-players = Spieler
ui-territories-3 = ▦ Gebiete
ui-armies-3 = ● Armeen
ui-cards-2 = ▭ Karten
ui-points-3 = ★ Punkte

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Wählen Sie einen Angriffswürfel, dann:
ui-re-roll-it = Neu werfen
ui-commander-make-it-a-6 = Kommandant: eine 6 daraus machen
ui-decide-the-battle = Den Kampf entscheiden

## src/ui/table/sheet.rs

ui-lower-the-controls = Steuerung einklappen
ui-show-all-the-controls = Alle Steuerelemente zeigen

## src/ui/table/steps.rs

ui-armies-per-tap = Armeen pro Tippen
ui-fewer-per-tap = Weniger pro Tippen
ui-per-tap = pro Tippen
ui-more-per-tap = Mehr pro Tippen
ui-end-the-ally-s-turn = Zug des Verbündeten beenden
ui-end-attack = Angriff beenden
ui-end-turn = Zug beenden

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Ein Gegner ist ausgeschieden: Das Team gewinnt.
ui-four-objectives-achieved = Vier Ziele erreicht:
ui-every-other-player-is-eliminated = Alle anderen Spieler sind ausgeschieden.
ui-mission-accomplished = Mission erfüllt:
ui-enemy-headquarters-taken-and-their-own = Feindliche Hauptquartiere erobert und das eigene gehalten.
ui-the-opponent-is-eliminated = Der Gegner ist ausgeschieden.
ui-every-enemy-army-is-destroyed = Alle feindlichen Armeen sind vernichtet.

## src/ui/table/story/victory.rs

ui-win = gewinnen!
ui-winner = Sieger
ui-still-in = Noch im Spiel
ui-player = Spieler
ui-result = Ergebnis
ui-summary = Zusammenfassung
ui-back-to-the-summary = Zurück zur Zusammenfassung
ui-see-the-final-map = Endstand ansehen
ui-watch-the-replay = Wiederholung ansehen
ui-new-game-same-players = Neues Spiel, gleiche Spieler
ui-back-to-the-start = Zurück zum Start

## src/ui/table/story.rs

ui-game-log = Spielprotokoll
ui-victory = Sieg

## src/ui/table/teams.rs

ui-teams = Teams
ui-team = Team
ui-place-and-manoeuvre-into-your-teammate = Setzen und verschieben Sie auch in die Gebiete Ihres Teampartners; ein gemeinsames Gebiet kontrolliert, wer dort mehr Armeen hat, bei Gleichstand niemand. Das erste Team, das einen Gegner ausschaltet, gewinnt.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Goldener Reiter
ui-what-a-set-is-worth = Wert eines Kartensatzes
ui-value-of-the-next-set = Wert des nächsten Satzes
ui-the-golden-cavalier = Der goldene Reiter
ui-one-of-each = drei verschiedene
ui-a-joker-and-a-pair = ein Joker und ein Paar

## src/ui/wizard/board.rs

ui-board-2 = Spielbrett
ui-the-rules-own-board = Das zugehörige Spielbrett

## src/ui/wizard/games.rs

ui-edition = Ausgabe
ui-game = Spiel

## src/ui/wizard/mod.rs

ui-new-game = Neues Spiel
ui-start-the-game = Spiel starten

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Gebiete verteilen und Armeen automatisch setzen
ui-players-join-on-their-own-phones = Jeder spielt auf dem eigenen Smartphone (je ein QR-Code, sobald das Spiel beginnt)
ui-shorter-game-any-2-enemy-headquarters = Kürzeres Spiel: 2 beliebige feindliche Hauptquartiere bei 4 Spielern, 3 bei 5 oder 6
ui-advanced = Erweitert
ui-progressive-reinforcements-every-set-worth-4 = Steigende Verstärkung: Jeder Satz bringt 4, 6, 8, 10, 12, 15, 20 … Armeen, in der Reihenfolge des Eintauschens
ui-defenders-choose-their-dice-hand-the = Verteidiger wählen ihre Würfel selbst (das Tablet wird weitergereicht)
ui-game-number-to-deal-the-same = Spielnummer, um dasselbe Spiel noch einmal auszuteilen (für eine neue Verteilung leer lassen)
ui-rules-for-experts = Regeln für Experten
ui-expert-plus-one = Sätze bringen 4, 5, 6 … Armeen (jedes Mal eine mehr)
ui-expert-connected = Verschieben, so oft Sie möchten, entlang eigener Gebiete
ui-expert-twelve = Höchstens 12 Armeen pro Gebiet (Armeen ohne Platz gehen verloren)
ui-expert-reroll = Einen Angriffswürfel pro Kampf neu werfen, mit einer Karte, die eines der beiden Gebiete zeigt
ui-expert-commander = Der Kommandant: einmal pro Zug einen Angriffswürfel auf 6 drehen

## src/ui/wizard/seats.rs

ui-colour-of-player = Farbe von Spieler
ui-who-plays-seat = Wer spielt an Platz
ui-name-of-player = Name von Spieler
ui-pin = PIN
ui-optional-4-digit-pin-of-player = Optionale 4-stellige PIN von Spieler

## src/ui/wizard/words.rs

ui-human = Mensch
ui-bot-easy = Bot: leicht
ui-bot-normal = Bot: normal
ui-bot-hard = Bot: schwer
ui-bot-expert = Bot: Experte
ui-parker-1993-conquer-the-world-sets = Parker 1993: Erobern Sie die Welt; Kartensätze mit steigendem Wert (4, 6, 8 …).
ui-parker-1993-for-2-players-a = Parker 1993 für 2 Spieler: Eine neutrale Armee steht zwischen Ihnen.
ui-parker-1993-capital-risk-take-the = Parker 1993, Hauptstadt-Risiko: Erobern Sie die feindlichen Hauptquartiere, und halten Sie Ihr eigenes.
ui-parker-1993-secret-mission-complete-your = Parker 1993, Missions-Risiko: Erfüllen Sie als Erster Ihre Mission.
ui-risk-mission-2010s-four-secret-objectives = Risiko Mission (2010er-Jahre): vier geheime Ziele mit steigendem Rang; eines pro Zug melden.
ui-risk-napoleon-1999-a-secret-mission = Risiko Napoléon (1999): eine geheime Mission für jeden auf der Karte Europas von 1810, im eigenen Zug gemeldet.
ui-risk-napoleon-1999-conquer-europe-in = Risiko Napoléon (1999): Erobern Sie Europa im Jahr 1810, 2 bis 6 Spieler (zu zweit mit einer neutralen Armee).
ui-risk-napoleon-1999-capitals-a-secret = Risiko Napoléon (1999), Hauptstädte: eine geheime Hauptstadt für jeden; wer eine erobert, bekommt die ganze Armee ihres Besitzers.
ui-risk-asterix-battle-for-the-roman = Risiko Asterix, Kampf um das Römische Reich: Anführer, Sesterzen, Zaubertränke und geheime Missionen; wer 10 Siegpunkte hat, gewinnt.
ui-risk-asterix-conquest-conquer-the-whole = Risiko Asterix, Eroberung: Erobern Sie das ganze Römische Reich, mit Sesterzen und Zaubertränken, aber ohne Anführer.
ui-risk-napoleon-1999-for-2-players = Risiko Napoléon (1999) für 2 Spieler: Eine neutrale Armee erhält die Hälfte Ihrer Verstärkung, gesetzt von Ihrem Gegner.
ui-risk-in-teams-2010s-seats-1 = Risiko im Team (2010er-Jahre): Plätze 1 und 3 gegen 2 und 4; das erste Team, das einen Gegner ausschaltet, gewinnt.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde zu zweit: Umwerben Sie die beiden unabhängigen Armeen mit Karten, und kämpfen Sie mit ihnen.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde zu zweit: Zwei passive unabhängige Armeen versperren den Weg.
ui-miro-1975-a-secret-objective-each = Miro 1975: ein geheimes Ziel für jeden; vor der 5. Runde scheidet niemand aus.
ui-miro-1975-conquer-the-world-rising = Miro 1975, die Welt erobern: Kartensätze mit steigendem Wert, der letzte verbliebene Spieler gewinnt.
ui-miro-1975-for-2-an-allied = Miro 1975 zu zweit: eine verbündete Armee, die Ihr Gegner gegen Sie spielt.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (2010er-Jahre): der goldene Reiter, 3 oder 4 Spieler.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = gegen
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = Das Brettspiel um die Eroberung der Welt, fünf Ausgaben in einem
ui-language-switch = Sprache
ui-board-name = Spielbrett der Welt
ui-continents-chart = Boni der Kontinente
ui-tap-a-territory = Tippen Sie auf ein Gebiet, um seine Nachbarn zu sehen.
ui-borders = Nachbarn
ui-bonus-armies = Armeen
ui-back = Zurück
ui-storage-refused = Dieser Browser hat sich geweigert, die Sprache zu speichern.
ui-language-not-loaded = Diese Sprache konnte nicht geladen werden. Prüfen Sie die Verbindung und versuchen Sie es erneut.
ui-continue = Weiter
ui-rules = Regeln
ui-zoom = Zoom
ui-zoom-in = Vergrößern
ui-zoom-out = Verkleinern
ui-zoom-reset = Ganzes Spielbrett zeigen
ui-storage-full = Der Speicher des Browsers ist voll: Dieses Spiel wird nicht gespeichert, aber es wird weitergespielt.
ui-changed-in-another-tab = Das Spiel wurde in einem anderen Tab geändert: Dieser Tab speichert nicht mehr, damit sich die beiden Spiele nicht gegenseitig überschreiben. Hier wird ohne Speichern weitergespielt.
ui-save-here-again = Stattdessen das Spiel dieses Tabs speichern
ui-autosave-unreadable = Das gespeicherte Spiel konnte nicht gelesen werden; es wurde nicht verändert.
