# Le parole delle schermate caricate quando servono (issue 52): le schermate per giocare su più
# dispositivi (issue 38), la pagina Tabelloni (issue 40) e i rifiuti dell’importazione di un
# tabellone (issue 50, punto 7). Questi moduli JavaScript ricevono dalla pagina un
# `say(id, args)` che scrive i messaggi nella lingua del giocatore (`useWords`). Un nome ($name,
# $who, $attacker) è quello di un giocatore o di un tabellone così come è stato digitato, senza
# forme; un luogo ($from, $to) è il nome di un territorio, anch’esso senza forme (senza
# articolo): perciò le frasi lo mettono dopo i due punti o una freccia («Urali → Ucraina»).

## public/link/screens.js
# La finestra Telefoni dell’host: la riga di ogni posto, poi l’invito di un posto (il suo codice
# QR e il suo codice, poi la risposta del telefono, scansionata o incollata).

link-phones = Telefoni
link-close = Chiudi
link-here = { $name } gioca qui
link-joined = { $name } gioca sul proprio telefono
link-waiting = In attesa del telefono di { $name }
link-add = Aggiungi un telefono
link-new-code = Nuovo codice
link-play-here = Gioca qui
# Il titolo dell’invito e il nome accessibile della finestra.
link-scan-to-play = Scansiona per giocare come { $name }
link-preparing = Preparazione del codice…
link-aim = Inquadra questo codice con la fotocamera del telefono. Oppure invia il codice:
link-invite-code = Codice d’invito
link-qr-invite = Codice QR dell’invito
link-copy = Copia
link-copied = Copiato
link-then = Poi la risposta del telefono
link-scan-answer = Scansiona il codice del telefono
link-answer-code = La risposta del telefono
link-paste-answer = …oppure incolla qui la sua risposta
link-connect = Collega
link-connecting = Collegamento…

# La schermata di un telefono che si unisce al tavolo: il codice dell’host, scansionato o
# incollato, poi la risposta che il telefono mostra.
link-join = Unisciti a un tavolo
link-scan-host = Scansiona il codice che l’host mostra per il tuo posto, oppure incollalo.
link-scan-invite = Scansiona il codice dell’host
link-host-code = Il codice dell’host
link-paste-invite = Incolla qui il codice dell’host
link-join-button = Unisciti
link-paste-first = Incolla prima il codice dell’host nel riquadro qui sopra, oppure scansionalo.
link-preparing-answer = Preparazione della tua risposta…
link-show-host = Mostra questo codice all’host: appena lo scansiona, il tuo posto si apre qui.
link-no-camera = L’host non ha una fotocamera? Inviagli questo codice:
link-your-answer = La tua risposta
link-qr-answer = Codice QR della tua risposta

# Perché due dispositivi non sono riusciti a collegarsi.
link-problem-bad-code = Questo codice non è né un invito né una risposta di Lamorisse.
link-problem-timeout = L’altro dispositivo non ha risposto in tempo. Sono tutti e due sulla stessa rete Wi-Fi?
link-problem-no-camera = Qui non c’è una fotocamera, oppure non è consentito usarla: incolla il codice.
link-problem-other = I dispositivi non sono riusciti a collegarsi. Prova con un nuovo codice.
link-problem-no-webrtc = Questo browser non può collegare dispositivi: non ha WebRTC (alcuni browser e impostazioni della privacy lo rimuovono). Potete giocare tutti su questo dispositivo, oppure aprire Lamorisse in Firefox, Chrome o Safari per giocare sui telefoni.

# La domanda al difensore i cui dadi si scelgono su un altro dispositivo (i dadi di RULINGS R5,
# la pozione di 003): $attacker e $who sono nomi di giocatori, $from e $to nomi di territori
# senza articolo, $dice i dadi dell’attaccante; `link-dice` è il pulsante di ogni risposta.
link-attack = Attacco di { $attacker } con { $dice ->
        [one] { $dice } dado
       *[other] { $dice } dadi
    }: { $from } → { $to }.
link-ask = Con quanti dadi ti difendi?
link-ask-named = { $who }, con quanti dadi ti difendi?
link-dice = { $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    }
link-dice-label = I dadi del difensore
link-defend-with = Difenditi con
link-waits = La partita attende la tua risposta.
# Presso l’host, mentre un difensore risponde sul proprio telefono.
link-waiting-guard = { $who } sta decidendo sul proprio telefono se giocare una pozione di difesa…
link-waiting-dice = { $who } sta scegliendo i dadi di difesa sul proprio telefono…
link-go-on = Continua senza aspettare

# Gli avvisi di un telefono: l’host perso (con un pulsante per unirsi di nuovo) o una mossa
# rifiutata.
link-lost = L’host non è raggiungibile. Chiedigli un nuovo codice per il tuo posto.
link-join-again = Unisciti di nuovo
link-not-your-move = Non è ancora il tuo turno.
link-stale = Nel frattempo la partita è andata avanti: ricontrolla.
link-version = Questo telefono e l’host hanno versioni diverse di Lamorisse: ricaricali entrambi.
link-no-undo = Non c’è niente da annullare.
link-unreadable = L’host non è riuscito a leggerlo.

## public/boards/screens.js
# La pagina Tabelloni: i tabelloni che un giocatore ha importato, e «Importa un tabellone».
# $name è il nome di un tabellone come lo dà il suo file.

boards-title = Tabelloni
boards-close = Chiudi
boards-import = Importa un tabellone
boards-about = Lamorisse offre il mondo, l’Europa del 1810 e l’Impero romano. Aggiungi qualsiasi tabellone disegnato per Domination: scegli il suo file .map e i file che nomina (il suo .cards e le immagini), oppure un solo .zip che li contenga.
boards-reading = Lettura della mappa…
boards-none = Ancora nessun tabellone importato.
boards-ready = «{ $name }» è pronto: sceglilo in Nuova partita.
# $why: una delle frasi qui sotto, o un rifiuto dell’importazione (import-*).
boards-refused = Questo tabellone non è stato importato. { $why }
boards-crashed = Impossibile leggere i file: sono danneggiati, oppure non sono una mappa.
boards-too-large = Questi file sono troppo grandi per una mappa.
boards-quota = Su questo dispositivo non c’è più spazio per questo tabellone: rimuovi prima un tabellone o una partita salvata.
boards-storage = Questo browser non permette a Lamorisse di conservare tabelloni (navigazione privata?).
# La riga di un tabellone conservato: le sue dimensioni, «con la sua immagine» se ne ha una
# (unita con « · »), e per quanti giochi (l’elenco «Gioco» di Nuova partita) va bene.
boards-size = { $territories ->
        [one] { $territories } territorio
       *[other] { $territories } territori
    } · { $continents ->
        [one] { $continents } continente
       *[other] { $continents } continenti
    }
boards-with-picture = con la sua immagine
boards-plays = { $count ->
        [one] adatto a { $count } gioco
       *[other] adatto a { $count } giochi
    }
boards-remove = Rimuovi
# Il nome accessibile del pulsante Rimuovi.
boards-remove-named = Rimuovi { $name }
boards-confirm = Rimuovere definitivamente?
boards-removed = «{ $name }» è stato rimosso.

## crates/import/src/refusal.rs
# Perché un tabellone importato è stato rifiutato, detto dopo «Questo tabellone non è stato
# importato.»: dove (il file $file e la sua riga $line, se c’è), che cosa non va e che cosa
# cambiare. I nomi delle sezioni tra parentesi quadre ([countries]), i tipi di carta (Infantry,
# Wildcard) e di file (pic, map) sono le parole dei file di Domination: restano come sono.
# «Paese» è il termine di quei file (countries), «territorio» quello del gioco. $file, $name,
# $picture, $index sono nomi di file; $country, $continent, $from, $to nomi come li scrive la
# mappa; le altre variabili numeri.

# Un file troppo grande: $amount in kilobyte o megabyte ($unit: kb, mb).
import-file-too-large = { $file } è troppo grande: al massimo { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    }; scegli il file vero e proprio della mappa, oppure riducilo.
import-line-too-long = { $file }, riga { $line }: la riga supera i { $most } caratteri, più di quanti ne servano a qualsiasi mappa; accorciala o dividila in due.
# $shape: che cosa contiene una riga del suo tipo (uno dei messaggi import-shape-*).
import-bad-line = { $file }, riga { $line }: la riga deve contenere { $shape }; correggila.
# $section: il nome della sezione mancante (countries, continents, borders, files).
import-missing-section = { $file } non ha la sezione [{ $section }]; aggiungila, con { $shape } in ogni riga.
import-shape-continent = un nome, un bonus e un colore
import-shape-country = un numero, un nome, un numero di continente e una posizione x y
import-shape-border = un numero di paese e i numeri dei suoi vicini
import-shape-file = un tipo (pic, map, crd, prv) e un nome di file
import-shape-card = Infantry, Cavalry o Cannon e un numero di paese, oppure Wildcard
import-shape-mission = un giocatore da 0 a 8, un numero di paesi non superiore a quelli della mappa, armate da 0 a 1000, tre numeri di continente (0 o * per nessuno o a scelta) e una descrizione
import-shape-other = una chiave e un valore
import-missing-file = { $file }, riga { $line }: la mappa ha bisogno del file { $name }; aggiungilo ai file scelti.
import-no-map-file = Nessun file .map tra i file scelti; aggiungi il file .map della mappa, oppure scegli un solo .zip che contenga tutti i suoi file.
import-out-of-order = { $file }, riga { $line }: qui era atteso il paese numero { $expected }; numera i paesi 1, 2, 3 e così via, in ordine.
# $continents: quanti continenti ha la mappa (0: nessuno elencato prima dei suoi paesi).
import-unknown-continent = { $file }, riga { $line }: { $country } indica un continente che la mappa non ha; { $continents ->
        [0] elenca i continenti in [continents], prima di [countries].
       *[other] indica un numero di continente da 1 a { $continents }.
    }
# $number: il numero così come è scritto; $countries: quanti paesi ha la mappa.
import-unknown-country = { $file }, riga { $line }: non esiste il paese numero { $number }; { $countries ->
        [0] elenca prima i paesi in [countries].
       *[other] usa un numero da 1 a { $countries }.
    }
import-self-border = { $file }, riga { $line }: { $country } compare tra i propri vicini; togli { $number } da quell’elenco.
import-one-way-border = { $file }, riga { $line }: { $from } confina con { $to }, ma { $to } non confina con { $from }; aggiungi { $from-number } alla riga di { $to } in [borders], oppure togli { $to-number } da questa.
import-empty-continent = { $file }, riga { $line }: il continente { $continent } non ha nessun paese; assegnagli dei paesi in [countries], oppure togli la sua riga e rinumera i continenti successivi.
import-disconnected = { $file }, riga { $line }: { $country } non è raggiungibile dal resto del tabellone; in [borders], dagli un vicino, sulle righe di entrambi i paesi.
import-no-region = { $file }: il paese { $country } non è colorato in questa immagine indice; colora la sua area con il valore di blu { $number }, il suo numero nel file .map.
# $what: continents, jokers, missions o countries (i paesi); $most il limite.
import-too-many = { $file }, riga { $line }: { $what ->
        [continents] la mappa ha troppi continenti, al massimo { $most }; accorpane alcuni.
        [jokers] un Wildcard di troppo (un mazzo contiene al massimo { $most } jolly); togli le righe Wildcard a partire da questa.
        [missions] una missione di troppo (un mazzo contiene al massimo { $most } missioni); togli le righe delle missioni a partire da questa.
       *[countries] la mappa ha troppi paesi, al massimo { $most } (l’immagine indice li colora con i valori da 1 a { $most }); accorpa o togli dei paesi.
    }
import-too-few = { $file } ha troppo pochi paesi per una partita: almeno { $most }; aggiungi dei paesi.
import-bonus-too-large = { $file }, riga { $line }: il bonus supera le { $most } armate, più di quante ne dia qualsiasi partita; indica un bonus più piccolo.
import-bad-image = { $file } non si può leggere come immagine PNG o GIF; salvalo di nuovo in PNG.
import-image-too-large = { $file } è troppo grande ({ $width } × { $height } pixel): al massimo { $most } pixel; riducilo, insieme all’altra immagine della mappa.
# $picture: il file del tabellone disegnato; $index: quello dell’immagine indice.
import-sizes-differ = { $picture } e { $index } non hanno le stesse dimensioni: il tabellone disegnato e la sua immagine indice devono coincidere; scegli l’immagine disegnata per questa immagine indice, oppure lasciala fuori.
import-scattered = { $file } non sembra un’immagine indice: il paese { $country } vi è sparso in centinaia di pezzi; scegli l’immagine indice che il file .map indica in [files], dopo «map».
# Il rifiuto da parte del gioco stesso di un tabellone che i controlli qui sopra hanno lasciato
# passare: $why size, mission o altro; $most il bonus più grande che un continente può dare.
import-unplayable = { $file }: { $why ->
        [size] il tabellone supera ciò che una partita può contenere (255 territori o continenti, 256 jolly, bonus di { $most } armate); riducilo.
        [mission] una missione del file .cards chiede qualcosa che il tabellone non ha; correggila o toglila in [missions].
       *[other] i paesi e i confini del tabellone non sono coerenti tra loro; controlla [countries] e [borders].
    }
# Uno zip rifiutato: $reason too-large (i suoi file supererebbero $amount $unit una volta
# estratti), method (una compressione che non viene letta), encrypted (una password) o altro
# (danneggiato).
import-bad-zip = { $reason ->
        [too-large] { $file }: una volta estratti, i file dello zip supererebbero { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        }; scegli direttamente i file della mappa.
        [method] { $file } usa una compressione che Lamorisse non legge; comprimi di nuovo i file con il normale deflate.
        [encrypted] { $file } è protetto da password; comprimi di nuovo i file senza password.
       *[other] { $file } è danneggiato o incompleto; scaricalo di nuovo.
    }
