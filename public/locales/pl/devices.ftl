# Słowa ekranów wczytywanych dopiero wtedy, gdy są potrzebne (issue 52): ekranów gry na kilku
# urządzeniach (issue 38), strony Plansze (issue 40) i odmów przy imporcie planszy (issue 50,
# punkt 7). Te moduły JavaScript dostają od strony `say(id, args)`, które podaje komunikaty w
# języku gracza (`useWords`). Imię lub nazwa ($name, $who, $attacker) to imię gracza albo nazwa
# planszy tak, jak je wpisano: nie odmienia się, więc zdania stawiają je zawsze w mianowniku.
# Miejsce ($from, $to) to nazwa terytorium, też bez form: stoi po dwukropku albo przy strzałce
# („Ural → Ukraina”). Nazwy z pliku mapy stoją jako dopowiedzenie po słowie, które się odmienia
# („kraj { $country }”, „z krajem { $to }”).

## public/link/screens.js
# Okno Telefony u gospodarza: wiersz każdego miejsca, potem zaproszenie dla jednego miejsca
# (jego kod QR i kod, potem odpowiedź telefonu, zeskanowana albo wklejona).

link-phones = Telefony
link-close = Zamknij
link-here = { $name } gra tutaj
link-joined = { $name } gra na swoim telefonie
link-waiting = { $name }: oczekiwanie na telefon
link-add = Dodaj telefon
link-new-code = Nowy kod
link-play-here = Graj tutaj
# Nagłówek zaproszenia i dostępna nazwa okna.
link-scan-to-play = Zeskanuj, aby grać jako { $name }
link-preparing = Przygotowywanie kodu…
link-aim = Skieruj aparat telefonu na ten kod albo wyślij mu ten kod:
link-invite-code = Kod zaproszenia
link-qr-invite = Kod QR zaproszenia
link-copy = Kopiuj
link-copied = Skopiowano
link-then = Potem odpowiedź telefonu
link-scan-answer = Zeskanuj kod telefonu
link-answer-code = Odpowiedź telefonu
link-paste-answer = …albo wklej tutaj jego odpowiedź
link-connect = Połącz
link-connecting = Łączenie…

# Ekran telefonu, który dołącza do stołu: kod gospodarza, zeskanowany albo wklejony, potem
# odpowiedź, którą pokazuje telefon.
link-join = Dołącz do stołu
link-scan-host = Zeskanuj kod, który gospodarz pokazuje dla twojego miejsca, albo go wklej.
link-scan-invite = Zeskanuj kod gospodarza
link-host-code = Kod gospodarza
link-paste-invite = Wklej tutaj kod gospodarza
link-join-button = Dołącz
link-paste-first = Najpierw wklej kod gospodarza w polu powyżej albo go zeskanuj.
link-preparing-answer = Przygotowywanie twojej odpowiedzi…
link-show-host = Pokaż ten kod gospodarzowi: zeskanuje go, a twoje miejsce otworzy się tutaj.
link-no-camera = Gospodarz nie ma aparatu? Wyślij mu ten kod:
link-your-answer = Twoja odpowiedź
link-qr-answer = Kod QR twojej odpowiedzi

# Dlaczego dwa urządzenia nie mogły się połączyć.
link-problem-bad-code = Ten kod nie jest ani zaproszeniem, ani odpowiedzią Lamorisse.
link-problem-timeout = Drugie urządzenie nie odpowiedziało na czas. Czy oba są w tej samej sieci Wi-Fi?
link-problem-no-camera = Nie ma tu aparatu albo nie ma zgody na jego użycie: wklej zamiast tego kod.
link-problem-other = Nie udało się połączyć urządzeń. Spróbuj z nowym kodem.
link-problem-no-webrtc = Ta przeglądarka nie może łączyć urządzeń: brakuje w niej WebRTC (niektóre przeglądarki i ustawienia prywatności go usuwają). Niech wszyscy grają na tym urządzeniu albo otwórz Lamorisse w Firefoksie, Chrome lub Safari, aby grać na telefonach.

# Pytanie do obrońcy, którego kości wybiera się na innym urządzeniu (kości z RULINGS R5,
# mikstura z 003): $attacker i $who to imiona graczy, $from i $to nazwy terytoriów w
# mianowniku, $dice kości atakującego; `link-dice` to przycisk każdej odpowiedzi.
link-attack = { $attacker } atakuje { $dice ->
        [one] { $dice } kością
        [few] { $dice } kośćmi
       *[many] { $dice } kośćmi
    }: { $from } → { $to }.
link-ask = Iloma kośćmi się bronisz?
link-ask-named = { $who }, iloma kośćmi się bronisz?
link-dice = { $count ->
        [one] { $count } kość
        [few] { $count } kości
       *[many] { $count } kości
    }
link-dice-label = Kości obrońcy
link-defend-with = Broń się kośćmi
link-waits = Gra czeka na twoją odpowiedź.
# U gospodarza, gdy obrońca odpowiada na swoim telefonie.
link-waiting-guard = { $who } decyduje na swoim telefonie, czy zagrać miksturę obrony…
link-waiting-dice = { $who } wybiera na swoim telefonie kości obrony…
link-go-on = Graj dalej bez czekania

# Komunikaty na telefonie: gospodarz utracony (z przyciskiem powrotu do dołączania) albo
# odrzucony ruch.
link-lost = Gospodarz jest poza zasięgiem. Poproś go o nowy kod dla swojego miejsca.
link-join-again = Dołącz ponownie
link-not-your-move = To jeszcze nie twoja tura.
link-stale = Gra przy stole w międzyczasie poszła dalej: spójrz jeszcze raz.
link-version = Ten telefon i gospodarz mają różne wersje Lamorisse: odśwież oba.
link-no-undo = Nie ma czego cofnąć.
link-unreadable = Gospodarz nie mógł tego odczytać.

## public/boards/screens.js
# Strona Plansze: plansze, które gracz zaimportował, i „Importuj planszę”. $name to nazwa
# planszy podana w jej pliku.

boards-title = Plansze
boards-close = Zamknij
boards-import = Importuj planszę
boards-about = Lamorisse ma plansze świata, Europy z 1810 roku i Imperium Rzymskiego. Dodaj dowolną planszę narysowaną dla Domination: wybierz jej plik .map i pliki, które on wymienia (jej plik .cards i obrazy), albo jeden plik .zip, który je zawiera.
boards-reading = Wczytywanie mapy…
boards-none = Nie zaimportowano jeszcze żadnej planszy.
boards-ready = Plansza „{ $name }” jest gotowa: wybierz ją w oknie Nowa gra.
# $why: jedno ze zdań poniżej albo odmowa importu (import-*).
boards-refused = Ta plansza nie została zaimportowana. { $why }
boards-crashed = Nie udało się odczytać plików: są uszkodzone albo to nie jest mapa.
boards-too-large = Te pliki są za duże jak na mapę.
boards-quota = Na tym urządzeniu nie ma już miejsca na tę planszę: najpierw usuń jakąś planszę albo zapisaną grę.
boards-storage = Ta przeglądarka nie pozwala Lamorisse przechowywać plansz (tryb prywatny?).
# Wiersz zachowanej planszy: jej rozmiar, „z obrazem”, jeśli go ma (dołączone po „ · ”), i do
# ilu zestawów zasad gry pasuje.
boards-size = { $territories ->
        [one] { $territories } terytorium
        [few] { $territories } terytoria
       *[many] { $territories } terytoriów
    } · { $continents ->
        [one] { $continents } kontynent
        [few] { $continents } kontynenty
       *[many] { $continents } kontynentów
    }
boards-with-picture = z obrazem
boards-plays = { $count ->
        [one] pasuje do { $count } zestawu zasad
        [few] pasuje do { $count } zestawów zasad
       *[many] pasuje do { $count } zestawów zasad
    }
boards-remove = Usuń
# Dostępna nazwa przycisku Usuń.
boards-remove-named = Usuń planszę „{ $name }”
boards-confirm = Usunąć na dobre?
boards-removed = Plansza „{ $name }” została usunięta.

## crates/import/src/refusal.rs
# Dlaczego zaimportowana plansza została odrzucona, po „Ta plansza nie została
# zaimportowana.”: gdzie (plik $file i jego wiersz $line, jeśli jest), co jest nie tak i co
# zmienić. Nazwy sekcji w nawiasach ([countries]), rodzaje kart (Infantry, Wildcard) i plików
# (pic, map) to słowa samych plików Domination: zostają bez zmian. „Kraj” to pojęcie tych
# plików (countries), „terytorium” — gry. $file, $name, $picture, $index to nazwy plików;
# $country, $continent, $from, $to nazwy zapisane w mapie (zawsze po słowie „kraj”, „kontynent”,
# „plik”, które się odmienia); pozostałe zmienne to liczby. $shape (import-shape-*) stoi w
# bierniku: „wiersz powinien zawierać …”, „podaj …”.

# Za duży plik: $amount w kilobajtach albo megabajtach ($unit: kb, mb).
import-file-too-large = Plik { $file } jest za duży: najwyżej { $amount } { $unit ->
        [mb] MB
       *[kb] KB
    }; wybierz właściwy plik mapy albo go zmniejsz.
import-line-too-long = { $file }, wiersz { $line }: wiersz ma ponad { $most ->
        [one] { $most } znak
        [few] { $most } znaki
       *[many] { $most } znaków
    }, więcej, niż potrzebuje jakakolwiek mapa; skróć go albo podziel na dwa.
import-bad-line = { $file }, wiersz { $line }: wiersz powinien zawierać { $shape }; popraw go.
# $section: nazwa brakującej sekcji (countries, continents, borders, files).
import-missing-section = Plik { $file } nie ma sekcji [{ $section }]; dodaj ją, a w każdym jej wierszu podaj { $shape }.
import-shape-continent = nazwę, premię i kolor
import-shape-country = numer, nazwę, numer kontynentu i pozycję x y
import-shape-border = numer kraju i numery jego sąsiadów
import-shape-file = rodzaj (pic, map, crd, prv) i nazwę pliku
import-shape-card = Infantry, Cavalry lub Cannon i numer kraju albo Wildcard
import-shape-mission = gracza od 0 do 8, liczbę krajów (nie większą niż na mapie), armie od 0 do 1000, trzy numery kontynentów (0 lub * dla żadnego lub dowolnego) i opis
import-shape-other = klucz i wartość
import-missing-file = { $file }, wiersz { $line }: mapa potrzebuje pliku { $name }; dodaj go do wybranych plików.
import-no-map-file = Wśród wybranych plików nie ma pliku .map; dodaj plik .map tej mapy albo wybierz jeden plik .zip ze wszystkimi jej plikami.
import-out-of-order = { $file }, wiersz { $line }: w tym miejscu oczekiwano kraju o numerze { $expected }; numeruj kraje po kolei: 1, 2, 3 i tak dalej.
# $continents: ile kontynentów ma mapa (0: żadnego nie podano przed krajami).
import-unknown-continent = { $file }, wiersz { $line }: kraj { $country } wskazuje kontynent, którego mapa nie ma; { $continents ->
        [0] wypisz kontynenty w [continents], przed [countries].
       *[other] podaj numer kontynentu od 1 do { $continents }.
    }
# $number: numer tak, jak go zapisano; $countries: ile krajów ma mapa.
import-unknown-country = { $file }, wiersz { $line }: nie ma kraju o numerze { $number }; { $countries ->
        [0] najpierw wypisz kraje w [countries].
       *[other] użyj numeru od 1 do { $countries }.
    }
import-self-border = { $file }, wiersz { $line }: kraj { $country } jest wpisany jako sąsiad samego siebie; usuń { $number } z listy jego sąsiadów.
import-one-way-border = { $file }, wiersz { $line }: kraj { $from } graniczy z krajem { $to }, ale kraj { $to } nie graniczy z krajem { $from }; dodaj { $from-number } do wiersza kraju { $to } w [borders] albo usuń { $to-number } z tego wiersza.
import-empty-continent = { $file }, wiersz { $line }: kontynent { $continent } nie ma żadnego kraju; przypisz mu kraje w [countries] albo usuń jego wiersz i ponumeruj od nowa kontynenty po nim.
import-disconnected = { $file }, wiersz { $line }: do kraju { $country } nie da się dotrzeć z reszty planszy; w [borders] daj mu sąsiada, w wierszach obu krajów.
import-no-region = { $file }: kraj { $country } nie jest zamalowany na tym obrazie indeksu; zamaluj jego obszar wartością niebieskiego { $number }, czyli jego numerem w pliku .map.
# $what: continents, jokers, missions albo countries (kraje); $most: limit.
import-too-many = { $file }, wiersz { $line }: { $what ->
        [continents] mapa ma za dużo kontynentów, najwyżej { $most }; połącz niektóre z nich.
        [jokers] o jeden Wildcard za dużo, bo talia mieści najwyżej { $most ->
            [one] { $most } jokera
            [few] { $most } jokery
           *[many] { $most } jokerów
        }; usuń wiersze Wildcard od tego wiersza w dół.
        [missions] o jedną misję za dużo, bo talia mieści najwyżej { $most ->
            [one] { $most } misję
            [few] { $most } misje
           *[many] { $most } misji
        }; usuń wiersze misji od tego wiersza w dół.
       *[countries] mapa ma za dużo krajów, najwyżej { $most } (obraz indeksu zamalowuje je wartościami od 1 do { $most }); połącz albo usuń niektóre kraje.
    }
import-too-few = Plik { $file } ma za mało krajów na grę: co najmniej { $most }; dodaj kraje.
import-bonus-too-large = { $file }, wiersz { $line }: premia przekracza { $most ->
        [one] { $most } armię
        [few] { $most } armie
       *[many] { $most } armii
    }, więcej, niż daje jakakolwiek gra; ustaw mniejszą premię.
import-bad-image = Pliku { $file } nie da się odczytać jako obrazu PNG ani GIF; zapisz go ponownie jako PNG.
import-image-too-large = Obraz { $file } jest za duży ({ $width } × { $height } px): najwyżej { $most } px; zmniejsz go razem z drugim obrazem mapy.
# $picture: plik narysowanej planszy; $index: plik obrazu indeksu.
import-sizes-differ = Obrazy { $picture } i { $index } mają różne rozmiary: narysowana plansza i jej obraz indeksu muszą do siebie pasować; wybierz obraz narysowany dla tego obrazu indeksu albo go pomiń.
import-scattered = Obraz { $file } nie wygląda na obraz indeksu: kraj { $country } jest na nim rozbity na setki kawałków; wybierz obraz indeksu, który plik .map wskazuje w [files], po „map”.
# Odmowa samej gry dla planszy, którą przepuściły kontrole powyżej: $why size, mission albo
# inny powód; $most: największa premia, jaką może dać kontynent.
import-unplayable = { $file }: { $why ->
        [size] plansza jest większa, niż mieści gra (255 terytoriów lub kontynentów, 256 jokerów, premie do { $most } armii); zmniejsz ją.
        [mission] misja z pliku .cards wymaga czegoś, czego plansza nie ma; popraw ją albo usuń w [missions].
       *[other] kraje i granice planszy do siebie nie pasują; sprawdź [countries] i [borders].
    }
# Odrzucony plik zip: $reason too-large (po rozpakowaniu jego pliki zajęłyby ponad $amount
# $unit), method (kompresja, której gra nie odczytuje), encrypted (hasło) albo inny (uszkodzony).
import-bad-zip = { $reason ->
        [too-large] { $file }: po rozpakowaniu pliki z archiwum zip zajęłyby ponad { $amount } { $unit ->
            [mb] MB
           *[kb] KB
        }; wybierz bezpośrednio pliki mapy.
        [method] Plik { $file } używa kompresji, której Lamorisse nie odczytuje; spakuj pliki ponownie zwykłą metodą deflate.

        [encrypted] Plik { $file } jest chroniony hasłem; spakuj pliki ponownie bez hasła.
       *[other] Plik { $file } jest uszkodzony albo niekompletny; pobierz go ponownie.
    }
