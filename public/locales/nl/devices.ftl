# De woorden van de schermen die pas worden geladen als ze nodig zijn (issue 52): de schermen om
# op meerdere apparaten te spelen (issue 38), de pagina Speelborden (issue 40) en de weigeringen
# bij het importeren van een speelbord (issue 50, punt 7). Deze JavaScript-modules krijgen van
# de pagina een `say(id, args)` dat de berichten in de taal van de speler zet (`useWords`). Een
# naam ($name, $who, $attacker) is die van een speler of een speelbord zoals hij is getypt,
# zonder vormen; een plaats ($from, $to) is de naam van een gebied, ook zonder vormen (zonder
# lidwoord): daarom staan ze na een dubbele punt of een pijl (“Oeral → Oekraïne”).

## public/link/screens.js
# Het venster Telefoons van de host: de regel van elke plaats, daarna de uitnodiging van een
# plaats (de QR-code en de code, daarna het antwoord van de telefoon, gescand of geplakt).

link-phones = Telefoons
link-close = Sluiten
link-here = { $name } speelt hier
link-joined = { $name } speelt op een eigen telefoon
link-waiting = Wachten op de telefoon van { $name }
link-add = Telefoon toevoegen
link-new-code = Nieuwe code
link-play-here = Hier spelen
# De titel van de uitnodiging en de toegankelijke naam van het venster.
link-scan-to-play = Scan om als { $name } te spelen
link-preparing = Code wordt klaargemaakt…
link-aim = Richt de camera van de telefoon op deze code. Of stuur de code:
link-invite-code = Uitnodigingscode
link-qr-invite = QR-code van de uitnodiging
link-copy = Kopiëren
link-copied = Gekopieerd
link-then = Daarna het antwoord van de telefoon
link-scan-answer = Code van de telefoon scannen
link-answer-code = Het antwoord van de telefoon
link-paste-answer = …of plak hier het antwoord
link-connect = Verbinden
link-connecting = Verbinding maken…

# Het scherm van een telefoon die aan tafel aanschuift: de code van de host, gescand of
# geplakt, daarna het antwoord dat de telefoon toont.
link-join = Aan tafel aanschuiven
link-scan-host = Scan de code die de host voor jouw plaats toont, of plak hem.
link-scan-invite = Code van de host scannen
link-host-code = De code van de host
link-paste-invite = Plak hier de code van de host
link-join-button = Aanschuiven
link-paste-first = Plak eerst de code van de host in het vak hierboven, of scan hem.
link-preparing-answer = Je antwoord wordt klaargemaakt…
link-show-host = Laat deze code aan de host zien: die scant hem, en je plaats gaat hier open.
link-no-camera = Geen camera op de host? Stuur deze code ernaartoe:
link-your-answer = Je antwoord
link-qr-answer = QR-code van je antwoord

# Waarom twee apparaten geen verbinding konden maken.
link-problem-bad-code = Die code is geen uitnodiging of antwoord van Lamorisse.
link-problem-timeout = Het andere apparaat antwoordde niet op tijd. Zitten ze allebei op dezelfde wifi?
link-problem-no-camera = Hier is geen camera, of die mag niet worden gebruikt: plak in plaats daarvan de code.
link-problem-other = De apparaten konden geen verbinding maken. Probeer een nieuwe code.
link-problem-no-webrtc = Deze browser kan geen apparaten verbinden: hij heeft geen WebRTC (sommige browsers en privacy-instellingen schakelen het uit). Speel met z’n allen op dit apparaat, of open Lamorisse in Firefox, Chrome of Safari om op telefoons te spelen.

# De vraag aan een verdediger wiens dobbelstenen op een ander apparaat worden gekozen (de
# dobbelstenen van RULINGS R5, de toverdrank van 003): $attacker en $who zijn namen van spelers,
# $from en $to namen van gebieden zonder lidwoord, $dice de dobbelstenen van de aanvaller;
# `link-dice` is de knop van elk antwoord.
link-attack = { $attacker } valt aan met { $dice ->
        [one] { $dice } dobbelsteen
       *[other] { $dice } dobbelstenen
    }: { $from } → { $to }.
link-ask = Met hoeveel dobbelstenen verdedig je?
link-ask-named = { $who }, met hoeveel dobbelstenen verdedig je?
link-dice = { $count ->
        [one] { $count } dobbelsteen
       *[other] { $count } dobbelstenen
    }
link-dice-label = De dobbelstenen van de verdediger
link-defend-with = Verdedigen met
link-waits = Het spel wacht op je antwoord.
# Bij de host, terwijl een verdediger op een eigen telefoon antwoordt.
link-waiting-guard = { $who } beslist op een eigen telefoon of er een verdedigende toverdrank wordt gespeeld…
link-waiting-dice = { $who } kiest op een eigen telefoon de verdedigingsdobbelstenen…
link-go-on = Doorgaan zonder te wachten

# De meldingen op een telefoon: de host kwijt (met een knop terug naar het aanschuiven) of een
# geweigerde zet.
link-lost = De host is niet meer bereikbaar. Vraag de host om een nieuwe code voor je plaats.
link-join-again = Opnieuw aanschuiven
link-not-your-move = Je bent nog niet aan de beurt.
link-stale = Het spel aan tafel is intussen verdergegaan: kijk opnieuw.
link-version = Deze telefoon en de host hebben verschillende versies van Lamorisse: herlaad ze allebei.
link-no-undo = Er valt niets ongedaan te maken.
link-unreadable = De host kon dat niet lezen.

## public/boards/screens.js
# De pagina Speelborden: de speelborden die een speler heeft geïmporteerd, en “Een speelbord
# importeren”. $name is de naam van een speelbord zoals het bestand hem geeft.

boards-title = Speelborden
boards-close = Sluiten
boards-import = Een speelbord importeren
boards-about = In Lamorisse speel je op de wereld, op Europa in 1810 en op het Romeinse Rijk. Voeg elk speelbord toe dat voor Domination is getekend: kies het .map-bestand en de bestanden die het noemt (het .cards-bestand en de afbeeldingen), of één .zip waar ze in zitten.
boards-reading = Het speelbord wordt gelezen…
boards-none = Nog geen speelbord geïmporteerd.
boards-ready = “{ $name }” is klaar: kies het bij Nieuw spel.
# $why: een van de zinnen hieronder, of een weigering van de import (import-*).
boards-refused = Dit speelbord is niet geïmporteerd. { $why }
boards-crashed = De bestanden konden niet worden gelezen: ze zijn beschadigd, of het is geen speelbord.
boards-too-large = Deze bestanden zijn te groot voor een speelbord.
boards-quota = Er is op dit apparaat geen ruimte meer voor dit speelbord: verwijder eerst een speelbord of een opgeslagen spel.
boards-storage = Deze browser laat Lamorisse geen speelborden bewaren (privévenster?).
# De regel van een bewaard speelbord: de grootte, “met afbeelding” als het er een heeft (met
# “ · ” erachter gezet), en met hoeveel regelsets van het spel het speelbaar is.
boards-size = { $territories ->
        [one] { $territories } gebied
       *[other] { $territories } gebieden
    } · { $continents ->
        [one] { $continents } continent
       *[other] { $continents } continenten
    }
boards-with-picture = met afbeelding
boards-plays = { $count ->
        [one] speelbaar met { $count } regelset
       *[other] speelbaar met { $count } regelsets
    }
boards-remove = Verwijderen
# De toegankelijke naam van de knop Verwijderen.
boards-remove-named = { $name } verwijderen
boards-confirm = Definitief verwijderen?
boards-removed = “{ $name }” is verwijderd.

## crates/import/src/refusal.rs
# Waarom een geïmporteerd speelbord is geweigerd, gezegd na “Dit speelbord is niet
# geïmporteerd.”: waar (het bestand $file en de regel $line, als die er is), wat er mis is en
# wat er moet veranderen. De sectienamen tussen haken ([countries]), de kaartsoorten (Infantry,
# Wildcard) en de bestandssoorten (pic, map) zijn de woorden van de Domination-bestanden zelf:
# ze blijven zoals ze zijn. “Land” is het begrip van die bestanden (countries), “gebied” dat van
# het spel. $file, $name, $picture, $index zijn bestandsnamen; $country, $continent, $from, $to
# namen zoals het .map-bestand ze schrijft; de andere variabelen getallen.

# Een te groot bestand: $amount in kilobytes of megabytes ($unit: kb, mb).
import-file-too-large = { $file } is te groot: hoogstens { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    }; kies het eigenlijke bestand van het speelbord, of maak het kleiner.
import-line-too-long = { $file }, regel { $line }: de regel is langer dan { $most } tekens, langer dan een speelbord ooit nodig heeft; kort hem in of splits hem in tweeën.
# $shape: wat een regel van zijn soort bevat (een van de berichten import-shape-*).
import-bad-line = { $file }, regel { $line }: verwacht werd { $shape }; verbeter de regel.
# $section: de naam van de ontbrekende sectie (countries, continents, borders, files).
import-missing-section = { $file } heeft geen sectie [{ $section }]; voeg er een toe, met op elke regel { $shape }.
import-shape-continent = een naam, een bonus en een kleur
import-shape-country = een nummer, een naam, een continentnummer en een positie x y
import-shape-border = het nummer van een land en de nummers van zijn buren
import-shape-file = een soort (pic, map, crd, prv) en een bestandsnaam
import-shape-card = Infantry, Cavalry of Cannon en het nummer van een land, of Wildcard
import-shape-mission = een speler van 0 tot en met 8, een aantal landen (niet meer dan het speelbord heeft), legers van 0 tot en met 1000, drie continentnummers (0 of * voor geen of willekeurig) en een beschrijving
import-shape-other = een sleutel en een waarde
import-missing-file = { $file }, regel { $line }: het speelbord heeft het bestand { $name } nodig; voeg het toe aan de gekozen bestanden.
import-no-map-file = Geen .map-bestand bij de gekozen bestanden; voeg het .map-bestand van het speelbord toe, of kies één .zip met al zijn bestanden.
import-out-of-order = { $file }, regel { $line }: hier werd land nummer { $expected } verwacht; nummer de landen 1, 2, 3 enzovoort, op volgorde.
# $continents: hoeveel continenten het speelbord heeft (0: geen vóór de landen opgegeven).
import-unknown-continent = { $file }, regel { $line }: { $country } noemt een continent dat het speelbord niet heeft; { $continents ->
        [0] zet de continenten in [continents], vóór [countries].
       *[other] geef een continentnummer van 1 tot en met { $continents }.
    }
# $number: het nummer zoals het er staat; $countries: hoeveel landen het speelbord heeft.
import-unknown-country = { $file }, regel { $line }: er is geen land met nummer { $number }; { $countries ->
        [0] zet eerst de landen in [countries].
       *[other] gebruik een nummer van 1 tot en met { $countries }.
    }
import-self-border = { $file }, regel { $line }: het land { $country } staat als zijn eigen buur vermeld; haal { $number } weg uit zijn buren.
import-one-way-border = { $file }, regel { $line }: { $from } grenst aan { $to }, maar { $to } grenst niet aan { $from }; voeg { $from-number } toe aan de regel van { $to } in [borders], of haal { $to-number } weg uit deze regel.
import-empty-continent = { $file }, regel { $line }: het continent { $continent } heeft geen enkel land; geef het landen in [countries], of verwijder de regel ervan en nummer de continenten erna opnieuw.
import-disconnected = { $file }, regel { $line }: het land { $country } is vanaf de rest van het speelbord niet te bereiken; geef het in [borders] een buur, op de regels van beide landen.
import-no-region = { $file }: het land { $country } is niet ingekleurd in deze indexafbeelding; kleur zijn vlak in met blauwwaarde { $number }, zijn nummer in het .map-bestand.
# $what: continents, jokers, missions of countries (de landen); $most de grens.
import-too-many = { $file }, regel { $line }: { $what ->
        [continents] het speelbord heeft te veel continenten, hoogstens { $most }; voeg er een paar samen.
        [jokers] één Wildcard te veel, want een stapel heeft hoogstens { $most } jokers; verwijder de Wildcard-regels vanaf deze regel.
        [missions] één opdracht te veel, want een stapel heeft hoogstens { $most } opdrachten; verwijder de opdrachtregels vanaf deze regel.
       *[countries] het speelbord heeft te veel landen, hoogstens { $most } (de indexafbeelding kleurt ze met de waarden 1 tot en met { $most }); voeg landen samen of verwijder er een paar.
    }
import-too-few = { $file } heeft te weinig landen voor een spel: minstens { $most }; voeg landen toe.
import-bonus-too-large = { $file }, regel { $line }: de bonus is meer dan { $most } legers, meer dan een spel ooit geeft; geef een kleinere bonus.
import-bad-image = { $file } kan niet als PNG- of GIF-afbeelding worden gelezen; sla het opnieuw op als PNG.
import-image-too-large = { $file } is te groot ({ $width } × { $height } pixels): hoogstens { $most } pixels; verklein het, samen met de andere afbeelding van het speelbord.
# $picture: het bestand van het getekende speelbord; $index: dat van de indexafbeelding.
import-sizes-differ = { $picture } en { $index } zijn niet even groot: het getekende speelbord en de indexafbeelding moeten overeenkomen; kies de afbeelding die voor deze indexafbeelding is getekend, of laat die weg.
import-scattered = { $file } lijkt niet op een indexafbeelding: het land { $country } ligt erin verspreid over honderden stukjes; kies de indexafbeelding die het .map-bestand in [files] noemt, na “map”.
# De weigering door het spel zelf van een speelbord dat de controles hierboven hebben
# doorgelaten: $why size, mission of iets anders; $most de grootste bonus die een continent mag
# geven.
import-unplayable = { $file }: { $why ->
        [size] het speelbord is groter dan een spel aankan (255 gebieden of continenten, 256 jokers, bonussen van { $most } legers); maak het kleiner.
        [mission] een opdracht in het .cards-bestand vraagt om iets wat het speelbord niet heeft; verbeter of verwijder die in [missions].
       *[other] de landen en grenzen van het speelbord kloppen niet met elkaar; controleer [countries] en [borders].
    }
# Een geweigerde zip: $reason too-large (de bestanden zouden uitgepakt groter zijn dan $amount
# $unit), method (een compressie die niet wordt gelezen), encrypted (een wachtwoord) of iets
# anders (beschadigd).
import-bad-zip = { $reason ->
        [too-large] { $file }: de bestanden in de zip zouden uitgepakt groter zijn dan { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        }; kies liever de losse bestanden van het speelbord.
        [method] { $file } gebruikt een compressie die Lamorisse niet leest; zip de bestanden opnieuw met gewone deflate-compressie.

        [encrypted] { $file } is beveiligd met een wachtwoord; zip de bestanden opnieuw zonder wachtwoord.
       *[other] { $file } is beschadigd of onvolledig; download het opnieuw.
    }
