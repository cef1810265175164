### Projektor i wydruki po polsku (tłumaczenie en/venue.ftl; docs/translating.md).

## projector

projector-title = { $night } · wyniki
projector-round = tura rozsadzania { $round } z { $total }
projector-not-seated = jeszcze nie rozsadzono
projector-final = wyniki końcowe
projector-reconnecting = Łączenie ponownie… wyniki według stanu z { $time }.
projector-join = Dołącz: kod
projector-page = Strona { $page } z { $pages }
projector-updated = Zaktualizowano o { $time }
projector-next-page = następna strona za { $seconds } s
projector-refreshes = odświeża się co { $seconds } s
projector-countdown = Następna tura rozsadzania o { $time } (za { $minutes } min)
projector-missing-title = Nie znaleziono
projector-missing = Pod tym adresem nie ma żadnego wieczoru. Poproś organizatora o link do projektora.
projector-reconnecting-title = Łączenie ponownie…
projector-reconnecting-soon = Łączenie ponownie… wyniki wrócą same.

## standings (projector and night sheet)

standings-heading = Wyniki
standings-final-heading = Wyniki końcowe
standings-player = Gracz
standings-points = Punkty
standings-rounds = Rundy
standings-rounds-hint = Rozegrane rundy
standings-spy-wins = Wygrane szpiega
standings-spy-wins-hint = Rundy wygrane jako szpieg
standings-caught = Złapani
standings-caught-hint = Zdemaskowani szpiedzy
standings-empty = Nie ma jeszcze graczy.
standings-note = Przy równej liczbie punktów decydują rundy wygrane jako szpieg, potem złapani szpiedzy, potem bezpośrednie starcia; „=” oznacza miejsce ex aequo. Opuszczone rundy (spóźnienie, wyjście, pauza) nie dają punktów.

## tables

tables-heading = Stoły
table-number = Stół { $number }
tables-not-seated = Organizator jeszcze nie rozsadził tej tury.
tables-sitting-out = Pauzują w tej turze: { $names }

## a table's progress

progress-left = { $phase } · zostało { $clock }
progress-waiting = czeka na pierwszą grę
progress-game-over = gra skończona
progress-between = między rundami
phase-playing = pytania
phase-voting = głosowanie nad oskarżeniem
phase-final_voting = głosowanie końcowe
phase-team_questions = pytania kapitanów
phase-team_picking = kapitanowie wybierają
phase-team_spy_guess = typ szpiega
phase-other = runda trwa

## printouts

print-back = ← wróć do wieczoru
print-language = Język
cards-title = { $night } · karty stołów
cards-toolbar = Wydrukuj tę stronę: jedna karta na stół.
cards-round = { $night } · tura rozsadzania { $round }
cards-scan = Zeskanuj, aby otworzyć ten stół w aplikacji
cards-none = Żadna tura rozsadzania nie jest jeszcze potwierdzona: karty drukuje się, gdy stoły mają pokoje.
slips-title = { $night } · kartki z kodami
slips-toolbar = Wydrukuj tę stronę, potnij wzdłuż linii i daj każdemu niezapisanemu graczowi jego kartkę.
slips-scan = Zeskanuj kwadrat aparatem telefonu i stuknij przycisk pod swoim kodem: twoje dzisiejsze wyniki będą twoje.
slips-no-camera = Nie masz aparatu? Otwórz ten adres i wpisz swój kod:
slips-none = Żaden niezapisany gracz nie czeka na przejęcie miejsca: gracze dodani na stronie wieczoru dostają tu kartkę.
sheet-title = { $night } · arkusz wieczoru
sheet-toolbar = Wydrukuj tę stronę.
sheet-printed = { $season } · wydrukowano { $time }
sheet-join = Dołącz kodem { $code } pod adresem { $url }, a potem zgłoś przybycie.
sheet-round = Tura rozsadzania { $round }
sheet-table = Stół { $number } · { $code }
sheet-sitting-out = Pauzują: { $names }
