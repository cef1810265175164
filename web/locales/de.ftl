### Die Tisch-App auf Deutsch (the table app in German). See docs/translating.md.

## app

app-title = Spyfall
app-tagline = Alle kennen denselben geheimen Ort, nur der Spion nicht. Spielt an eurem Tisch, jeder mit seinem Handy.
app-loading = Wird geladen…
app-reconnecting = Verbindung wird wiederhergestellt…
app-language = Sprache
app-language-unavailable = Diese Sprache konnte nicht geladen werden. Prüf das WLAN und wähl sie noch einmal.
app-back = Startseite
app-dismiss = Schließen

## home

home-your-name = Dein Name
home-join-title = Einem Tisch beitreten
home-code = Raumcode
home-join = Beitreten
home-create-title = Neuer Tisch
home-create = Raum erstellen
home-nights = Liga-Abende
home-organizers = Für Organisatoren: der Admin-Bereich
home-developers = Für Entwickler: die API
home-signed-in-as = Du spielst als { $name }
home-guest = Gast

## account

account-title = Konto
account-log-in = Anmelden
account-sign-up = Registrieren
account-log-out = Abmelden
account-make-account = Behalte deine Ergebnisse: Leg ein Konto an
account-username = Benutzername
account-password = Passwort
account-submit-log-in = Anmelden
account-submit-sign-up = Konto erstellen
account-submit-make = Mein Konto erstellen
account-done = Fertig.

## settings

settings-title = Einstellungen
settings-rule-set = Regeln
settings-classic = Klassisch
settings-time_travel = Zeitreise
settings-mode = Modus
settings-standard = Standard
settings-team = Teams (Zeitreise, 7 bis 12 Spieler)
settings-packs = Ortspakete
settings-rounds = Runden
settings-round-minutes = Minuten pro Runde
settings-round-minutes-auto = Nach Spielerzahl
settings-show-roles = Mit Rollen spielen
settings-vote-timeout = Sekunden zum Abstimmen
settings-spies = Spione
settings-captain-passes = So oft ist jeder Kapitän
settings-save = Einstellungen speichern
settings-changed-title = Einstellungen für das nächste Spiel geändert
settings-this-game = Dieses Spiel
settings-next-game = Nächstes Spiel
settings-applies-next-game = Gerade läuft ein Spiel: Änderungen gelten ab dem nächsten Spiel.
settings-yes = ja
settings-no = nein

## labels

settings-labels-rule_set = Regeln
settings-labels-mode = Modus
settings-labels-pack_ids = Ortspakete
settings-labels-rounds = Runden
settings-labels-round_minutes = Minuten pro Runde
settings-labels-show_roles = Mit Rollen spielen
settings-labels-vote_timeout_seconds = Sekunden zum Abstimmen
settings-labels-spies = Spione
settings-labels-captain_passes = So oft ist jeder Kapitän

## lobby

lobby-code = Raumcode
lobby-closed = Dieser Raum wurde geschlossen, weil eine Weile nicht gespielt wurde. Öffne einen neuen Raum, um weiterzuspielen.
lobby-share = Andere treten mit diesem Code, diesem Link oder dem QR-Code bei.
lobby-link = Link zu diesem Tisch
lobby-copy = Link kopieren
lobby-copied = Kopiert
lobby-share-button = Teilen…
lobby-share-text = Spiel mit an unserem Spyfall-Tisch: Raum { $code }
lobby-local-only = Nur dieser Computer kann diesen Link öffnen: Der Server lauscht nur auf diesem Computer. Starte ihn mit SPYFALL_ADDR=0.0.0.0:8080 oder setze SPYFALL_PUBLIC_URL auf die Adresse, die Handys öffnen können.
lobby-invite = Weitere Spieler einladen
lobby-qr-alt = QR-Code zum Beitreten zu Raum { $code }
lobby-players = Spieler
lobby-seat = Platz { $n }
lobby-host = Gastgeber
lobby-you = du
lobby-away = abwesend
lobby-points =
    { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
lobby-start-game = Spiel starten
lobby-deal = Runde austeilen
lobby-deal-next = Nächste Runde austeilen
lobby-waiting-for-deal = Warten, bis { $name } austeilt.
lobby-waiting-for-host = Warten auf den Gastgeber.
lobby-league-games-played =
    Dieser Tisch hat { $n ->
        [one] sein Spiel
       *[other] seine { $n } Spiele
    } in dieser Sitzrunde gespielt: Warte hier auf die nächste Sitzrunde.
lobby-league-seating-over = Diese Sitzrunde ist vorbei: Dein nächster Tisch erscheint, sobald der Organisator dich eingeteilt hat.
lobby-league-night-finished = Der Abend ist vorbei: Danke fürs Spielen!
lobby-manage = Optionen für { $name }
lobby-manage-short = Optionen
lobby-heading = Am Tisch
lobby-new-game = Neues Spiel starten
lobby-confirm-new-game = Neues Spiel starten? Die Punkte dieses Spiels beginnen wieder bei null.
lobby-leave = Tisch verlassen
lobby-kick = { $name } entfernen
lobby-make-host = { $name } zum Gastgeber machen
lobby-move-up = { $name } nach oben schieben
lobby-move-down = { $name } nach unten schieben
lobby-bounds = An diesem Tisch spielen { $min } bis { $max } Spieler.
lobby-join-title = Diesem Tisch beitreten
lobby-join-again = Wieder an diesen Tisch setzen
lobby-need-more =
    { $n ->
        [one] Zum Austeilen fehlt noch ein Spieler.
       *[other] Zum Austeilen fehlen noch { $n } Spieler.
    }
lobby-join-as = Beitreten
lobby-removed = Der Gastgeber hat dich von diesem Tisch entfernt.
lobby-left = Du hast diesen Tisch verlassen.
lobby-wait-next-round = Gerade läuft eine Runde; du steigst in der nächsten ein.
lobby-abandon = Diese Runde beenden
lobby-confirm-abandon = Diese Runde jetzt beenden? Niemand bekommt Punkte dafür, und sie zählt nicht für das Spiel.

## round

round-title = Runde { $n } von { $total }
round-show-card = Meine Karte zeigen
round-hide-card = Meine Karte verdecken
round-card-hint = Behalte deine Karte für dich: Tippe, um sie zu sehen, und tippe noch einmal, um sie umzudrehen (nach ein paar Sekunden dreht sie sich von selbst um).
round-you-are-spy = Du bist der Spion
round-you-are-one-of-two-spies = Du bist einer der beiden Spione
round-spy-hint = Finde heraus, wo du bist, bevor sie dich finden.
round-location = Ort
round-role = Rolle
round-clock-running = Verbleibende Zeit
round-clock-stopped = Uhr angehalten
round-clock-paused = Pause
round-pause = Runde pausieren
round-pause-reason = Warum? (alle sehen es)
round-pause-reason-example = Die Pizza ist da
round-pause-confirm = Pausieren
round-paused = Runde pausiert
round-paused-by = Pausiert von { $name }. Alle Uhren stehen.
round-resume = Runde fortsetzen
round-alerts = Ton und Vibration
round-alerts-on = an: ein Signal für deinen Zug, eine Abstimmung, die letzten 10 Sekunden und das Zeitende.
round-alerts-off = aus
round-time-left = Noch { $time }
round-your-turn = Du bist dran: Stell jemandem eine Frage.
round-their-turn = { $name } stellt eine Frage.
round-ask-whom = Wen fragst du?
round-ask = { $name } fragen
round-accuse = Jemanden beschuldigen
round-accuse-whom = Wen stellst du zur Abstimmung? Das geht einmal pro Runde.
round-accuse-whom-small = Wen beschuldigst du? Die Person zeigt sofort ihre Karte.
round-accuse-confirm = { $name } beschuldigen? { $name } zeigt sofort die eigene Karte, und die Runde endet.
round-accuse-one = { $name } beschuldigen
round-cancel = Abbrechen
round-vote-title = { $accuser } beschuldigt { $suspect }.
round-vote-question = Ist { $suspect } der Spion?
round-vote-yes = Ja, verurteilen
round-vote-no = Nein
round-voted-yes = ja
round-voted-no = nein
round-ballots = Stimmen
round-your-vote-needed = Deine Stimme wird gebraucht.
round-final-voting = Schlussabstimmung
round-final-now = Jetzt wird über { $name } abgestimmt.
round-final-next = Danach
round-guess = Ort raten
round-guess-pick = Tippe auf den Ort, den du rätst.
round-guess-confirm = { $place } raten? Die Runde endet sofort.
round-confirm = Ja, raten
round-locations = Orte
round-locations-hint = Tippe auf einen Ort, um ihn durchzustreichen (nur auf diesem Handy).
round-used = schon gespielt
round-crossed = durchgestrichen
round-suspects = Spieler
round-suspects-hint = Tippe auf jemanden, um ihn als verdächtig zu markieren; noch einmal, um ihn als entlastet zu markieren, ein drittes Mal, um die Markierung zu löschen (nur auf diesem Handy).
round-suspected = verdächtig
round-cleared = entlastet
round-unmarked = nicht markiert
round-log = Was passiert ist
round-log-asked = { $actor } hat { $subject } gefragt.
round-log-accused = { $actor } hat { $subject } beschuldigt.
round-log-voted =
    { $vote ->
        [yes] { $actor } hat mit Ja gestimmt.
       *[no] { $actor } hat mit Nein gestimmt.
    }
round-log-vote-failed = Die Abstimmung über { $subject } ist gescheitert.
round-log-vote-failed-no = Die Abstimmung über { $subject } ist gescheitert: { $no } hat Nein gesagt.
round-log-vote-timed-out = Die Abstimmung über { $subject } ist gescheitert: Von { $missing } kam nicht rechtzeitig eine Stimme, und eine fehlende Stimme zählt als Nein.
round-waiting-for = Warten auf { $names }.
round-time-is-up = Die Zeit ist um
round-final-explained = Die Zeit ist um. Reihum wird über jeden abgestimmt, vom Geber aus im Uhrzeigersinn; die erste Abstimmung, bei der alle anderen Ja sagen, beendet die Runde. Der Spion kann jetzt nicht mehr raten.
round-log-time-up = Die Zeit ist um.
round-log-final-vote = Schlussabstimmung über { $subject }.
round-log-reveal-proposed = { $actor } hat vorgeschlagen, die Karte in der Mitte aufzudecken.
round-log-reveal-agreed = { $actor } ist einverstanden, sie aufzudecken.
round-log-reveal-refused = { $actor } will sie nicht aufdecken.
round-log-reveal-expired = { $actor } hat nicht rechtzeitig geantwortet.
round-log-guessed = { $actor } hat den Ort geraten.
round-log-team-guessed = Der Spion hat beide Orte genannt.
round-log-first-captain = { $actor } beginnt.
round-log-picked = { $actor } hat { $subject } gewählt.
round-log-pick-refused = { $actor } hat aufgehört zu wählen.
round-log-left = { $actor } hat den Tisch verlassen.
round-log-removed = Der Gastgeber hat { $actor } vom Tisch entfernt.
round-log-abandoned = Die Runde wurde abgebrochen.
round-log-ended-by-organizer = Der Organisator hat die Runde beendet.
round-log-ended = Die Runde ist zu Ende.
round-log-paused = { $actor } hat die Runde pausiert.
round-log-paused-reason = { $actor } hat die Runde pausiert: { $reason }
round-log-resumed = { $actor } hat die Runde fortgesetzt.
round-log-other = Etwas ist passiert.
round-not-in-round = Du spielst in dieser Runde nicht mit; du steigst in der nächsten ein.

## table

table-title = Der Tisch: Spieler, Gastgeber, Verlassen
table-confirm-remove = { $name } vom Tisch entfernen? { $name } kann dann nicht wieder beitreten. Eine laufende Runde wird ungültig: Niemand bekommt Punkte dafür, und sie zählt als gespielt.
table-confirm-host = { $name } zum Gastgeber machen? Dann startet { $name } die Spiele, teilt aus und verwaltet den Tisch.
table-confirm-leave = Tisch verlassen? Eine laufende Runde wird ungültig: Niemand bekommt Punkte dafür, und sie zählt als gespielt.
table-confirm-leave-lobby = Tisch verlassen? Mit dem Raumcode kannst du wieder beitreten.
table-now-host = Du bist jetzt der Gastgeber: Du startest die Spiele, teilst aus und verwaltest den Tisch.
table-got-it = Alles klar

## result

result-title = Runde vorbei
result-spy-was =
    { $count ->
        [one] Der Spion war { $names }.
       *[other] Die Spione waren { $names }.
    }
result-location-was = Der Ort war { $place }.
result-indicted-spy = { $name } wurde angeklagt und war der Spion.
result-indicted-innocent = { $name } wurde angeklagt, war aber nicht der Spion.
result-guessed-right = { $name } hat { $place } geraten: richtig.
result-guessed-wrong = { $name } hat { $place } geraten: falsch.
result-time-up = Die Zeit ist abgelaufen.
result-convicted = { $name } wurde in der Schlussabstimmung verurteilt.
result-other-ending = Die Runde ist zu Ende.
result-spies-win = Der Spion gewinnt.
result-non-spies-win = Der Tisch gewinnt.
result-nobody-wins = Diese Runde gewinnt niemand.
result-points = Punkte dieser Runde
result-standings = Punktestand
result-game-over = Das Spiel ist vorbei.
result-winner = Gewinner: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } hat { $accused } beschuldigt – und das war der Spion.
       *[no] { $accuser } hat { $accused } beschuldigt – aber das war nicht der Spion.
    }
result-middle-revealed =
    { $card ->
        [spy] Die Karte in der Mitte wurde aufgedeckt: die Spionkarte.
       *[location] Die Karte in der Mitte wurde aufgedeckt: eine Ortskarte.
    }
result-middle-was = Die Karte in der Mitte: { $card }.
result-spy-card = die Spionkarte
result-cards = Alle Karten
result-spy-card-short = Spion
result-podium = Das Siegerpodest
result-place = { $n }.
result-by-round = Punkte pro Runde
result-total = Gesamt
result-spy-picked = { $captain } hat den Spion gewählt.
result-spy-not-picked = Niemand hat den Spion gewählt.
result-team-guesses = Der Spion hat { $guesses } genannt.
result-right = richtig
result-wrong = falsch
result-no-team-guess = Der Spion hat nicht rechtzeitig einen Ort genannt.
result-no-conviction = In der Schlussabstimmung wurde niemand verurteilt.
result-voided = Die Runde wurde für ungültig erklärt.
result-voided-left = Die Runde ist ungültig: { $name } hat den Tisch verlassen. Niemand bekommt Punkte; sie zählt als gespielt.
result-voided-removed = Die Runde ist ungültig: Der Gastgeber hat { $name } vom Tisch entfernt. Niemand bekommt Punkte; sie zählt als gespielt.
result-ended-last-round = Alle Runden sind gespielt.
result-ended-everyone-captained = Alle am Tisch waren schon Kapitän.
result-ended-too-few-players = Am Tisch sind weniger als 7 Spieler übrig: Ein Teamspiel braucht 7.
result-abandoned = Der Gastgeber hat die Runde beendet: Niemand bekommt Punkte, und sie zählt nicht für das Spiel.
result-abandoned-by-organizer = Der Organisator hat den Abend weitergeführt, während diese Runde lief: Niemand bekommt Punkte dafür.
result-everyone-wins = Alle gewinnen.
result-teams-score = Jeder Kapitän punktet für sein Team.
result-history = Runden dieses Spiels
result-history-round = Runde { $n }
result-my-points = du: { $points }

## nights

nights-title = Liga-Abende
nights-mine = Meine Abende
nights-none = Du bist noch für keinen Abend angemeldet.
nights-status =
    { $status ->
        [registration] Anmeldung offen
        [seating] Tische werden eingeteilt
        [playing] Es wird gespielt
        [finished] Beendet
       *[other] { $status }
    }
nights-join-title = Für einen Abend anmelden
nights-code = Abend-Code
nights-join = Anmelden
nights-account-needed = Für die Anmeldung zu einem Abend brauchst du ein Konto.
nights-claim-title = Gästecode
nights-claim-hint = Der Organisator hat dir einen Code gegeben: Damit kommt dieses Handy zum Abend.
nights-claim-from-slip = Der Code von deinem Zettel ist schon eingetragen: Tippe auf den Button.
nights-playing-as = du spielst als { $name }
nights-claim-code = Dein Code
nights-claim = Code einlösen
nights-door-title = Für heute Abend einchecken
nights-have-account = Spielst du die Liga mit einem Konto?
nights-sign-in = Erst anmelden
nights-withdrawn = Du wurdest für den Rest dieses Abends abgemeldet.
nights-my-table = Dein Tisch: { $table } (Sitzrunde { $round })
nights-wait-seating = Warte hier: Dein Tisch erscheint, sobald der Organisator die Runde eingeteilt hat.
nights-standings = Tabelle des Abends
nights-rounds-played =
    { $n ->
        [one] { $n } Runde
       *[other] { $n } Runden
    }
nights-check-in-hint = Check ein, wenn du ankommst: Nur wer da ist, bekommt einen Tisch. Mit deinem Namen erscheinst du am Tisch und in der Tabelle.
nights-check-in = Ich bin da: einchecken
nights-sitting-out = Du setzt in Sitzrunde { $round } aus: Es gibt mehr Spieler als Plätze an den Tischen, und jeder ist mal dran. In der nächsten Runde spielst du wieder.
nights-next-seating = Nächste Sitzrunde um { $time }

## rules

rules-title = So wird gespielt
rules-basics = Alle bekommen denselben geheimen Ort und eine Rolle, nur der Spion nicht: Er weiß nicht, wo er ist. Der Spion versucht, unentdeckt zu bleiben oder den Ort zu erraten; die anderen versuchen, den Spion zu finden.
rules-questions = Wer dran ist, stellt einer anderen Person laut eine Frage. Die gefragte Person antwortet und fragt als Nächste, aber nicht direkt zurück.
rules-vote = Einmal pro Runde darf jeder die Uhr anhalten und jemanden zur Abstimmung stellen. Alle anderen stimmen ab: Sagen alle Ja, ist die Person verurteilt; ein Nein beendet die Abstimmung, und die Uhr läuft weiter. Eine fehlende Stimme zählt als Nein.
rules-guess = Solange die Uhr läuft, darf sich der Spion zu erkennen geben und den Ort raten (über seine aufgedeckte Karte): Richtig, dann gewinnt der Spion; falsch, dann gewinnen die anderen.
rules-time-up-classic = Ist die Zeit um und niemand verurteilt, gewinnt der Spion.
rules-time-up-travel = Ist die Zeit um, folgt die Schlussabstimmung: Reihum, vom Geber aus, wird über jeden abgestimmt; die erste Abstimmung, bei der alle anderen Ja sagen, beendet die Runde. Gibt es keine, gewinnt der Spion.
rules-score-classic = Punkte: Der Spion bekommt 2, wenn die Zeit abläuft, und 4, wenn jemand anderes verurteilt wird oder er richtig rät. Gewinnen die anderen, bekommt jeder 1; wer die Abstimmung angestoßen hat, in der der Spion verurteilt wurde, bekommt 2.
rules-score-travel = Punkte: Der Spion bekommt 2 für den Sieg, +2 für richtiges Raten und +2, wenn jemand anderes verurteilt wird. Gewinnen die anderen, bekommt jeder 1, und wer den Spion als Erstes zur Abstimmung gestellt hat, +1.
rules-small-tables = Bei 2 oder 3 Spielern liegt eine Karte verdeckt in der Mitte: Das kann die Spionkarte sein, und dann ist niemand am Tisch der Spion. Wer nicht Spion ist, darf jemanden beschuldigen; diese Person zeigt sofort ihre Karte. Jeder darf vorschlagen, die Karte in der Mitte aufzudecken; alle anderen müssen zustimmen.
rules-two-spies = An diesem Tisch wird mit zwei Spionen gespielt. Jeder Spion weiß nur, dass er einer ist, aber nie, wer der andere ist. Wird einer der beiden verurteilt, gewinnen die anderen.
rules-team = Teammodus: zwei Kapitäne, jeder mit einem eigenen Ort. Alle anderen sind Agenten und haben einen der beiden Orte oder die Spionkarte.
rules-team-picks = Die Kapitäne entscheiden, wer beginnt. Jeder Kapitän stellt jedem noch nicht gewählten Agenten eine Frage; dann wählt jeder einen Agenten für sein Team oder hört für diese Runde auf zu wählen.
rules-team-end = Ein Kapitän, der den Spion wählt, beendet die Runde: Der Spion gibt sich zu erkennen und nennt den Ort dieses Kapitäns, dann den des anderen. Wählt niemand den Spion, nennt der Spion beide.
rules-team-score = Punkte: Ein Kapitän bekommt +1 für jeden Agenten seines Orts und -1 für jeden des anderen; ein Kapitän, der den Spion gewählt hat, bekommt nichts. Ein Agent, den der Kapitän seines eigenen Orts wählt: 1. Der Spion: 1 fürs Gewähltwerden, +1 für jeden richtig genannten Ort. Jeder ist pro Spiel einmal (oder zweimal) Kapitän.

## team

team-now-asking = Jetzt: Kapitän { $name } befragt die Agenten.
team-now-picking = Jetzt: Kapitän { $name } wählt einen Agenten oder hört auf.
team-location-of = Der Ort von Kapitän { $captain } war { $place }.
team-title = Teams
team-you-captain = Du bist Kapitän: Befrage die Agenten und wähle dann dein Team.
team-you-agent = Du bist Agent: Antworte den Kapitänen, die ihre Teams wählen.
team-captain = Kapitän { $name }
team-refused-mark = wählt nicht mehr
team-nobody-yet = noch niemand
team-unpicked = Noch nicht gewählt
team-choose-first = Kapitäne: Wer beginnt?
team-captains-choosing = Die Kapitäne entscheiden, wer beginnt.
team-first-is = { $name } beginnt
team-pick-whom = Wähle einen Agenten für dein Team oder hör auf zu wählen.
team-pick = { $name } wählen
team-refuse = Für diese Runde aufhören zu wählen
team-spy-guessing = { $name } ist der Spion und nennt beide Orte.
team-guess-title = Nenne beide Orte
team-guess-for = Tippe auf den Ort von Kapitän { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Ja, diese beiden nennen
team-start-again = Noch mal von vorn

## reveal

reveal-propose = Vorschlagen, die Karte in der Mitte aufzudecken
reveal-proposed = { $name } schlägt vor, die Karte in der Mitte aufzudecken.
reveal-agreed = Einverstanden
reveal-your-answer = Aufdecken?
reveal-agree = Ja, aufdecken
reveal-refuse = Nein, weiterspielen
reveal-waiting = Warten auf die Antworten.

## What a player reads when the server refuses or fails, by problem code.

problem-network = Keine Verbindung zum Server: Das wurde nicht gesendet. Prüfe das Wi-Fi und tippe dann noch einmal.
problem-bad_request = Die App hat etwas geschickt, das der Server nicht lesen konnte. Lade die Seite neu und versuch es noch einmal.
problem-malformed_json = Die App hat etwas geschickt, das der Server nicht lesen konnte. Lade die Seite neu und versuch es noch einmal.
problem-invalid_body = In diesem Formular stimmt etwas nicht. Prüfe es und versuch es noch einmal.
problem-unreadable_body = Die App hat etwas geschickt, das der Server nicht lesen konnte. Lade die Seite neu und versuch es noch einmal.
problem-invalid_text = Dieser Text enthält Zeichen, die nicht erlaubt sind. Lass sie weg und versuch es noch einmal.
problem-invalid_query = Die App hat eine Anfrage gestellt, die der Server nicht versteht. Lade die Seite neu und versuch es noch einmal.
problem-invalid_if_match = Die App hat eine unlesbare Version geschickt. Lade die Seite neu und versuch es noch einmal.
problem-invalid_idempotency_key = Die App hat einen unlesbaren Anfrageschlüssel geschickt. Lade die Seite neu und versuch es noch einmal.
problem-idempotency_key_reused = Diese Anfrage ist mit einer früheren kollidiert. Versuch es noch einmal.
problem-idempotency_key_in_use = Der Server arbeitet noch daran. Einen Moment bitte.
problem-payload_too_large = Das ist zu lang zum Senden. Kürze es und versuch es noch einmal.
problem-body_timeout = Die Verbindung ist zu langsam: Das ist nicht rechtzeitig angekommen. Versuch es noch einmal.
problem-unsupported_media_type = Die App hat etwas geschickt, das der Server nicht lesen konnte. Lade die Seite neu und versuch es noch einmal.
problem-not_found = Das wurde nicht gefunden.
problem-route_not_found = Diese Seite gibt es nicht.
problem-method_not_allowed = Das erlaubt der Server hier nicht.
problem-rate_limited = Zu viele Versuche in kurzer Zeit. Warte kurz und versuch es noch einmal.
problem-overloaded = Der Server ist gerade stark ausgelastet. Die App versucht es gleich noch einmal.
problem-database_unavailable = Der Server erreicht seine Datenbank nicht. Die App versucht es gleich noch einmal.
problem-not_ready = Der Server startet gerade. Die App versucht es gleich noch einmal.
problem-internal_error = Auf dem Server ist etwas schiefgelaufen. Versuch es noch einmal.
problem-unauthorized = Deine Anmeldung ist abgelaufen. Gib deinen Namen noch einmal ein, um weiterzuspielen.
problem-invalid_credentials = Benutzername und Passwort passen nicht zusammen. Prüfe beide und versuch es noch einmal.
problem-username_taken = Dieser Benutzername ist schon vergeben. Wähle einen anderen.
problem-invalid_username = Ein Benutzername hat 3 bis 32 Zeichen: Buchstaben, Ziffern, Punkte, Bindestriche oder Unterstriche.
problem-invalid_password = Ein Passwort hat 8 bis 128 Zeichen.
problem-invalid_display_name = Ein Name hat 1 bis 32 Zeichen.
problem-already_an_account = Du hast schon ein Konto.
problem-account_required = Dafür brauchst du ein Konto: Registriere dich oder melde dich zuerst an.
problem-pack_not_found = Dieses Ortspaket oder diese Liste wurde nicht gefunden: Prüf den Code.
problem-unknown_pack = Eines der gewählten Ortspakete gibt es nicht.
problem-room_not_found = Es gibt keinen Raum mit diesem Code. Prüf den Code mit deinem Gastgeber.
problem-not_a_member = Du sitzt nicht an diesem Tisch. Tritt ihm zuerst bei.
problem-room_full = Dieser Tisch ist voll.
problem-display_name_taken = Jemand an diesem Tisch hat schon diesen Namen. Wähle einen anderen.
problem-kicked_from_room = Der Gastgeber hat dich von diesem Tisch entfernt.
problem-not_host = Das kann nur der Gastgeber.
problem-player_not_found = Dieser Spieler sitzt nicht an diesem Tisch.
problem-invalid_seat_order = Die Sitzordnung muss jeden Spieler genau einmal enthalten.
problem-league_table = Dieser Tisch gehört zu einem Liga-Abend; der Organisator richtet ihn ein.
problem-room_closed = Dieser Raum wurde geschlossen, weil eine Weile nicht gespielt wurde: Öffne einen neuen Raum.
problem-team_mode_needs_time_travel = Der Teammodus braucht die Zeitreise-Regeln.
problem-two_spies_need_standard_play = Zwei Spione gehen nur im Standardmodus (ohne Teams).
problem-invalid_pack_selection = Wähle 1 bis 20 Ortspakete.
problem-invalid_rounds = Ein Spiel hat 1 bis 30 Runden.
problem-invalid_round_minutes = Eine Runde dauert 1 bis 30 Minuten.
problem-invalid_vote_timeout = Eine Abstimmung dauert 10 bis 600 Sekunden.
problem-invalid_captain_passes = Jeder ist einmal oder zweimal Kapitän.
problem-invalid_spies = Eine Runde hat einen oder zwei Spione.
problem-no_game = An diesem Tisch hat noch kein Spiel begonnen.
problem-game_over = Dieses Spiel ist vorbei. Der Gastgeber kann ein neues starten.
problem-game_in_progress = Während eines Spiels bleibt die Sitzordnung, wie sie ist. Ändere sie, bevor das nächste Spiel beginnt.
problem-round_in_progress = Gerade läuft eine Runde. Warte, bis sie vorbei ist.
problem-no_round_in_progress = Gerade läuft keine Runde.
problem-not_dealer = Austeilen kann nur der Gastgeber oder der nächste Geber.
problem-league_table_settings = Ein Liga-Tisch behält die Einstellungen seines Abends.
problem-league_games_played = Dieser Tisch hat seine Spiele für diese Sitzrunde gespielt. Warte auf die nächste Sitzrunde.
problem-league_seating_over = Diese Sitzrunde ist vorbei: Die Spieler haben neue Tische.
problem-no_round = Es wurde noch keine Runde ausgeteilt.
problem-round_not_found = Diese Runde wurde nicht gefunden.
problem-version_mismatch = Der Tisch hat sich gerade geändert. Schau noch mal hin und versuch es erneut.
problem-too_few_players = Für diese Regeln sind noch nicht genug Spieler da.
problem-too_many_players = Für diese Regeln sind es zu viele Spieler.
problem-no_locations_left = Alle Orte der gewählten Pakete wurden in diesem Spiel schon gespielt.
problem-bad_captains = Die Kapitäne für diese Runde konnten nicht bestimmt werden.
problem-round_over = Diese Runde ist vorbei.
problem-not_in_round = Du spielst in dieser Runde nicht mit; du steigst in der nächsten ein.
problem-unknown_player = Dieser Spieler ist nicht in dieser Runde.
problem-not_your_turn = Du bist nicht mit Fragen dran.
problem-cannot_ask_yourself = Du kannst dich nicht selbst fragen.
problem-no_retaliation = Du kannst nicht direkt die Person zurückfragen, die dich gerade gefragt hat.
problem-already_accused_this_round = Du hast in dieser Runde schon jemanden beschuldigt.
problem-cannot_accuse_yourself = Du kannst dich nicht selbst beschuldigen.
problem-vote_in_progress = Gerade läuft eine Abstimmung. Warte, bis sie vorbei ist.
problem-no_vote_open = Gerade läuft keine Abstimmung.
problem-round_paused = Die Runde ist pausiert. Warte, bis der Gastgeber sie fortsetzt.
problem-round_not_paused = Die Runde ist nicht pausiert.
problem-invalid_pause_reason = Der Grund für die Pause darf höchstens 100 Zeichen lang sein.
problem-suspect_cannot_vote = Wer beschuldigt ist, stimmt nicht mit ab.
problem-already_voted = Du hast schon abgestimmt.
problem-not_the_spy = Das kann nur der Spion.
problem-spy_cannot_guess_while_clock_stopped = Der Spion kann nicht raten, solange die Uhr angehalten ist.
problem-unknown_location = Das ist keiner der Orte dieses Spiels.
problem-location_already_used = Dieser Ort war schon früher in diesem Spiel dran, kann also nicht der Ort dieser Runde sein. Rate noch einmal.
problem-final_voting_in_progress = Die Schlussabstimmung läuft.
problem-spy_cannot_accuse = In dieser Variante kann der Spion niemanden beschuldigen.
problem-not_in_this_variant = Dieser Zug gehört nicht zu diesen Regeln.
problem-reveal_pending = Es gibt schon einen offenen Vorschlag, die Karte in der Mitte aufzudecken.
problem-no_reveal_proposal = Niemand hat vorgeschlagen, die Karte in der Mitte aufzudecken.
problem-already_answered = Du hast schon geantwortet.
problem-already_proposed_this_round = Das Aufdecken der Karte in der Mitte wurde in dieser Runde schon vorgeschlagen.
problem-first_captain_not_chosen = Die Kapitäne haben noch nicht gesagt, wer beginnt.
problem-first_captain_already_chosen = Der erste Kapitän steht schon fest.
problem-not_a_captain = Das kann nur ein Kapitän.
problem-not_an_unpicked_agent = Diese Person ist kein Agent, der noch gewählt werden kann.
problem-already_asked_this_cycle = Du hast diesen Agenten in diesem Durchgang schon gefragt.
problem-wrong_phase = Dieser Zug passt nicht zu diesem Abschnitt der Runde.
problem-night_not_found = Es gibt keinen Liga-Abend mit diesem Code.
problem-not_in_night = Du bist für diesen Abend nicht angemeldet.
problem-not_seated = Du hast in dieser Sitzrunde noch keinen Tisch.
problem-night_finished = Dieser Abend ist vorbei.
problem-claim_not_found = Dieser Gästecode ist ungültig oder wurde schon benutzt (ein Code gilt nur einmal). Bitte den Organisator um einen neuen.

## lists

lists-title = Ortslisten
lists-intro = Stell deine eigene Liste mit Orten zusammen, teile sie über ihren Code und spiel mit ihr in deinen Räumen.
lists-mine = Deine Listen
lists-none = Noch keine Listen: Leg eine an oder öffne eine über ihren Code.
lists-yours = von dir erstellt
lists-added = per Code hinzugefügt
lists-new = Liste anlegen
lists-add-title = Liste über ihren Code öffnen
lists-add-code = Code der Liste
lists-add = Liste öffnen
list-count =
    { $count ->
        [one] { $count } Ort
       *[other] { $count } Orte
    }
list-name = Name der Liste
list-locations = Orte, einer pro Zeile
list-locations-hint = Mindestens { $min }. Rollen sind freiwillig: nach einem Doppelpunkt, durch Kommas getrennt, etwa „Bäckerei: Bäcker, Kunde“.
list-save = Liste speichern
list-cancel = Abbrechen
list-edit = Liste ändern
list-wrong-name = Gib der Liste einen Namen.
list-wrong-count = Eine Liste hat { $min } bis { $max } Orte, einen pro Zeile.
list-wrong-twice = Ein Ort steht doppelt auf der Liste, oder ein Name hat weder Buchstaben noch Ziffern.
list-open-title = Ortsliste
list-open = Liste öffnen
list-by-you = Diese Liste hast du erstellt: Teile ihren Code und ändere sie, wann du willst.
list-added = Diese Liste gehört jetzt zu deinen: Wähl sie aus, wenn du einen Raum erstellst.
list-share-title = Teilen
list-share = Lies den Code vor, teile den Link oder lass jemanden den QR-Code scannen.
list-code = Code
list-link = Link
list-copy = Link kopieren
list-copied = Kopiert
list-qr-alt = QR-Code, der die Liste { $code } öffnet
list-play = Raum mit dieser Liste erstellen

settings-lists = Deine Listen
settings-locations = Gespielte Orte
settings-locations-all = alle aus den gewählten Paketen
settings-locations-some =
    { $count ->
        [one] { $count } ausgewählt
       *[other] { $count } ausgewählt
    }
problem-invalid_pack = Diese Liste verstößt gegen eine Regel: 8 bis 100 Orte, jeder nur einmal, Namen bis 60 Zeichen.
problem-too_many_packs = Du hast schon so viele Listen erstellt, wie ein Spieler darf (20): Ändere stattdessen eine davon.
problem-not_pack_maker = Nur wer diese Liste erstellt hat, darf sie ändern.
problem-invalid_location_selection = Wähle mindestens 2 Orte aus den gewählten Paketen.
settings-labels-location_ids = Gespielte Orte
setups-title = Gespeicherte Einstellungen
setups-none = Noch keine: Gib den Einstellungen unten einen Namen, um sie zu behalten.
setups-name = Name für diese Einstellungen
setups-save = Diese Einstellungen behalten
setups-use = „{ $name }“ verwenden
setups-forget = „{ $name }“ vergessen
setups-from-last = Ausgefüllt mit den Einstellungen deines letzten Raums.
setups-defaults = Mit den Standardwerten beginnen

## The room on a TV (/r/CODE/tv)
tv-join = Mit dem Handy beitreten: { $url }
tv-waiting = Warten auf die nächste Runde
tv-round-over = Runde { $n } ist vorbei
tv-and-the-spy = Und der Spion war …
tv-sound-on = Ton einschalten
tv-sound-is-on = Ton ist an: ein Signal, wenn die Zeit um ist.
lobby-tv = Wer den Code kennt, kann diesen Tisch auf einem Bildschirm (einem Fernseher) verfolgen: { $url }. Er zeigt nur, was alle sehen.

## The fair-deal ledger
ledger-spy = Als Spion: { $n } (Zufall allein: { $expected })
ledger-column = Als Spion
ledger-cell = { $n } (≈ { $expected })
ledger-explained = Als Spion: die Runden mit einer Spionkarte, und (≈) wie viele der Zufall allein im Schnitt gibt. Die Karten werden zufällig verteilt: eine Serie ist Glück.

## A moderator who does not play
settings-moderator = Der Gastgeber leitet das Spiel und spielt nicht mit
settings-moderator-hint = Der Gastgeber teilt aus, pausiert und beendet Runden ohne Karte und bekommt keine Punkte. Wer beim Spielstart Gastgeber ist, leitet das ganze Spiel; am Tisch sitzen dann 12 Spieler und die Spielleitung.
settings-labels-moderator = Gastgeber leitet
moderator-tag = Spielleitung
moderator-title = Du leitest dieses Spiel
moderator-hint = Keine Karte, keine Punkte: Du siehst, was der Fernseher im Raum zeigt.
