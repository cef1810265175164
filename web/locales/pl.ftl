### Aplikacja stołu po polsku (the table app in Polish). See docs/translating.md.

## app

app-title = Spyfall
app-tagline = Wszyscy znają tajną lokację, oprócz szpiega. Grajcie przy swoim stole, każdy na swoim telefonie.
app-loading = Wczytywanie…
app-reconnecting = Ponowne łączenie…
app-language = Język
app-language-unavailable = Nie udało się wczytać tego języka. Sprawdź Wi-Fi i wybierz go jeszcze raz.
app-back = Start
app-dismiss = Zamknij

## home

home-your-name = Twoje imię
home-join-title = Dołącz do stołu
home-code = Kod pokoju
home-join = Dołącz
home-create-title = Nowy stół
home-create = Utwórz pokój
home-nights = Wieczory ligowe
home-organizers = Dla organizatorów: panel administracyjny
home-developers = Dla programistów: API
home-signed-in-as = Grasz jako { $name }
home-guest = gość

## account

account-title = Konto
account-log-in = Zaloguj się
account-sign-up = Załóż konto
account-log-out = Wyloguj się
account-make-account = Zachowaj swoje wyniki: załóż konto
account-username = Nazwa użytkownika
account-password = Hasło
account-submit-log-in = Zaloguj się
account-submit-sign-up = Załóż konto
account-submit-make = Załóż moje konto
account-done = Gotowe.

## settings

settings-title = Ustawienia
settings-rule-set = Zasady
settings-classic = Klasyczne
settings-time_travel = Podróże w czasie
settings-mode = Tryb
settings-standard = Standardowy
settings-team = Drużyny (Podróże w czasie, 7–12 graczy)
settings-packs = Zestawy lokacji
settings-rounds = Liczba rund
settings-round-minutes = Minuty na rundę
settings-round-minutes-auto = Zależnie od liczby graczy
settings-show-roles = Gra z rolami
settings-vote-timeout = Sekundy na głosowanie
settings-spies = Liczba szpiegów
settings-captain-passes = Ile razy każdy jest kapitanem
settings-save = Zapisz ustawienia
settings-changed-title = Ustawienia zmienione od następnej gry
settings-this-game = Ta gra
settings-next-game = Następna gra
settings-applies-next-game = Trwa gra: zmiany obowiązują od następnej gry.
settings-yes = tak
settings-no = nie

## labels

settings-labels-rule_set = Zasady
settings-labels-mode = Tryb
settings-labels-pack_ids = Zestawy lokacji
settings-labels-rounds = Liczba rund
settings-labels-round_minutes = Minuty na rundę
settings-labels-show_roles = Gra z rolami
settings-labels-vote_timeout_seconds = Sekundy na głosowanie
settings-labels-spies = Liczba szpiegów
settings-labels-captain_passes = Ile razy każdy jest kapitanem

## lobby

lobby-code = Kod pokoju
lobby-closed = Ten pokój zamknięto po dłuższym czasie bez gry. Aby znów zagrać, otwórz nowy pokój.
lobby-share = Inni dołączają przez ten kod, link albo kod QR.
lobby-link = Link do tego stołu
lobby-copy = Kopiuj link
lobby-copied = Skopiowano
lobby-share-button = Udostępnij…
lobby-share-text = Dołącz do naszego stołu w Spyfall: pokój { $code }
lobby-local-only = Ten link otworzy tylko ten komputer: serwer nasłuchuje wyłącznie na nim. Uruchom go z SPYFALL_ADDR=0.0.0.0:8080 albo ustaw SPYFALL_PUBLIC_URL na adres, który otworzą telefony.
lobby-invite = Zaproś więcej graczy
lobby-qr-alt = Kod QR do pokoju { $code }
lobby-players = Gracze
lobby-seat = Miejsce { $n }
lobby-host = gospodarz
lobby-you = ty
lobby-away = bez połączenia
lobby-points =
    { $n ->
        [one] { $n } punkt
        [few] { $n } punkty
        [many] { $n } punktów
       *[other] { $n } punktu
    }
lobby-start-game = Zacznij grę
lobby-deal = Rozdaj karty
lobby-deal-next = Rozdaj następną rundę
lobby-waiting-for-deal = Czekamy, aż { $name } rozda karty.
lobby-waiting-for-host = Czekamy na gospodarza.
lobby-league-games-played =
    Ten stół rozegrał już { $n ->
        [one] swoją grę
        [few] swoje { $n } gry
        [many] swoje { $n } gier
       *[other] swoje { $n } gry
    } w tej turze rozsadzania: zaczekaj tu na kolejne rozsadzenie.
lobby-league-seating-over = Ta tura rozsadzania się skończyła: twój następny stół pojawi się, gdy tylko organizator go obsadzi.
lobby-league-night-finished = Wieczór zakończony: dzięki za grę!
lobby-manage = Opcje: { $name }
lobby-manage-short = Opcje
lobby-heading = Przy stole
lobby-new-game = Zacznij nową grę
lobby-confirm-new-game = Zacząć nową grę? Wyniki tej gry liczą się od zera.
lobby-leave = Odejdź od stołu
lobby-kick = Usuń: { $name }
lobby-make-host = Przekaż rolę gospodarza: { $name }
lobby-move-up = { $name }: miejsce wyżej
lobby-move-down = { $name }: miejsce niżej
lobby-bounds = Przy tym stole gra od { $min } do { $max } graczy.
lobby-join-title = Dołącz do tego stołu
lobby-join-again = Usiądź znów przy tym stole
lobby-need-more =
    { $n ->
        [one] Do rozdania potrzeba jeszcze jednego gracza.
        [few] Do rozdania potrzeba jeszcze { $n } graczy.
        [many] Do rozdania potrzeba jeszcze { $n } graczy.
       *[other] Do rozdania potrzeba jeszcze { $n } graczy.
    }
lobby-join-as = Dołącz
lobby-removed = Decyzją gospodarza nie siedzisz już przy tym stole.
lobby-left = Nie siedzisz już przy tym stole.
lobby-wait-next-round = Trwa runda; dołączysz do następnej.
lobby-abandon = Zakończ tę rundę
lobby-confirm-abandon = Zakończyć rundę teraz? Nikt nie dostaje za nią punktów i nie liczy się ona do gry.

## round

round-title = Runda { $n } z { $total }
round-show-card = Pokaż moją kartę
round-hide-card = Ukryj moją kartę
round-card-hint = Nie pokazuj nikomu swojej karty: dotknij, by ją zobaczyć, i dotknij znowu, by ją zakryć (po kilku sekundach zakryje się sama).
round-you-are-spy = Jesteś szpiegiem
round-you-are-one-of-two-spies = Jesteś jednym z dwóch szpiegów
round-spy-hint = Ustal, gdzie jesteś, zanim inni ustalą, kim jesteś.
round-location = Lokacja
round-role = Rola
round-clock-running = Pozostały czas
round-clock-stopped = Zegar zatrzymany
round-clock-paused = Pauza
round-pause = Wstrzymaj rundę
round-pause-reason = Dlaczego? (wszyscy to zobaczą)
round-pause-reason-example = Przyszła pizza
round-pause-confirm = Wstrzymaj
round-paused = Runda wstrzymana
round-paused-by = Wstrzymuje: { $name }. Wszystkie zegary stoją.
round-resume = Wznów rundę
round-alerts = Dźwięk i wibracje
round-alerts-on = włączone: sygnał przy twojej kolejce, głosowaniu, w ostatnich 10 sekundach i na koniec czasu.
round-alerts-off = wyłączone
round-time-left = Zostało { $time }
round-your-turn = Twoja kolej: zadaj komuś pytanie.
round-their-turn = { $name } zadaje pytanie.
round-ask-whom = Kogo pytasz?
round-ask = Zapytaj: { $name }
round-accuse = Oskarż kogoś
round-accuse-whom = Kogo poddajesz pod głosowanie? Możesz to zrobić raz na rundę.
round-accuse-whom-small = Kogo oskarżasz? Ta osoba od razu pokazuje swoją kartę.
round-accuse-confirm = Oskarżyć: { $name }? { $name } od razu pokazuje kartę i runda się kończy.
round-accuse-one = Oskarż: { $name }
round-cancel = Anuluj
round-vote-title = { $accuser } oskarża: { $suspect }.
round-vote-question = Czy { $suspect } to szpieg?
round-vote-yes = Tak, skazać
round-vote-no = Nie
round-voted-yes = tak
round-voted-no = nie
round-ballots = Głosy
round-your-vote-needed = Potrzebny twój głos.
round-final-voting = Głosowanie końcowe
round-final-now = Teraz głosowanie: { $name }.
round-final-next = Potem
round-guess = Zgadnij lokację
round-guess-pick = Dotknij lokacji, którą obstawiasz.
round-guess-confirm = Obstawiasz „{ $place }”? Runda od razu się skończy.
round-confirm = Tak, obstawiam
round-locations = Lokacje
round-locations-hint = Dotknij lokacji, by ją skreślić (tylko na tym telefonie).
round-used = już była
round-crossed = skreślona
round-suspects = Gracze
round-suspects-hint = Dotknij gracza, by oznaczyć go jako pod podejrzeniem; ponownie, by oznaczyć go jako poza podejrzeniem, a za trzecim razem, by usunąć oznaczenie (tylko na tym telefonie).
round-suspected = pod podejrzeniem
round-cleared = poza podejrzeniem
round-unmarked = bez oznaczenia
round-log = Co się działo
round-log-asked = { $actor } pyta, { $subject } odpowiada.
round-log-accused = { $actor } oskarża: { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } głosuje „tak”.
       *[no] { $actor } głosuje „nie”.
    }
round-log-vote-failed = { $subject }: głosowanie nie przeszło.
round-log-vote-failed-no = { $subject }: głosowanie nie przeszło. Przeciw: { $no }.
round-log-vote-timed-out = { $subject }: głosowanie nie przeszło. Zabrakło głosów na czas: { $missing }, a brak głosu liczy się jako „nie”.
round-waiting-for = Czekamy na: { $names }.
round-time-is-up = Czas minął
round-final-explained = Czas minął. Każdy po kolei trafia pod głosowanie, od osoby rozdającej zgodnie z ruchem wskazówek zegara; runda kończy się przy pierwszym głosowaniu, w którym wszyscy pozostali mówią „tak”. Szpieg nie może już zgadywać.
round-log-time-up = Czas minął.
round-log-final-vote = Głosowanie końcowe: { $subject }.
round-log-reveal-proposed = { $actor } proponuje odkryć kartę ze środka.
round-log-reveal-agreed = { $actor } zgadza się ją odkryć.
round-log-reveal-refused = { $actor } nie zgadza się jej odkryć.
round-log-reveal-expired = { $actor }: brak odpowiedzi na czas.
round-log-guessed = { $actor } zgaduje lokację.
round-log-team-guessed = Szpieg wskazuje obie lokacje.
round-log-first-captain = Zaczyna { $actor }.
round-log-picked = { $actor } bierze do drużyny: { $subject }.
round-log-pick-refused = { $actor } kończy wybieranie.
round-log-left = { $actor } odchodzi od stołu.
round-log-removed = Gospodarz usuwa ze stołu: { $actor }.
round-log-abandoned = Runda przerwana.
round-log-ended-by-organizer = Runda zakończona przez organizatora.
round-log-ended = Runda zakończona.
round-log-paused = { $actor } wstrzymuje rundę.
round-log-paused-reason = { $actor } wstrzymuje rundę: { $reason }
round-log-resumed = { $actor } wznawia rundę.
round-log-other = Coś się wydarzyło.
round-not-in-round = Nie grasz w tej rundzie; grasz od następnej.

## table

table-title = Stół: gracze, gospodarz, odejście
table-confirm-remove = Usunąć ze stołu: { $name }? Powrót nie będzie możliwy. Trwająca runda przepada: nikt nie dostaje punktów, a runda liczy się jako rozegrana.
table-confirm-host = Przekazać rolę gospodarza: { $name }? Gospodarz zaczyna gry, rozdaje karty i zarządza stołem.
table-confirm-leave = Odejść od stołu? Trwająca runda przepada: nikt nie dostaje punktów, a runda liczy się jako rozegrana.
table-confirm-leave-lobby = Odejść od stołu? Możesz wrócić z kodem pokoju.
table-now-host = Teraz ty jesteś gospodarzem: zaczynasz gry, rozdajesz karty i zarządzasz stołem.
table-got-it = Jasne

## result

result-title = Koniec rundy
result-spy-was =
    { $count ->
        [one] Szpieg: { $names }.
        [few] Szpiedzy: { $names }.
        [many] Szpiedzy: { $names }.
       *[other] Szpiedzy: { $names }.
    }
result-location-was = Lokacja: { $place }.
result-indicted-spy = Skazanie: { $name } — i to był szpieg.
result-indicted-innocent = Skazanie: { $name } — ale to nie był szpieg.
result-guessed-right = { $name } obstawia „{ $place }”: trafnie.
result-guessed-wrong = { $name } obstawia „{ $place }”: błędnie.
result-time-up = Czas minął.
result-convicted = W głosowaniu końcowym skazano: { $name }.
result-other-ending = Runda zakończona.
result-spies-win = Wygrywa szpieg.
result-non-spies-win = Wygrywa stół.
result-nobody-wins = W tej rundzie nikt nie wygrywa.
result-points = Punkty w tej rundzie
result-standings = Klasyfikacja
result-game-over = Koniec gry.
result-winner = Zwycięstwo: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } oskarża: { $accused } — i to szpieg.
       *[no] { $accuser } oskarża: { $accused } — ale to nie szpieg.
    }
result-middle-revealed =
    { $card ->
        [spy] Karta ze środka odkryta: karta szpiega.
       *[location] Karta ze środka odkryta: karta lokacji.
    }
result-middle-was = Karta ze środka: { $card }.
result-spy-card = karta szpiega
result-cards = Wszystkie karty
result-spy-card-short = szpieg
result-podium = Podium
result-place = { $n }. miejsce
result-by-round = Punkty w rundach
result-total = Razem
result-spy-picked = { $captain } bierze szpiega do drużyny.
result-spy-not-picked = Nikt nie wybrał szpiega.
result-team-guesses = Szpieg wskazuje: { $guesses }.
result-right = trafnie
result-wrong = błędnie
result-no-team-guess = Żadna lokacja nie została wskazana na czas.
result-no-conviction = W głosowaniu końcowym nikogo nie skazano.
result-voided = Runda unieważniona.
result-voided-left = Runda unieważniona: { $name } nie siedzi już przy stole. Nikt nie dostaje punktów; runda liczy się jako rozegrana.
result-voided-removed = Runda unieważniona: { $name } nie siedzi już przy stole (decyzja gospodarza). Nikt nie dostaje punktów; runda liczy się jako rozegrana.
result-ended-last-round = Wszystkie rundy rozegrane.
result-ended-everyone-captained = Rola kapitana przeszła już przez wszystkich przy stole.
result-ended-too-few-players = Przy stole zostało mniej niż 7 graczy: gra drużynowa wymaga 7.
result-abandoned = Runda przerwana przez gospodarza: nikt nie dostaje punktów i nie liczy się ona do gry.
result-abandoned-by-organizer = Decyzją organizatora wieczór poszedł dalej w trakcie tej rundy: nikt nie dostaje za nią punktów.
result-everyone-wins = Wszyscy wygrywają.
result-teams-score = Każdy kapitan zdobywa punkty dla swojej drużyny.
result-history = Rundy tej gry
result-history-round = Runda { $n }
result-my-points = ty: { $points }

## nights

nights-title = Wieczory ligowe
nights-mine = Moje wieczory
nights-none = Nie masz jeszcze zapisu na żaden wieczór.
nights-status =
    { $status ->
        [registration] Trwają zapisy
        [seating] Trwa przygotowanie rozsadzenia
        [playing] Trwa gra
        [finished] Zakończony
       *[other] { $status }
    }
nights-join-title = Zapisz się na wieczór
nights-code = Kod wieczoru
nights-join = Zapisz się
nights-account-needed = Zapis na wieczór wymaga konta.
nights-claim-title = Kod wejściowy
nights-claim-hint = Masz kod od organizatora? Przypisze ten telefon do wieczoru.
nights-claim-from-slip = Kod z twojej karteczki jest już wpisany: dotknij przycisku.
nights-playing-as = grasz jako { $name }
nights-claim-code = Twój kod
nights-claim = Użyj kodu
nights-door-title = Potwierdź obecność na dziś
nights-have-account = Grasz w lidze na swoim koncie?
nights-sign-in = Najpierw się zaloguj
nights-withdrawn = Do końca tego wieczoru już nie grasz.
nights-my-table = Twój stół: { $table } (tura rozsadzania { $round })
nights-wait-seating = Zaczekaj tu: twój stół pojawi się, gdy tylko organizator rozsadzi graczy w tej turze.
nights-standings = Wyniki wieczoru
nights-rounds-played =
    { $n ->
        [one] { $n } runda
        [few] { $n } rundy
        [many] { $n } rund
       *[other] { $n } rundy
    }
nights-check-in-hint = Po przyjściu potwierdź obecność: rozsadzamy tylko osoby na miejscu. Twoje imię zobaczą stół i tabela wyników.
nights-check-in = Jestem: potwierdź obecność
nights-sitting-out = W turze rozsadzania { $round } pauzujesz: graczy jest więcej, niż mieszczą stoły, więc wszyscy pauzują po kolei. W następnej turze grasz znowu.
nights-next-seating = Następna tura rozsadzania o { $time }

## rules

rules-title = Jak grać
rules-basics = Wszyscy dostają tę samą tajną lokację i rolę, oprócz szpiega, który nie wie, gdzie jest. Szpieg stara się nie dać wykryć albo odgadnąć miejsce; pozostali próbują znaleźć szpiega.
rules-questions = Osoba, której jest kolej, zadaje na głos jedno pytanie innemu graczowi. Pytana osoba odpowiada i pyta następna, ale nie tę osobę, która właśnie ją zapytała.
rules-vote = Raz na rundę każdy może zatrzymać zegar i poddać gracza pod głosowanie. Głosują wszyscy pozostali: same „tak” oznaczają skazanie, jedno „nie” kończy głosowanie i zegar rusza dalej. Brak głosu liczy się jako „nie”.
rules-guess = Dopóki zegar chodzi, szpieg może się ujawnić i zgadnąć lokację (z listy na swojej karcie): trafnie — wygrywa szpieg; błędnie — wygrywają pozostali.
rules-time-up-classic = Gdy czas minie, a nikogo nie skazano, wygrywa szpieg.
rules-time-up-travel = Gdy czas minie, następuje głosowanie końcowe: każdy gracz po kolei, od osoby rozdającej, trafia pod głosowanie; runda kończy się przy pierwszym głosowaniu, w którym wszyscy pozostali mówią „tak”. Jeśli takiego nie ma, wygrywa szpieg.
rules-score-classic = Punkty: szpieg dostaje 2, gdy skończy się czas, i 4, gdy skazano kogoś niewinnego albo lokacja została odgadnięta. Gdy wygrywają pozostali: każdy po 1, a 2 dla osoby, która poddała szpiega pod skuteczne głosowanie.
rules-score-travel = Punkty: szpieg 2 za wygraną, +2 za trafnie odgadniętą lokację, +2, gdy skazano kogoś niewinnego. Gdy wygrywają pozostali: każdy po 1, +1 dla osoby, która jako pierwsza poddała szpiega pod głosowanie.
rules-small-tables = Przy 2 lub 3 graczach jedna karta leży zakryta na środku: może to być karta szpiega, a wtedy przy stole nie ma szpiega. Gracz, który nie jest szpiegiem, może oskarżyć innego gracza, a ten od razu pokazuje kartę. Każdy może zaproponować odkrycie karty ze środka; wszyscy pozostali muszą się zgodzić.
rules-two-spies = Przy tym stole gra dwóch szpiegów. Każdy szpieg wie tylko, że sam nim jest — nigdy, kto jest drugim. Skazanie któregokolwiek szpiega daje wygraną pozostałym.
rules-team = Tryb drużynowy: dwóch kapitanów, każdy z własną lokacją. Każdy inny gracz to agent z jedną z tych dwóch lokacji albo z kartą szpiega.
rules-team-picks = Kapitanowie ustalają, kto zaczyna. Każdy kapitan zadaje jedno pytanie każdemu jeszcze niewybranemu agentowi; potem każdy wybiera agenta do swojej drużyny albo kończy wybieranie w tej rundzie.
rules-team-end = Kapitan, który wybierze szpiega, kończy rundę: szpieg się ujawnia i wskazuje lokację tego kapitana, a potem drugą. Gdy nikt nie wybierze szpiega, szpieg wskazuje obie.
rules-team-score = Punkty: kapitan +1 za każdego agenta ze swojej lokacji, −1 za każdego z drugiej; kapitan, który wybrał szpiega, nie dostaje nic. Agent wybrany przez kapitana własnej lokacji: 1. Szpieg: 1 za wybranie do drużyny, +1 za każdą trafnie wskazaną lokację. W grze każdy jest kapitanem raz (albo dwa razy).

## team

team-now-asking = Teraz: kapitan { $name } pyta agentów.
team-now-picking = Teraz: kapitan { $name } wybiera agenta albo kończy.
team-location-of = Kapitan { $captain } — lokacja: { $place }.
team-title = Drużyny
team-you-captain = Jesteś kapitanem: zadaj pytania agentom, potem wybierz drużynę.
team-you-agent = Jesteś agentem: odpowiadaj kapitanom, którzy wybierają drużyny.
team-captain = Kapitan { $name }
team-refused-mark = koniec wybierania
team-nobody-yet = jeszcze nikt
team-unpicked = Jeszcze niewybrani
team-choose-first = Kapitanowie: kto zaczyna?
team-captains-choosing = Kapitanowie ustalają, kto zaczyna.
team-first-is = Zaczyna { $name }
team-pick-whom = Wybierz agenta do drużyny albo zakończ wybieranie.
team-pick = Wybierz: { $name }
team-refuse = Koniec wybierania w tej rundzie
team-spy-guessing = { $name } to szpieg i teraz wskazuje obie lokacje.
team-guess-title = Wskaż obie lokacje
team-guess-for = Dotknij lokacji, którą ma kapitan { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Tak, wskazuję te dwie
team-start-again = Od nowa

## reveal

reveal-propose = Zaproponuj odkrycie karty ze środka
reveal-proposed = { $name } proponuje odkrycie karty ze środka.
reveal-agreed = Zgoda
reveal-your-answer = Odkryć ją?
reveal-agree = Tak, odkryj
reveal-refuse = Nie, gramy dalej
reveal-waiting = Czekamy na odpowiedzi.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Brak połączenia z serwerem: nic nie zostało wysłane. Sprawdź Wi-Fi i dotknij jeszcze raz.
problem-bad_request = Aplikacja wysłała coś, czego serwer nie umiał odczytać. Odśwież stronę i spróbuj ponownie.
problem-malformed_json = Aplikacja wysłała coś, czego serwer nie umiał odczytać. Odśwież stronę i spróbuj ponownie.
problem-invalid_body = Coś w tym formularzu się nie zgadza. Sprawdź go i spróbuj ponownie.
problem-unreadable_body = Aplikacja wysłała coś, czego serwer nie umiał odczytać. Odśwież stronę i spróbuj ponownie.
problem-invalid_text = Ten tekst zawiera niedozwolone znaki. Usuń je i spróbuj ponownie.
problem-invalid_query = Aplikacja zapytała w sposób, którego serwer nie rozumie. Odśwież stronę i spróbuj ponownie.
problem-invalid_if_match = Aplikacja wysłała nieczytelną wersję. Odśwież stronę i spróbuj ponownie.
problem-invalid_idempotency_key = Aplikacja wysłała nieczytelny klucz żądania. Odśwież stronę i spróbuj ponownie.
problem-idempotency_key_reused = To żądanie koliduje z wcześniejszym. Spróbuj ponownie.
problem-idempotency_key_in_use = Serwer jeszcze to przetwarza. Chwileczkę.
problem-payload_too_large = To jest za długie, by to wysłać. Skróć i spróbuj ponownie.
problem-body_timeout = Połączenie jest zbyt wolne: dane nie dotarły na czas. Spróbuj ponownie.
problem-unsupported_media_type = Aplikacja wysłała coś, czego serwer nie umiał odczytać. Odśwież stronę i spróbuj ponownie.
problem-not_found = Nie znaleziono. Wróć i spróbuj ponownie.
problem-route_not_found = Taka strona nie istnieje. Wróć na stronę startową.
problem-method_not_allowed = Serwer nie pozwala tu na to. Odśwież stronę i spróbuj ponownie.
problem-rate_limited = Za dużo prób w krótkim czasie. Odczekaj chwilę i spróbuj ponownie.
problem-overloaded = Serwer jest bardzo obciążony. Aplikacja za chwilę spróbuje ponownie.
problem-database_unavailable = Serwer nie może połączyć się ze swoją bazą danych. Aplikacja za chwilę spróbuje ponownie.
problem-not_ready = Serwer się uruchamia. Aplikacja za chwilę spróbuje ponownie.
problem-internal_error = Coś poszło nie tak na serwerze. Spróbuj ponownie.
problem-unauthorized = Twoja sesja wygasła. Wpisz ponownie swoje imię, by grać dalej.
problem-invalid_credentials = Nazwa użytkownika i hasło do siebie nie pasują. Sprawdź je i spróbuj ponownie.
problem-username_taken = Ta nazwa użytkownika jest zajęta. Wybierz inną.
problem-invalid_username = Nazwa użytkownika ma od 3 do 32 znaków: litery, cyfry, kropki, myślniki lub podkreślenia.
problem-invalid_password = Hasło ma od 8 do 128 znaków.
problem-invalid_display_name = Imię ma od 1 do 32 znaków.
problem-already_an_account = Masz już konto.
problem-account_required = To wymaga konta: najpierw załóż konto albo się zaloguj.
problem-pack_not_found = Nie znaleziono takiego zestawu lokacji ani listy: sprawdź kod.
problem-unknown_pack = Jeden z wybranych zestawów lokacji nie istnieje. Wybierz zestawy jeszcze raz.
problem-room_not_found = Nie ma pokoju z tym kodem. Sprawdź kod u gospodarza.
problem-not_a_member = Nie siedzisz przy tym stole. Najpierw dołącz.
problem-room_full = Przy tym stole nie ma już miejsc.
problem-display_name_taken = Ktoś przy tym stole ma już to imię. Wybierz inne.
problem-kicked_from_room = Decyzją gospodarza nie siedzisz już przy tym stole.
problem-not_host = Tylko gospodarz może to zrobić.
problem-player_not_found = Tego gracza nie ma przy tym stole.
problem-invalid_seat_order = Kolejność miejsc musi wymieniać każdego gracza dokładnie raz.
problem-league_table = Ten stół należy do wieczoru ligowego; ustawia go organizator.
problem-room_closed = Ten pokój zamknięto po dłuższym czasie bez gry: otwórz nowy pokój.
problem-team_mode_needs_time_travel = Tryb drużynowy wymaga zasad „Podróże w czasie”.
problem-two_spies_need_standard_play = Dwóch szpiegów wymaga gry standardowej (bez trybu drużynowego).
problem-invalid_pack_selection = Wybierz od 1 do 20 zestawów lokacji.
problem-invalid_rounds = Gra ma od 1 do 30 rund.
problem-invalid_round_minutes = Runda trwa od 1 do 30 minut.
problem-invalid_vote_timeout = Głosowanie trwa od 10 do 600 sekund.
problem-invalid_captain_passes = Każdy gracz jest kapitanem raz albo dwa razy.
problem-invalid_spies = W rundzie jest jeden albo dwóch szpiegów.
problem-no_game = Przy tym stole nie zaczęła się jeszcze żadna gra.
problem-game_over = Ta gra się skończyła. Gospodarz może zacząć nową.
problem-game_in_progress = Podczas gry kolejność miejsc się nie zmienia. Zmień ją przed rozpoczęciem następnej gry.
problem-round_in_progress = Trwa runda. Zaczekaj, aż się skończy.
problem-no_round_in_progress = Żadna runda teraz nie trwa.
problem-not_dealer = Rozdawać może tylko gospodarz albo następna osoba rozdająca.
problem-league_table_settings = Stół ligowy ma ustawienia swojego wieczoru.
problem-league_games_played = Ten stół rozegrał już swoje gry w tej turze rozsadzania. Zaczekaj na kolejne rozsadzenie.
problem-league_seating_over = Ta tura rozsadzania się skończyła: gracze mają już nowe stoły.
problem-no_round = Nie rozdano jeszcze żadnej rundy.
problem-round_not_found = Nie znaleziono tej rundy.
problem-version_mismatch = Przed chwilą coś się zmieniło przy stole. Sprawdź jeszcze raz i spróbuj ponownie.
problem-too_few_players = Jak na te zasady, graczy jest jeszcze za mało. Zaproś więcej osób do stołu.
problem-too_many_players = Jak na te zasady, graczy jest za dużo. Zmień zasady albo podzielcie się na dwa stoły.
problem-no_locations_left = Wszystkie lokacje z wybranych zestawów były już w tej grze. Wybierz więcej zestawów i zacznij nową grę.
problem-bad_captains = Nie udało się wybrać kapitanów do tej rundy.
problem-round_over = Ta runda się skończyła.
problem-not_in_round = Nie grasz w tej rundzie; dołączysz do następnej.
problem-unknown_player = Tego gracza nie ma w tej rundzie.
problem-not_your_turn = To nie twoja kolej na pytanie.
problem-cannot_ask_yourself = Nie możesz pytać siebie.
problem-no_retaliation = Nie możesz od razu zapytać osoby, która właśnie zapytała ciebie.
problem-already_accused_this_round = Twoje oskarżenie w tej rundzie jest już wykorzystane.
problem-cannot_accuse_yourself = Nie możesz oskarżyć siebie.
problem-vote_in_progress = Trwa głosowanie. Zaczekaj, aż się skończy.
problem-no_vote_open = Nie trwa żadne głosowanie.
problem-round_paused = Runda jest wstrzymana. Poczekaj, aż gospodarz ją wznowi.
problem-round_not_paused = Runda nie jest wstrzymana.
problem-invalid_pause_reason = Powód pauzy może mieć najwyżej 100 znaków.
problem-suspect_cannot_vote = Osoba podejrzana nie głosuje.
problem-already_voted = Twój głos jest już oddany.
problem-not_the_spy = Tylko szpieg może to zrobić.
problem-spy_cannot_guess_while_clock_stopped = Szpieg nie może zgadywać, gdy zegar stoi. Zaczekaj, aż ruszy.
problem-unknown_location = To nie jest żadna z lokacji tej gry.
problem-location_already_used = Ta lokacja była już wcześniej w tej grze, więc nie może być lokacją tej rundy. Zgaduj jeszcze raz.
problem-final_voting_in_progress = Trwa głosowanie końcowe.
problem-spy_cannot_accuse = W tym wariancie szpieg nie może oskarżać.
problem-not_in_this_variant = Te zasady nie przewidują takiego ruchu.
problem-reveal_pending = Propozycja odkrycia karty ze środka już czeka na odpowiedzi.
problem-no_reveal_proposal = Nikt nie zaproponował odkrycia karty ze środka.
problem-already_answered = Twoja odpowiedź jest już zapisana.
problem-already_proposed_this_round = W tej rundzie już padła propozycja odkrycia karty ze środka.
problem-first_captain_not_chosen = Jeszcze nie wiadomo, który kapitan zaczyna.
problem-first_captain_already_chosen = Pierwszy kapitan jest już wybrany.
problem-not_a_captain = Tylko kapitan może to zrobić.
problem-not_an_unpicked_agent = Ten gracz nie jest agentem czekającym na wybór.
problem-already_asked_this_cycle = W tym cyklu masz już za sobą pytanie do tego agenta.
problem-wrong_phase = Ten ruch nie pasuje do tej części rundy.
problem-night_not_found = Nie ma wieczoru ligowego z tym kodem. Sprawdź kod u organizatora.
problem-not_in_night = Nie masz zapisu na ten wieczór.
problem-not_seated = Nie masz jeszcze stołu w tej turze rozsadzania. Zaczekaj, aż organizator rozsadzi graczy.
problem-night_finished = Ten wieczór się skończył.
problem-claim_not_found = Ten kod wejściowy jest nieważny albo już wykorzystany (kod działa tylko raz). Poproś organizatora o nowy.

## lists

lists-title = Listy lokacji
lists-intro = Stwórz własną listę lokacji, udostępnij ją przez kod i graj z nią w swoich pokojach.
lists-mine = Twoje listy
lists-none = Nie masz jeszcze list: utwórz własną albo otwórz listę przez kod.
lists-yours = utworzona przez ciebie
lists-added = dodana przez kod
lists-new = Utwórz listę
lists-add-title = Otwórz listę przez kod
lists-add-code = Kod listy
lists-add = Otwórz listę
list-count =
    { $count ->
        [one] { $count } lokacja
        [few] { $count } lokacje
        [many] { $count } lokacji
       *[other] { $count } lokacji
    }
list-name = Nazwa listy
list-locations = Lokacje, po jednej w wierszu
list-locations-hint = Co najmniej { $min }. Role są opcjonalne: po dwukropku, oddzielone przecinkami, np. „Piekarnia: Piekarz, Klient”.
list-save = Zapisz listę
list-cancel = Anuluj
list-edit = Zmień listę
list-wrong-name = Nadaj liście nazwę.
list-wrong-count = Lista ma od { $min } do { $max } lokacji, po jednej w wierszu.
list-wrong-twice = Lokacja występuje na liście dwa razy albo jej nazwa nie ma żadnej litery ani cyfry.
list-open-title = Lista lokacji
list-open = Otwórz listę
list-by-you = To twoja lista: udostępnij jej kod i zmieniaj ją, kiedy chcesz.
list-added = Ta lista jest już wśród twoich: wybierz ją, gdy będziesz tworzyć pokój.
list-share-title = Udostępnij ją
list-share = Przeczytaj kod na głos, udostępnij link albo daj komuś zeskanować kod QR.
list-code = Kod
list-link = Link
list-copy = Kopiuj link
list-copied = Skopiowano
list-qr-alt = Kod QR, który otwiera listę { $code }
list-play = Utwórz pokój z tą listą

settings-lists = Twoje listy
settings-locations = Lokacje w grze
settings-locations-all = wszystkie z wybranych zestawów
settings-locations-some =
    { $count ->
        [one] wybrano { $count } lokację
        [few] wybrano { $count } lokacje
        [many] wybrano { $count } lokacji
       *[other] wybrano { $count } lokacji
    }
problem-invalid_pack = Ta lista łamie zasady: od 8 do 100 lokacji, każda tylko raz, nazwy do 60 znaków.
problem-too_many_packs = Masz już tyle list, ile może mieć gracz (20): zamiast tworzyć nową, zmień którąś z nich.
problem-not_pack_maker = Tylko osoba, która utworzyła tę listę, może ją zmieniać.
problem-invalid_location_selection = Wybierz co najmniej 2 lokacje z wybranych zestawów.
settings-labels-location_ids = Lokacje w grze
setups-title = Zapisane ustawienia
setups-none = Na razie brak: nadaj nazwę ustawieniom poniżej, aby je zachować.
setups-name = Nazwa tych ustawień
setups-save = Zachowaj te ustawienia
setups-use = Użyj „{ $name }”
setups-forget = Usuń „{ $name }”
setups-from-last = Wypełniono ustawieniami z twojego ostatniego pokoju.
setups-defaults = Zacznij od ustawień domyślnych

## The room on a TV (/r/CODE/tv)
tv-join = Dołącz telefonem: { $url }
tv-waiting = Czekamy na następne rozdanie
tv-round-over = Runda { $n } zakończona
tv-and-the-spy = A szpieg to…
tv-sound-on = Włącz dźwięk
tv-sound-is-on = Dźwięk włączony: sygnał, gdy skończy się czas.
lobby-tv = Każdy, kto zna kod, może oglądać ten stół na ekranie (telewizorze): { $url }. Widać tam tylko to, co widzą wszyscy.

## The fair-deal ledger
ledger-spy = Jako szpieg: { $n } (sam przypadek: { $expected })
ledger-column = Jako szpieg
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Jako szpieg: rundy z kartą szpiega i (≈) ile średnio daje sam przypadek. Rozdanie jest losowe: seria to szczęście.

## A moderator who does not play
settings-moderator = Gospodarz prowadzi grę i nie gra
settings-moderator-hint = Gospodarz rozdaje, wstrzymuje i kończy rundy bez karty i nie zdobywa punktów. Kto jest gospodarzem na początku gry, prowadzi ją do końca; przy stole siedzi wtedy 12 graczy i prowadzący.
settings-labels-moderator = Gospodarz prowadzi
moderator-tag = prowadzi grę
moderator-title = Prowadzisz tę grę
moderator-hint = Bez karty i bez punktów: widzisz to, co pokazuje telewizor w pokoju.
