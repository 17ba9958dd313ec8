# The on-demand screens' words (issue 52): the link screens (playing across devices, issue 38),
# the Boards page (issue 40) and the board importer's refusals (issue 50 item 7). The modules
# are JavaScript loaded when needed; the page hands each a `say(id, args)` that formats these
# messages in the player's language (`useWords`). A name ($name, $who, $attacker) is a player's
# or a board's name as typed, said as it is (no forms); a place ($from, $to) is a territory's
# name, also without its forms.

## public/link/screens.js
# The host's Phones dialog: each seat's line, then a seat's invitation (its QR code and code,
# then the phone's answer scanned or pasted).

link-phones = Phones
link-close = Close
link-here = { $name } plays here
link-joined = { $name } plays on their phone
link-waiting = Waiting for { $name }'s phone
link-add = Add a phone
link-new-code = New code
link-play-here = Play here
# The invitation's heading and the dialog's accessible name.
link-scan-to-play = Scan to play as { $name }
link-preparing = Preparing the code…
link-aim = Open the phone’s camera on this code. Or send the code:
link-invite-code = Invitation code
link-qr-invite = QR code of the invitation
link-copy = Copy
link-copied = Copied
link-then = Then the phone’s answer
link-scan-answer = Scan the phone’s code
link-answer-code = The phone’s answer
link-paste-answer = …or paste its answer here
link-connect = Connect
link-connecting = Connecting…

# A phone's joining screen: the host's code scanned or pasted, then the phone's answer to show.
link-join = Join a table
link-scan-host = Scan the code the host shows for your seat, or paste it.
link-scan-invite = Scan the host’s code
link-host-code = The host’s code
link-paste-invite = Paste the host’s code here
link-join-button = Join
link-paste-first = Paste the host’s code in the box above first, or scan it.
link-preparing-answer = Preparing your answer…
link-show-host = Show this code to the host: it scans it, and your seat opens here.
link-no-camera = No camera on the host? Send it this code:
link-your-answer = Your answer
link-qr-answer = QR code of your answer

# Why two devices could not connect.
link-problem-bad-code = That code is not a Lamorisse invitation or answer.
link-problem-timeout = The other device did not answer in time. Are both on the same Wi-Fi?
link-problem-no-camera = No camera here, or it is not allowed: paste the code instead.
link-problem-other = The devices could not connect. Try a new code.
link-problem-no-webrtc = This browser cannot connect devices: it has no WebRTC (some browsers and privacy settings remove it). Play everyone on this device, or open Lamorisse in Firefox, Chrome or Safari to play on phones.

# The question to a defender whose dice are chosen on another device (RULINGS R5's dice, 003's
# potion): $attacker and $who are players' names, $from and $to territories' names, $dice the
# attacker's dice; `link-dice` is each answer's button.
link-attack = { $attacker } attacks { $to } from { $from } with { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    }.
link-ask = How many dice do you defend with?
link-ask-named = { $who }, how many dice do you defend with?
link-dice = { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }
link-dice-label = The defender’s dice
link-defend-with = Defend with
link-waits = The game waits for your answer.
# At the host, while a defender answers on their phone.
link-waiting-guard = { $who } is deciding on their phone whether to play a defence potion…
link-waiting-dice = { $who } is choosing their defence dice on their phone…
link-go-on = Go on without them

# A phone's notices: the host lost (with a button back to the joining screen), or a move refused.
link-lost = The host is out of reach. Ask it for a new code for your seat.
link-join-again = Join again
link-not-your-move = It is not your turn yet.
link-stale = The table moved on meanwhile: look again.
link-version = This phone and the host run different versions of Lamorisse: reload both.
link-no-undo = Nothing to take back.
link-unreadable = The host could not read that.

## public/boards/screens.js
# The Boards page: the boards a player imported, and "Import a board". $name is a board's name
# as its file gives it.

boards-title = Boards
boards-close = Close
boards-import = Import a board
boards-about = Lamorisse plays the world, Europe in 1810 and the Roman Empire. Add any board drawn for Domination: pick its .map file and the files it names (its .cards and pictures), or one .zip holding them.
boards-reading = Reading the map…
boards-none = No board imported yet.
boards-ready = “{ $name }” is ready: choose it in New game.
# $why: one of the sentences below, or an import refusal (import-*).
boards-refused = This board was not imported. { $why }
boards-crashed = The files could not be read: they are damaged, or not a map.
boards-too-large = These files are too large for a map.
boards-quota = There is no room left on this device for this board: remove a board or a saved game first.
boards-storage = This browser does not let Lamorisse keep boards (private browsing?).
# A kept board's line: its size, "with its picture" when it has one (joined by " · "), and how
# many of the game's rule systems fit it.
boards-size = { $territories ->
        [one] { $territories } territory
       *[other] { $territories } territories
    } · { $continents ->
        [one] { $continents } continent
       *[other] { $continents } continents
    }
boards-with-picture = with its picture
boards-plays = { $count ->
        [one] { $count } rule system fits it
       *[other] { $count } rule systems fit it
    }
boards-remove = Remove
# The Remove button's accessible name.
boards-remove-named = Remove { $name }
boards-confirm = Remove for good?
boards-removed = “{ $name }” was removed.

## crates/import/src/refusal.rs
# Why an imported board was refused, said after "This board was not imported.": where (the
# file $file, and its line $line where there is one), what is wrong, and what to change. The
# section names in brackets ([countries]), the card kinds (Infantry, Wildcard) and the file
# kinds (pic, map) are the Domination files' own words: keep them as they are. $file, $name,
# $picture, $index are file names; $country, $continent, $from, $to names as the map writes
# them; the other variables numbers.

# A file over its size limit: $amount in kilobytes or megabytes ($unit: kb, mb).
import-file-too-large = { $file } is too large: at most { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    }; pick the map’s own file, or make it smaller.
import-line-too-long = { $file }, line { $line }: the line is over { $most } characters, longer than any map needs; shorten it or split it in two.
# $shape: what a line of its kind holds (one of the import-shape-* messages, said).
import-bad-line = { $file }, line { $line }: expected { $shape }; correct the line.
# $section: the missing section's name (countries, continents, borders, files).
import-missing-section = { $file } has no [{ $section }] section; add one, each line holding { $shape }.
import-shape-continent = a name, a bonus and a colour
import-shape-country = a number, a name, a continent number and a position x y
import-shape-border = a country number and the numbers of its neighbours
import-shape-file = a kind (pic, map, crd, prv) and a file name
import-shape-card = Infantry, Cavalry or Cannon and a country number, or Wildcard
import-shape-mission = a player from 0 to 8, a number of countries the map has, armies from 0 to 1,000, three continent numbers (0 or * for none or any) and a description
import-shape-other = a key and a value
import-missing-file = { $file }, line { $line }: the map needs the file { $name }; add it to the files picked.
import-no-map-file = No .map file among the files picked; add the map’s .map file, or pick one .zip holding all its files.
import-out-of-order = { $file }, line { $line }: country number { $expected } was expected here; number the countries 1, 2, 3 and so on, in order.
# $continents: how many continents the map has (0: none listed before its countries).
import-unknown-continent = { $file }, line { $line }: { $country } names a continent the map does not have; { $continents ->
        [0] list the continents in [continents], before [countries].
       *[other] give a continent number from 1 to { $continents }.
    }
# $number: the number as written; $countries: how many countries the map has.
import-unknown-country = { $file }, line { $line }: there is no country number { $number }; { $countries ->
        [0] list the countries in [countries] first.
       *[other] use a number from 1 to { $countries }.
    }
import-self-border = { $file }, line { $line }: { $country } is listed as its own neighbour; take { $number } off its neighbours.
import-one-way-border = { $file }, line { $line }: { $from } borders { $to }, but { $to } does not border { $from }; add { $from-number } to { $to }’s line in [borders], or take { $to-number } off this one.
import-empty-continent = { $file }, line { $line }: the continent { $continent } has no country; give it countries in [countries], or remove its line and renumber the continents after it.
import-disconnected = { $file }, line { $line }: { $country } cannot be reached from the rest of the board; in [borders], give it a neighbour, on both countries’ lines.
import-no-region = { $file }: { $country } is not painted in this index image; paint its land with the blue value { $number }, its number in the .map file.
# $what: continents, jokers, missions or countries; $most the limit.
import-too-many = { $file }, line { $line }: { $what ->
        [continents] the map has too many continents, at most { $most }; merge some of them.
        [jokers] one Wildcard too many, a deck holds at most { $most } jokers; remove the Wildcard lines from this one on.
        [missions] one mission too many, a deck holds at most { $most } missions; remove the mission lines from this one on.
       *[countries] the map has too many countries, at most { $most } (the index image paints them in the values 1 to { $most }); merge or remove countries.
    }
import-too-few = { $file } has too few countries for a game: at least { $most }; add countries.
import-bonus-too-large = { $file }, line { $line }: the bonus is over { $most } armies, more than any game gives; give a smaller bonus.
import-bad-image = { $file } cannot be read as a PNG or GIF image; save it again as a PNG.
import-image-too-large = { $file } is too large ({ $width } × { $height } pixels): at most { $most } pixels; scale it down, with the map’s other image.
# $picture: the drawn board's file; $index: the index image's.
import-sizes-differ = { $picture } and { $index } are not the same size: the drawn board and its index image must match; pick the picture drawn for this index image, or leave it out.
import-scattered = { $file } does not look like an index image: the country { $country } is scattered in hundreds of pieces; pick the index image the .map file names in [files], after “map”.
# The game's own refusal of a board the checks above let through: $why size, mission or other;
# $most the largest bonus a continent may give.
import-unplayable = { $file }: { $why ->
        [size] the board is larger than a game holds (255 territories or continents, 256 jokers, bonuses of { $most } armies); make it smaller.
        [mission] a mission of the .cards file asks for what the board does not have; correct or remove it in [missions].
       *[other] the board’s countries and borders do not hold together; check [countries] and [borders].
    }
# A zip refused: $reason too-large (its files over $amount $unit once unpacked), method (a
# compression not read), encrypted, or other (damaged).
import-bad-zip = { $reason ->
        [too-large] { $file }: the zip’s files would be over { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        } once unpacked; pick the map’s files themselves.
        [method] { $file } uses a compression Lamorisse does not read; zip the files again with plain deflate.
        [encrypted] { $file } is protected by a password; zip the files again without one.
       *[other] { $file } is damaged or cut short; download it again.
    }
