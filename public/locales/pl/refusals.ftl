# Refusals (issue 52): why the game refused an action, a saved game or a setup, said to the
# player (never the engine's own text).

## Actions
refusal-game-over = Gra się zakończyła.
refusal-wrong-phase = Tego nie można zrobić na tym etapie tury.
refusal-unknown-territory = Tego terytorium nie ma na tej planszy.
refusal-already-claimed = To terytorium jest już zajęte: wybierz wolne.
refusal-unclaimed-territories-remain = Zostały jeszcze wolne terytoria: najpierw zajmij jedno z nich.
refusal-not-your-territory = To terytorium nie należy do ciebie.
refusal-not-neutral-territory = Ta armia należy do gracza neutralnego: postaw ją na jednym z jego terytoriów.
refusal-no-armies-left = Nie masz już armii do rozmieszczenia.
refusal-bad-army-count = Postaw co najmniej jedną armię i nie więcej, niż masz.
refusal-territory-full = Na tym terytorium stoi już tyle armii, ile może.
refusal-must-trade-cards = Masz 5 kart lub więcej: najpierw wymień zestaw.
refusal-card-not-in-hand = Nie wszystkie te karty masz w ręce.
refusal-not-a-set = Te trzy karty nie tworzą zestawu: trzy jednakowe, po jednej z każdego rodzaju albo dwie i joker.
refusal-no-trade-now = Teraz nie można wymieniać kart.
refusal-attack-own-territory = Nie możesz atakować terytorium własnej strony.
refusal-not-adjacent = Te dwa terytoria ze sobą nie graniczą.
refusal-too-many-attack-dice = Rzuć mniejszą liczbą kości: na każdą kość potrzebujesz jednej armii, plus jednej, która zostaje na miejscu.
refusal-bad-defence-dice = Broń się 1 lub 2 kośćmi, a 2 tylko wtedy, gdy masz co najmniej 2 armie.
refusal-not-enough-armies = Na tym terytorium została tylko 1 armia: nie może już atakować.
refusal-ally-step-first = Najpierw zakończ atak: wtedy drugi gracz rozgrywa turę sojusznika, a potem możesz atakować dalej.
refusal-no-enemy-neighbour = To terytorium nie ma wrogiego sąsiada do zaatakowania: wybierz terytorium na linii frontu.
refusal-elimination-too-early = Żaden gracz nie może odpaść z gry przed końcem czwartej rundy.
refusal-bad-move-count = Wprowadź co najmniej tyle armii, iloma kośćmi rzucono, i zostaw jedną na miejscu.
refusal-bad-fortify = Przemieszczaj armie tylko między własnymi połączonymi terytoriami i zostaw jedną na miejscu.
refusal-bad-fortify-adjacent = Przemieszczaj armie tylko między dwoma swoimi sąsiadującymi terytoriami i zostaw jedną na miejscu.
refusal-reserve-not-placed = Najpierw rozmieść wszystkie nowe armie.
refusal-record-mismatch = Ten zapis gry nie zgadza się z zapisanymi w nim ruchami.
refusal-no-such-die = Nie ma takiej kości ataku.
refusal-commander-used = Dowódca zmienia tylko jedną kość na turę.
refusal-no-reroll-card = Jedną kość można przerzucić raz na bitwę, dzięki karcie przedstawiającej jedno z dwóch terytoriów.
refusal-no-such-objective = Nie ma takiego celu.
refusal-objective-already-claimed = Ten cel został już ogłoszony.
refusal-one-objective-per-turn = W jednej turze można ogłosić tylko jeden cel.
refusal-not-the-objectives-moment = Ten cel ogłasza się w innym momencie tury.
refusal-objective-not-met = Ten cel nie został jeszcze osiągnięty.
refusal-no-independent-to-influence = Nie ma niezależnego, któremu można dać tę kartę.
refusal-independent-has-five-cards = Ten niezależny ma już 5 kart: nie można go przeciągnąć na swoją stronę.
refusal-allies-reinforce-before-combat = Sojusznicy otrzymują posiłki po tobie, a przed pierwszą bitwą.
refusal-not-your-ally = Ten niezależny nie jest twoim sojusznikiem.
refusal-ally-already-reinforced = Każdy sojusznik rzuca jedną kością posiłków na turę.
refusal-end-the-attack-first = Zakończ atak, zanim przemieścisz armie.
refusal-not-in-this-game = W tej grze nie ma sesterców, sklepu ani mikstur.
refusal-bad-sesterce-count = Wymieniaj od 2 do 10 sesterców naraz.
refusal-already-cashed = Sesterce wymienia się raz na turę, podczas otrzymywania posiłków.
refusal-not-enough-sesterces = Masz za mało sesterców.
refusal-shop-closed = Sklep jest otwarty podczas rozmieszczania posiłków, przed twoją pierwszą inwazją.
refusal-already-equipped = Na terytorium może być najwyżej jeden miecz i jedna tarcza.
refusal-too-many-missions = Możesz mieć najwyżej trzy misje.
refusal-no-missions-left = Stos misji jest pusty.
refusal-potion-not-in-hand = Nie masz tej karty mikstury w ręce.
refusal-potion-not-now = Tej karty mikstury nie zagrywa się w tym momencie.
refusal-one-potion-per-turn = Jedna karta mikstury na turę, nie licząc kart obrony.
refusal-bad-potion-target = Sabotaż wymaga terytorium przeciwnika z mieczem lub tarczą.
refusal-not-enough-points = Najemnicy kosztują punkt zwycięstwa, którego nie masz.
refusal-already-guarded = Jedna mikstura obrony na terytorium na turę.

## A game that cannot start

refusal-setup-player-count = W tę grę może grać od { $min } do { $max } graczy.
refusal-setup-repeated-colour = Każdy gracz potrzebuje własnego koloru.
refusal-setup-not-playable = W tej wersji nie można jeszcze grać w tę grę.

## Why a saved game or a file cannot be read or replayed (after a colon)

refusal-replay-invalid = dane są uszkodzone albo to nie jest gra Lamorisse.
refusal-replay-newer = zapisała ją nowsza wersja Lamorisse: zaktualizuj aplikację, aby ją otworzyć.
refusal-replay-illegal = ruch { $move } jest niezgodny z zasadami. { $why }

## What was not done because a saved game or a file could not be read, then why
## (src/ui/refusals.rs; $reason a saved game's reason, one of the refusal-replay-* above)

ui-file-not-imported = Nie zaimportowano gry z tego pliku: { $reason }
ui-saved-game-not-read = Nie udało się odczytać tej zapisanej gry, więc nie została wczytana; pozostawiono ją bez zmian: { $reason }
ui-game-not-replayable = Tej gry nie można odtworzyć: { $reason }
ui-log-not-exported = Nie można wyeksportować dziennika tej gry: { $reason }
ui-statistics-not-drawn = Nie można wyświetlić statystyk tej gry: { $reason }
