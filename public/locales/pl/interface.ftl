# The interface's fixed words, in Polish (issue 52): one message a text the screens show, a section
# a source file; `build.rs` makes each a constant (`W::NAME`) the code names.

## src/ui/app/title.rs

ui-join-a-table = Dołącz do stołu
ui-boards = Plansze
ui-text = :

## src/ui/board/chart.rs

ui-region-bonuses = Premie za regiony

## src/ui/board/drawings.rs

ui-unfolding-the-board = Rozkładanie planszy…
ui-the-board-could-not-be-loaded = Nie udało się wczytać planszy: czy to urządzenie ma dostęp do internetu?
ui-try-again = Spróbuj ponownie

## src/ui/board/land.rs

ui-board = Plansza:
ui-sword = , miecz
ui-shield = , tarcza

## src/ui/board/map/controls.rs

ui-show-the-map-s-picture = Pokaż obraz mapy

## src/ui/link/dialog.rs

ui-phones = Telefony…
ui-play-on-a-phone = Graj na telefonie

## src/ui/refusals.rs


## src/ui/replay_viewer/mod.rs

ui-replay = Powtórka

## src/ui/replay_viewer/playback.rs

ui-replay-controls = Sterowanie powtórką
ui-to-the-start = Na początek
ui-one-step-back = Krok wstecz
ui-pause = Pauza
ui-play = Odtwórz
ui-one-step-forward = Krok naprzód
ui-to-the-end = Na koniec
ui-speed = Prędkość
ui-statistics = Statystyki
ui-step = Krok

## src/ui/replay_viewer/step_panel.rs

ui-headquarters = Kwatera główna:
ui-nothing = nic
ui-dice-of-this-step = Kości w tym kroku
ui-attack-die = Kość ataku
ui-defence-die = Kość obrony
ui-no-dice-at-this-step = W tym kroku nie rzucano kośćmi.
ui-reveal-all-hands-and-missions = Odkryj karty i misje wszystkich graczy
ui-reveal-all-hands-and-missions-2 = Odkryć karty i misje wszystkich graczy?
ui-everyone-s-cards-and-missions-will = Karty i misje wszystkich graczy zostaną pokazane. Czy wszyscy przy stole się na to zgadzają?
ui-show-them = Pokaż
# Between a player's name and their secrets in the replay ("Ada: …").
ui-name-colon = {": "}
ui-cancel = Anuluj

## src/ui/rules_pages.rs

ui-the-games = Gry
ui-opening-the-rules = Otwieranie zasad…
ui-the-rules-could-not-be-loaded = Nie udało się wczytać stron z zasadami. Otwórz raz Lamorisse z dostępem do internetu, a zostaną zapisane na tym urządzeniu.

## src/ui/saves_panel.rs

ui-the-browser-s-storage-is-full = Pamięć przeglądarki jest pełna lub wyłączona: niczego nie zapisano, a pozostałe zapisy są nienaruszone.
ui-game-imported = Gra zaimportowana.
ui-saved-games = Zapisane gry
ui-import-a-game = Importuj grę
ui-replay-a-game-file = Odtwórz grę z pliku
ui-turn = tura
ui-load = Wczytaj
ui-replay-2 = Odtwórz
ui-delete-this-save = Usuń ten zapis
ui-saved = Zapisano.
ui-save = Zapisz
ui-export = Eksportuj
ui-export-the-log = Eksportuj dziennik

## src/ui/settings.rs

ui-settings = Ustawienia
ui-animation-speed = Prędkość animacji
ui-animation-normal = Normalna
ui-animation-fast = Szybka
ui-animation-off = Bez animacji
ui-dice-sound = Dźwięk kości
ui-shapes-on-player-colours-colour-blind = Wzory na kolorach graczy (dla daltonistów)
ui-a-what-would-the-bot-do = Przycisk „Co zrobiłby bot?” podczas twoich tur
ui-phones-in-another-place-find-the = Telefony w innym miejscu: łączenie przez publiczny serwer STUN (stun.l.google.com, wymaga internetu)
ui-the-browser-refused-to-remember-these = Przeglądarka nie pozwoliła zapamiętać tych ustawień.

## src/ui/stats_panel.rs

ui-territories = Terytoria
ui-armies = Armie
ui-reinforcements-received = Otrzymane posiłki
ui-cards-traded = Wymienione karty
ui-dice-rolled = Rzucone kości
ui-points = Punkty
ui-turns-played = Rozegrane tury
ui-by-round = według rund
ui-rounds-played = Rozegrane rundy
ui-by-turn = według tur
ui-luck-at-the-dice = Szczęście w rzutach
ui-armies-lost-in-battle-beyond-what = Armie stracone w bitwach ponad to, czego oczekiwałby dokładny rachunek prawdopodobieństwa: w prawo pech, w lewo szczęście.
ui-no-battle-yet = Nie było jeszcze żadnej bitwy.
ui-figure-shown = Pokazywana statystyka
ui-figures = Dane
ui-close = Zamknij

## src/ui/table/banner.rs

ui-is-claiming-a-territory = zajmuje terytorium…
ui-is-placing-a-starting-army = stawia armię początkową…
ui-is-choosing-in-secret = wybiera w tajemnicy…
ui-is-placing-reinforcements = rozmieszcza posiłki…
ui-is-attacking = atakuje…
ui-is-moving-in = wkracza na zdobyte terytorium…
ui-is-moving-armies = przemieszcza armie…
ui-has-finished = kończy grę.
ui-is-playing-the-ally = rozgrywa turę sojusznika…
ui-bot = bot
ui-choose-your-dice-then-roll-or = Wybierz kości, a potem rzuć albo użyj blitzu; możesz też się wycofać.
ui-attack-tap-one-of-your-territories = Atak: dotknij jednego ze swoich terytoriów, a potem sąsiedniego terytorium przeciwnika lub sojusznika. Zakończenie ataku przekazuje sojusznika przeciwnikowi.
ui-your-initiative-again-attack-with-your = Znów masz inicjatywę: atakuj własnymi armiami albo zakończ atak.
ui-your-move-is-made-end-the = Przemieszczenie wykonane: zakończ turę albo cofnij ruch.
ui-fortify-move-armies-along-a-path = Umacnianie pozycji: przemieszczaj armie po ścieżce własnych terytoriów, ile razy chcesz; potem zakończ turę.
ui-choose-your-capital-in-secret-tap = Wybierz w tajemnicy swoją stolicę: dotknij jednego ze swoich terytoriów, a potem potwierdź. Stolica pozostaje tajna, dopóki ktoś jej nie zdobędzie.
ui-fortify-move-armies-once-along-a = Umacnianie pozycji: przemieść armie jeden raz po ścieżce własnych terytoriów albo zakończ turę.
ui-move-armies-once-through-your-team = Przemieść armie jeden raz przez terytoria drużyny, na własne albo partnera z drużyny; potem zakończ turę.
ui-you-took-their-cards-you-may = Przejmujesz karty pokonanego gracza: możesz wymienić zestaw jeszcze przed następną bitwą.

## src/ui/table/battle.rs

ui-armies-moving-in = Armie wkraczające
ui-move-in = Wkrocz
ui-armies-to-move = Armie do przemieszczenia
ui-move = Przemieść

## src/ui/table/battlefield/aftermath.rs


## src/ui/table/battlefield/controls.rs

ui-attack-with = Atakuj kośćmi
ui-roll = Rzuć
ui-blitz = Blitz
ui-retreat = Odwrót
ui-blitz-stops-at = Blitz zatrzymuje się przy

## src/ui/table/battlefield/field.rs

ui-the-attacker-loses-an-army = atakujący traci armię
ui-the-defender-loses-an-army = obrońca traci armię

## src/ui/table/battlefield/handing.rs

ui-the-defender-s-dice = Kości obrońcy
ui-how-many-dice-do-you-defend = Iloma kośćmi się bronisz?
ui-defend-with = Broń się kośćmi
ui-hand-the-tablet-back = Oddaj tablet

## src/ui/table/battlefield.rs

ui-the-last-roll = Ostatni rzut
ui-battlefield = Pole bitwy

## src/ui/table/cards.rs

ui-infantry = piechota
ui-cavalry = kawaleria
ui-artillery = artyleria
ui-joker = joker
ui-no-cards-yet-you-draw-one = Nie masz jeszcze kart: dobierzesz jedną na koniec tej tury.
ui-no-cards-yet-conquer-a-territory = Nie masz jeszcze kart: zdobądź w tej turze terytorium, aby dobrać jedną.
ui-no-cards-in-hand-you-draw = Nie masz kart w ręce: dobierzesz jedną na koniec tej tury.
ui-no-cards-in-hand-conquer-a = Nie masz kart w ręce: zdobądź w tej turze terytorium, aby dobrać jedną.
ui-on = na terytorium
ui-your-cards = Twoje karty
ui-trade = Wymień
ui-mission = Misja
ui-hide-my-mission = Ukryj moją misję
ui-hide-my-missions = Ukryj moje misje
ui-show-my-mission = Pokaż moją misję
ui-show-my-missions = Pokaż moje misje

## src/ui/table/empire.rs

ui-players-boards = Plansze graczy
ui-victory-points = Punkty zwycięstwa
ui-purse-and-shop = Sakiewka i sklep
ui-purse = Sakiewka
ui-sesterces-to-cash = Sesterce do wymiany
ui-fewer-sesterces = Mniej sesterców
ui-more-sesterces = Więcej sesterców
ui-shop = Sklep
ui-select-one-of-your-territories-for = Wybierz jedno ze swoich terytoriów na miecz lub tarczę (po 2 sesterce).
ui-sword-2 = Miecz (2)
ui-shield-2 = Tarcza (2)
ui-new-mission-1 = Nowa misja (1)
ui-your-potion-cards = Twoje karty mikstur
ui-hide-my-potions = Ukryj moje mikstury
ui-show-my-potions = Pokaż moje mikstury
ui-show-my-potions-and-mission-swaps = Pokaż moje mikstury i wymiany misji
ui-play-2 = Zagraj
ui-swap-a-mission-1-sesterce = Wymień misję (1 sesterc)

## src/ui/table/game_bar.rs

ui-undo = Cofnij
ui-skip-to-my-turn = Przejdź do mojej tury

## src/ui/table/guard_prompt.rs

ui-a-defence-potion = Mikstura obrony?
ui-the-game-waits-for-your-answer = Gra czeka na twoją odpowiedź.
ui-no-potion = Bez mikstury

## src/ui/table/handoff.rs

ui-pass-the-tablet = Przekaż tablet
ui-your-pin = Twój PIN
ui-type-your-pin-first = Najpierw wpisz swój PIN.
ui-that-pin-is-not-right = Ten PIN jest nieprawidłowy.

## src/ui/table/headquarters.rs

ui-your-capital = Twoja stolica:
ui-your-headquarters = Twoja kwatera główna:
ui-tap-one-of-your-territories = Dotknij jednego ze swoich terytoriów.
ui-confirm-my-capital = Potwierdź moją stolicę
ui-confirm-my-headquarters = Potwierdź moją kwaterę główną
ui-by = przez
ui-capitals-taken = Zdobyte stolice
ui-headquarters-2 = Kwatery główne
ui-hide-my-capital = Ukryj moją stolicę
ui-show-my-capital = Pokaż moją stolicę

## src/ui/table/hint.rs

ui-what-would-the-bot-do = Co zrobiłby bot?

## src/ui/table/independents.rs

ui-destroyed = zniszczony
ui-neutral = neutralny
ui-cards = karty
ui-independents = Niezależni
ui-roll-reinforcements-for-your-ally = Rzuć kością posiłków dla sojusznika

## src/ui/table/objectives.rs

ui-hide-my-objectives = Ukryj moje cele
ui-show-my-objectives = Pokaż moje cele
ui-an-objective-can-be-claimed-now = Możesz teraz ogłosić cel.
ui-claimed = Ogłoszony
ui-claim-this-objective = Ogłoś ten cel
ui-objectives = Cele
ui-still-to-do-shown-to-all = Do wykonania, widoczne dla wszystkich:

## src/ui/table/panel.rs

ui-cards-log-and-saves = Karty, dziennik i zapisy

## src/ui/table/passing.rs


## src/ui/table/players/chip.rs

ui-easy-bot = bot łatwy
ui-normal-bot = bot normalny
ui-hard-bot = bot trudny
ui-expert-bot = bot ekspert

## src/ui/table/players/chip_view.rs

ui-is-thinking = myśli
ui-territories-2 = terytoria
ui-armies-2 = armie
ui-points-2 = punkty

## src/ui/table/players/mod.rs

ui-players = Gracze
ui-territories-3 = ▦ terytoria
ui-armies-3 = ● armie
ui-cards-2 = ▭ karty
ui-points-3 = ★ punkty

## src/ui/table/rolled.rs

ui-choose-an-attack-die-then = Wybierz kość ataku, a potem:
ui-re-roll-it = Przerzuć ją
ui-commander-make-it-a-6 = Dowódca: zamień ją na 6
ui-decide-the-battle = Rozstrzygnij bitwę

## src/ui/table/sheet.rs

ui-lower-the-controls = Schowaj panel sterowania
ui-show-all-the-controls = Pokaż cały panel sterowania

## src/ui/table/steps.rs

ui-armies-per-tap = Armie na dotknięcie
ui-fewer-per-tap = Mniej na dotknięcie
ui-per-tap = na dotknięcie
ui-more-per-tap = Więcej na dotknięcie
ui-end-the-ally-s-turn = Zakończ turę sojusznika
ui-end-attack = Zakończ atak
ui-end-turn = Zakończ turę

## src/ui/table/story/how_won.rs

ui-an-opponent-is-eliminated-the-team = Przeciwnik wyeliminowany: drużyna wygrywa.
ui-four-objectives-achieved = Cztery osiągnięte cele:
ui-every-other-player-is-eliminated = Wszyscy pozostali gracze zostali wyeliminowani.
ui-mission-accomplished = Misja wykonana:
ui-enemy-headquarters-taken-and-their-own = Wrogie kwatery główne zdobyte, własna utrzymana.
ui-the-opponent-is-eliminated = Przeciwnik został wyeliminowany.
ui-every-enemy-army-is-destroyed = Wszystkie wrogie armie zostały zniszczone.

## src/ui/table/story/victory.rs

ui-win = wygrywają!
ui-winner = Zwycięzca
ui-still-in = W grze
ui-player = Gracz
ui-result = Wynik
ui-summary = Podsumowanie
ui-back-to-the-summary = Wróć do podsumowania
ui-see-the-final-map = Zobacz końcową mapę
ui-watch-the-replay = Obejrzyj powtórkę
ui-new-game-same-players = Nowa gra, ci sami gracze
ui-back-to-the-start = Wróć na początek

## src/ui/table/story.rs

ui-game-log = Dziennik gry
ui-victory = Zwycięstwo

## src/ui/table/teams.rs

ui-teams = Drużyny
ui-team = Drużyna
ui-place-and-manoeuvre-into-your-teammate = Rozmieszczaj i przemieszczaj armie także na terytoriach partnera z drużyny; wspólne terytorium kontroluje ten, kto ma na nim więcej armii, a przy remisie nikt. Wygrywa drużyna, która pierwsza wyeliminuje przeciwnika.

## src/ui/table/trade_track.rs

ui-golden-cavalier = Złoty jeździec
ui-what-a-set-is-worth = Wartość zestawu
ui-value-of-the-next-set = Wartość następnego zestawu
ui-the-golden-cavalier = Złoty jeździec
ui-one-of-each = po jednej z każdego rodzaju
ui-a-joker-and-a-pair = joker i para

## src/ui/wizard/board.rs

ui-board-2 = Plansza
ui-the-rules-own-board = Plansza przewidziana w zasadach

## src/ui/wizard/games.rs

ui-edition = Edycja
ui-game = Gra

## src/ui/wizard/mod.rs

ui-new-game = Nowa gra
ui-start-the-game = Rozpocznij grę

## src/ui/wizard/options.rs

ui-deal-and-auto-place-the-armies = Rozdaj terytoria i rozmieść armie automatycznie
ui-players-join-on-their-own-phones = Gracze dołączają na własnych telefonach (każdy dostaje kod QR po rozpoczęciu gry)
ui-shorter-game-any-2-enemy-headquarters = Krótsza gra: dowolne 2 wrogie kwatery główne przy 4 graczach, dowolne 3 przy 5 lub 6
ui-advanced = Zaawansowane
ui-progressive-reinforcements-every-set-worth-4 = Rosnące posiłki: kolejne zestawy warte 4, 6, 8, 10, 12, 15, 20… według kolejności wymian
ui-defenders-choose-their-dice-hand-the = Obrońcy sami wybierają kości (przekaż im tablet)
ui-game-number-to-deal-the-same = Numer gry, aby rozdać tę samą grę jeszcze raz (zostaw puste, aby rozdać nową)
ui-rules-for-experts = Zasady dla ekspertów
ui-expert-plus-one = Zestawy warte 4, 5, 6… (za każdym razem o jedną armię więcej)
ui-expert-connected = Umacnianie pozycji dowolną liczbę razy po własnych terytoriach
ui-expert-twelve = Najwyżej 12 armii na terytorium (armie, dla których zabrakło miejsca, przepadają)
ui-expert-reroll = Przerzucenie jednej kości ataku na bitwę dzięki karcie przedstawiającej jedno z dwóch terytoriów
ui-expert-commander = Dowódca: raz na turę zamień kość ataku na 6

## src/ui/wizard/seats.rs

ui-colour-of-player = Kolor gracza
ui-who-plays-seat = Kto gra na miejscu
ui-name-of-player = Imię gracza
ui-pin = PIN
ui-optional-4-digit-pin-of-player = Opcjonalny 4-cyfrowy PIN gracza

## src/ui/wizard/words.rs

ui-human = Człowiek
ui-bot-easy = Bot: łatwy
ui-bot-normal = Bot: normalny
ui-bot-hard = Bot: trudny
ui-bot-expert = Bot: ekspert
ui-parker-1993-conquer-the-world-sets = Parker 1993: podbij świat; zestawy kart są warte coraz więcej: 4, 6, 8…
ui-parker-1993-for-2-players-a = Parker 1993 dla 2 graczy: między wami stoi armia neutralna.
ui-parker-1993-capital-risk-take-the = Parker 1993, Risk ze stolicami: zdobądź wrogie kwatery główne i utrzymaj własną.
ui-parker-1993-secret-mission-complete-your = Parker 1993, tajne misje: wypełnij swoją misję przed innymi.
ui-risk-mission-2010s-four-secret-objectives = Risk Misje (lata 2010.): cztery tajne cele o rosnącej randze; ogłaszasz najwyżej jeden na turę.
ui-risk-napoleon-1999-a-secret-mission = Risk Napoleon (1999): każdy ma tajną misję na mapie Europy z 1810 roku, ogłaszaną we własnej turze.
ui-risk-napoleon-1999-conquer-europe-in = Risk Napoleon (1999): podbij Europę z 1810 roku, od 2 do 6 graczy (w grze dwuosobowej z armią neutralną).
ui-risk-napoleon-1999-capitals-a-secret = Risk Napoleon (1999), stolice: każdy ma tajną stolicę; zdobądź ją, a cała armia jej właściciela przechodzi na twoją stronę.
ui-risk-asterix-battle-for-the-roman = Risk Asterix, Bitwa o Imperium Rzymskie: przywódcy, sesterce, mikstury i tajne misje; wygrywa ten, kto pierwszy zdobędzie 10 punktów zwycięstwa.
ui-risk-asterix-conquest-conquer-the-whole = Risk Asterix, Podbój: podbij całe Imperium Rzymskie, z sestercami i miksturami, ale bez przywódców.
ui-risk-napoleon-1999-for-2-players = Risk Napoleon (1999) dla 2 graczy: armia neutralna dostaje połowę twoich posiłków, a rozmieszcza je przeciwnik.
ui-risk-in-teams-2010s-seats-1 = Risk drużynowy (lata 2010.): miejsca 1 i 3 przeciwko 2 i 4; wygrywa drużyna, która pierwsza wyeliminuje przeciwnika.
ui-la-conquete-du-monde-for-2 = La Conquête du Monde dla 2 graczy: przeciągnij kartami obu niezależnych na swoją stronę i walcz ich armiami.
ui-la-conquete-du-monde-for-2-2 = La Conquête du Monde dla 2 graczy: drogę blokuje dwóch biernych niezależnych.
ui-miro-1975-a-secret-objective-each = Miro 1975: każdy ma tajny cel; nikt nie odpada z gry przed 5. rundą.
ui-miro-1975-conquer-the-world-rising = Miro 1975, podbój świata: zestawy warte coraz więcej, wygrywa ostatni gracz, który pozostał w grze.
ui-miro-1975-for-2-an-allied = Miro 1975 dla 2 graczy: armia sojusznicza, którą przeciwnik prowadzi przeciwko tobie.
ui-la-conquete-du-monde-2010s-the = La Conquête du Monde (lata 2010.): złoty jeździec, 3 lub 4 graczy.

## src/ui/table/battlefield/versus.rs

ui-versus-attacks = atakuje
ui-versus-over = :

## src/ui/i18n.rs (the title page, the app's notices, the zoom)

ui-title = Lamorisse
ui-tagline = Gra planszowa o podboju świata, pięć edycji w jednej
ui-language-switch = Język
ui-board-name = Plansza świata
ui-continents-chart = Premie za kontynenty
ui-tap-a-territory = Dotknij terytorium, aby zobaczyć jego sąsiadów.
ui-borders = Sąsiedzi
ui-bonus-armies = na turę
ui-back = Wstecz
ui-storage-refused = Ta przeglądarka nie pozwoliła zapamiętać języka.
ui-language-not-loaded = Nie udało się wczytać tego języka. Sprawdź połączenie i spróbuj ponownie.
ui-continue = Kontynuuj
ui-rules = Zasady
ui-zoom = Powiększenie
ui-zoom-in = Powiększ
ui-zoom-out = Pomniejsz
ui-zoom-reset = Pokaż całą planszę
ui-storage-full = Pamięć przeglądarki jest pełna: ta gra nie jest zapisywana, ale rozgrywka toczy się dalej.
ui-changed-in-another-tab = Gra została zmieniona w innej karcie: ta karta przestała zapisywać, żeby obie gry nawzajem się nie nadpisały. Tutaj gra toczy się dalej bez zapisywania.
ui-save-here-again = Zapisuj zamiast tego grę z tej karty
ui-autosave-unreadable = Nie udało się odczytać zapisanej gry; pozostawiono ją bez zmian.
