# Die Wörter der bei Bedarf geladenen Bildschirme (Issue 52): die Bildschirme zum Spielen auf
# mehreren Geräten (Issue 38), die Seite „Spielbretter“ (Issue 40) und die Ablehnungen beim
# Import eines Spielbretts (Issue 50, Punkt 7). Diese JavaScript-Module bekommen von der Seite
# ein `say(id, args)`, das die Meldungen in der Sprache des Spielers ausgibt (`useWords`). Ein
# Name ($name, $who, $attacker) ist der eines Spielers oder Spielbretts, so wie er eingetippt
# wurde, ohne Fälle; ein Ort ($from, $to) ist der Name eines Gebiets, ebenfalls ohne Formen
# (ohne Artikel): Die Sätze stellen sie deshalb nur in den Nominativ oder hinter einen
# Doppelpunkt („Ural → Ukraine“).

## public/link/screens.js
# Das Fenster „Smartphones“ des Gastgebers: die Zeile jedes Platzes, dann die Einladung eines
# Platzes (QR-Code und Code, dann die gescannte oder eingefügte Antwort des Smartphones).

link-phones = Smartphones
link-close = Schließen
link-here = { $name } spielt hier
link-joined = { $name } spielt auf dem eigenen Smartphone
link-waiting = Warten auf das Smartphone von { $name }
link-add = Smartphone hinzufügen
link-new-code = Neuer Code
link-play-here = Hier spielen
# Die Überschrift der Einladung und der barrierefreie Name des Fensters.
link-scan-to-play = Scannen, um als { $name } zu spielen
link-preparing = Code wird vorbereitet …
link-aim = Richten Sie die Kamera des Smartphones auf diesen Code. Oder senden Sie den Code:
link-invite-code = Einladungscode
link-qr-invite = QR-Code der Einladung
link-copy = Kopieren
link-copied = Kopiert
link-then = Dann die Antwort des Smartphones
link-scan-answer = Code des Smartphones scannen
link-answer-code = Die Antwort des Smartphones
link-paste-answer = … oder fügen Sie hier seine Antwort ein
link-connect = Verbinden
link-connecting = Verbindung wird hergestellt …

# Der Bildschirm eines Smartphones, das dem Tisch beitritt: der Code des Gastgebers, gescannt
# oder eingefügt, dann die Antwort, die das Smartphone zeigt.
link-join = Einem Tisch beitreten
link-scan-host = Scannen Sie den Code, den der Gastgeber für Ihren Platz zeigt, oder fügen Sie ihn ein.
link-scan-invite = Code des Gastgebers scannen
link-host-code = Der Code des Gastgebers
link-paste-invite = Code des Gastgebers hier einfügen
link-join-button = Beitreten
link-paste-first = Fügen Sie zuerst den Code des Gastgebers in das Feld oben ein oder scannen Sie ihn.
link-preparing-answer = Ihre Antwort wird vorbereitet …
link-show-host = Zeigen Sie diesen Code dem Gastgeber: Er scannt ihn, und Ihr Platz öffnet sich hier.
link-no-camera = Keine Kamera beim Gastgeber? Senden Sie ihm diesen Code:
link-your-answer = Ihre Antwort
link-qr-answer = QR-Code Ihrer Antwort

# Warum sich zwei Geräte nicht verbinden konnten.
link-problem-bad-code = Dieser Code ist weder eine Einladung noch eine Antwort von Lamorisse.
link-problem-timeout = Das andere Gerät hat nicht rechtzeitig geantwortet. Sind beide im selben WLAN?
link-problem-no-camera = Hier gibt es keine Kamera, oder der Zugriff darauf ist nicht erlaubt: Fügen Sie stattdessen den Code ein.
link-problem-other = Die Geräte konnten sich nicht verbinden. Versuchen Sie es mit einem neuen Code.
link-problem-no-webrtc = Dieser Browser kann keine Geräte verbinden: Ihm fehlt WebRTC (manche Browser und Datenschutzeinstellungen entfernen es). Lassen Sie alle auf diesem Gerät spielen, oder öffnen Sie Lamorisse in Firefox, Chrome oder Safari, um auf Smartphones zu spielen.

# Die Frage an einen Verteidiger, dessen Würfel auf einem anderen Gerät gewählt werden (die
# Würfel aus RULINGS R5, der Trank aus 003): $attacker und $who sind Spielernamen, $from und
# $to Gebietsnamen ohne Artikel, $dice die Würfel des Angreifers; `link-dice` ist die
# Schaltfläche jeder Antwort.
link-attack = Angriff von { $attacker } mit { $dice ->
        [one] { $dice } Würfel
       *[other] { $dice } Würfeln
    }: { $from } → { $to }.
link-ask = Mit wie vielen Würfeln verteidigen Sie?
link-ask-named = { $who }, mit wie vielen Würfeln verteidigen Sie?
link-dice = { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    }
link-dice-label = Die Würfel des Verteidigers
link-defend-with = Verteidigen mit
link-waits = Das Spiel wartet auf Ihre Antwort.
# Beim Gastgeber, während ein Verteidiger auf dem eigenen Smartphone antwortet.
link-waiting-guard = { $who } entscheidet auf dem eigenen Smartphone, ob ein Verteidigungstrank gespielt wird …
link-waiting-dice = { $who } wählt auf dem eigenen Smartphone die Verteidigungswürfel …
link-go-on = Ohne Antwort weiterspielen

# Die Hinweise auf einem Smartphone: der Gastgeber verloren (mit einer Schaltfläche zurück zum
# Beitreten) oder ein abgelehnter Zug.
link-lost = Der Gastgeber ist nicht erreichbar. Bitten Sie ihn um einen neuen Code für Ihren Platz.
link-join-again = Erneut beitreten
link-not-your-move = Sie sind noch nicht am Zug.
link-stale = Am Tisch wurde inzwischen weitergespielt: Sehen Sie noch einmal hin.
link-version = Dieses Smartphone und der Gastgeber haben verschiedene Versionen von Lamorisse: Laden Sie beide neu.
link-no-undo = Es gibt nichts rückgängig zu machen.
link-unreadable = Der Gastgeber konnte das nicht lesen.

## public/boards/screens.js
# Die Seite „Spielbretter“: die Spielbretter, die ein Spieler importiert hat, und „Spielbrett
# importieren“. $name ist der Name eines Spielbretts, wie seine Datei ihn angibt.

boards-title = Spielbretter
boards-close = Schließen
boards-import = Spielbrett importieren
boards-about = Lamorisse bringt die Welt, Europa 1810 und das Römische Reich mit. Fügen Sie jedes Spielbrett hinzu, das für Domination gezeichnet wurde: Wählen Sie seine .map-Datei und die Dateien, die sie nennt (ihre .cards-Datei und Bilder), oder eine einzige .zip-Datei, die sie alle enthält.
boards-reading = Das Spielbrett wird gelesen …
boards-none = Noch kein Spielbrett importiert.
boards-ready = „{ $name }“ ist bereit: Wählen Sie es unter „Neues Spiel“.
# $why: einer der Sätze unten oder eine Ablehnung des Imports (import-*).
boards-refused = Dieses Spielbrett wurde nicht importiert. { $why }
boards-crashed = Die Dateien konnten nicht gelesen werden: Sie sind beschädigt oder beschreiben kein Spielbrett.
boards-too-large = Diese Dateien sind zu groß für ein Spielbrett.
boards-quota = Auf diesem Gerät ist kein Platz mehr für dieses Spielbrett: Entfernen Sie zuerst ein Spielbrett oder ein gespeichertes Spiel.
boards-storage = Dieser Browser lässt Lamorisse keine Spielbretter speichern (privater Modus?).
# Die Zeile eines gespeicherten Spielbretts: seine Größe, „mit Bild“, wenn es eines hat (mit
# „ · “ angehängt), und mit wie vielen Regelwerken des Spiels es spielbar ist.
boards-size = { $territories ->
        [one] { $territories } Gebiet
       *[other] { $territories } Gebiete
    } · { $continents ->
        [one] { $continents } Kontinent
       *[other] { $continents } Kontinente
    }
boards-with-picture = mit Bild
boards-plays = { $count ->
        [one] spielbar mit { $count } Regelwerk
       *[other] spielbar mit { $count } Regelwerken
    }
boards-remove = Entfernen
# Der barrierefreie Name der Schaltfläche „Entfernen“.
boards-remove-named = { $name } entfernen
boards-confirm = Endgültig entfernen?
boards-removed = „{ $name }“ wurde entfernt.

## crates/import/src/refusal.rs
# Warum ein importiertes Spielbrett abgelehnt wurde, nach „Dieses Spielbrett wurde nicht
# importiert.“: wo (die Datei $file und ihre Zeile $line, wo es eine gibt), was falsch ist und
# was zu ändern ist. Die Abschnittsnamen in Klammern ([countries]), die Kartenarten (Infantry,
# Wildcard) und die Dateiarten (pic, map) sind die Wörter der Domination-Dateien selbst: Sie
# bleiben, wie sie sind. „Land“ (Länder) ist der Begriff dieser Dateien (countries), „Gebiet“
# der des Spiels. $file, $name, $picture, $index sind Dateinamen; $country, $continent, $from,
# $to Namen, wie die .map-Datei sie schreibt; die anderen Variablen Zahlen.

# Eine zu große Datei: $amount in Kilobyte oder Megabyte ($unit: kb, mb).
import-file-too-large = { $file } ist zu groß: höchstens { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    }; wählen Sie die eigentliche Datei des Spielbretts, oder verkleinern Sie sie.
import-line-too-long = { $file }, Zeile { $line }: Die Zeile hat über { $most } Zeichen, mehr, als ein Spielbrett je braucht; kürzen Sie sie, oder teilen Sie sie auf zwei Zeilen auf.
# $shape: was eine Zeile ihrer Art enthält (eine der Meldungen import-shape-*, im Nominativ).
import-bad-line = { $file }, Zeile { $line }: Erwartet wird { $shape }; korrigieren Sie die Zeile.
# $section: der Name des fehlenden Abschnitts (countries, continents, borders, files).
import-missing-section = { $file } hat keinen Abschnitt [{ $section }]; fügen Sie ihn hinzu, mit Zeilen dieser Form: { $shape }.
import-shape-continent = ein Name, ein Bonus und eine Farbe
import-shape-country = eine Nummer, ein Name, eine Kontinentnummer und eine Position x y
import-shape-border = die Nummer eines Landes und die Nummern seiner Nachbarn
import-shape-file = eine Art (pic, map, crd, prv) und ein Dateiname
import-shape-card = Infantry, Cavalry oder Cannon und die Nummer eines Landes, oder Wildcard
import-shape-mission = ein Spieler von 0 bis 8, eine Anzahl Länder (höchstens so viele, wie das Spielbrett hat), Armeen von 0 bis 1000, drei Kontinentnummern (0 oder * für keinen bzw. einen beliebigen) und eine Beschreibung
import-shape-other = ein Schlüssel und ein Wert
import-missing-file = { $file }, Zeile { $line }: Das Spielbrett braucht die Datei { $name }; fügen Sie sie den gewählten Dateien hinzu.
import-no-map-file = Keine .map-Datei unter den gewählten Dateien; fügen Sie die .map-Datei des Spielbretts hinzu, oder wählen Sie eine einzige .zip-Datei mit allen seinen Dateien.
import-out-of-order = { $file }, Zeile { $line }: Hier wurde das Land Nummer { $expected } erwartet; nummerieren Sie die Länder der Reihe nach: 1, 2, 3 und so weiter.
# $continents: wie viele Kontinente das Spielbrett hat (0: keine vor ihren Ländern aufgeführt).
import-unknown-continent = { $file }, Zeile { $line }: { $country } nennt einen Kontinent, den das Spielbrett nicht hat; { $continents ->
        [0] führen Sie die Kontinente in [continents] auf, vor [countries].
       *[other] geben Sie eine Kontinentnummer von 1 bis { $continents } an.
    }
# $number: die Nummer, wie sie geschrieben steht; $countries: wie viele Länder das Spielbrett hat.
import-unknown-country = { $file }, Zeile { $line }: Es gibt kein Land mit der Nummer { $number }; { $countries ->
        [0] führen Sie zuerst die Länder in [countries] auf.
       *[other] verwenden Sie eine Nummer von 1 bis { $countries }.
    }
import-self-border = { $file }, Zeile { $line }: Das Land { $country } ist als sein eigener Nachbar eingetragen; streichen Sie { $number } aus seiner Nachbarliste.
import-one-way-border = { $file }, Zeile { $line }: { $from } grenzt an { $to }, aber { $to } nicht an { $from }; fügen Sie { $from-number } in der Zeile von { $to } in [borders] hinzu, oder streichen Sie { $to-number } aus dieser Zeile.
import-empty-continent = { $file }, Zeile { $line }: Der Kontinent { $continent } hat kein Land; geben Sie ihm Länder in [countries], oder entfernen Sie seine Zeile und nummerieren Sie die folgenden Kontinente neu.
import-disconnected = { $file }, Zeile { $line }: Das Land { $country } ist vom Rest des Spielbretts aus nicht erreichbar; geben Sie ihm in [borders] einen Nachbarn, in den Zeilen beider Länder.
import-no-region = { $file }: Das Land { $country } ist in diesem Indexbild nicht eingezeichnet; malen Sie seine Fläche mit dem Blauwert { $number } aus, seiner Nummer in der .map-Datei.
# $what: continents, jokers, missions oder countries (die Länder); $most die Grenze.
import-too-many = { $file }, Zeile { $line }: { $what ->
        [continents] Das Spielbrett hat zu viele Kontinente, höchstens { $most }; legen Sie einige zusammen.
        [jokers] Eine Wildcard zu viel – ein Kartenstapel hat höchstens { $most } Joker; entfernen Sie die Wildcard-Zeilen ab dieser Zeile.
        [missions] Eine Mission zu viel – ein Kartenstapel hat höchstens { $most } Missionen; entfernen Sie die Missionszeilen ab dieser Zeile.
       *[countries] Das Spielbrett hat zu viele Länder, höchstens { $most } (das Indexbild färbt sie mit den Werten 1 bis { $most }); legen Sie Länder zusammen, oder entfernen Sie welche.
    }
import-too-few = { $file } hat zu wenige Länder für ein Spiel: mindestens { $most }; fügen Sie Länder hinzu.
import-bonus-too-large = { $file }, Zeile { $line }: Der Bonus liegt über { $most } Armeen, mehr, als ein Spiel je vergibt; geben Sie einen kleineren Bonus an.
import-bad-image = { $file } kann nicht als PNG- oder GIF-Bild gelesen werden; speichern Sie es erneut als PNG.
import-image-too-large = { $file } ist zu groß ({ $width } × { $height } Pixel): höchstens { $most } Pixel; verkleinern Sie es und das andere Bild des Spielbretts im gleichen Maß.
# $picture: die Datei des gezeichneten Spielbretts; $index: die des Indexbilds.
import-sizes-differ = { $picture } und { $index } sind nicht gleich groß: Das gezeichnete Spielbrett und sein Indexbild müssen übereinstimmen; wählen Sie das für dieses Indexbild gezeichnete Bild, oder lassen Sie es weg.
import-scattered = { $file } sieht nicht wie ein Indexbild aus: Das Land { $country } ist darin in Hunderte Stücke zersplittert; wählen Sie das Indexbild, das die .map-Datei in [files] nach „map“ nennt.
# Die Ablehnung durch das Spiel selbst, für ein Spielbrett, das die Prüfungen oben durchgelassen
# haben: $why size, mission oder anderes; $most der größte Bonus, den ein Kontinent geben darf.
import-unplayable = { $file }: { $why ->
        [size] Das Spielbrett ist größer, als ein Spiel fassen kann (255 Gebiete oder Kontinente, 256 Joker, Boni von { $most } Armeen); verkleinern Sie es.
        [mission] Eine Mission der .cards-Datei verlangt etwas, das das Spielbrett nicht hat; korrigieren oder entfernen Sie sie in [missions].
       *[other] Die Länder und Grenzen des Spielbretts passen nicht zusammen; prüfen Sie [countries] und [borders].
    }
# Ein abgelehntes Zip-Archiv: $reason too-large (seine Dateien wären entpackt größer als
# $amount $unit), method (eine unbekannte Kompression), encrypted (ein Passwort) oder anderes
# (beschädigt).
import-bad-zip = { $reason ->
        [too-large] { $file }: Die Dateien des Zip-Archivs wären entpackt größer als { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        }; wählen Sie direkt die Dateien des Spielbretts.

        [method] { $file } verwendet eine Kompression, die Lamorisse nicht liest; packen Sie die Dateien erneut mit einfachem Deflate.
        [encrypted] { $file } ist passwortgeschützt; packen Sie die Dateien erneut ohne Passwort.
       *[other] { $file } ist beschädigt oder unvollständig; laden Sie es erneut herunter.
    }
