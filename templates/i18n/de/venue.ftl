### Beamer und Ausdrucke auf Deutsch (Übersetzung von en/venue.ftl; docs/translating.md).

## projector

projector-title = { $night } · Tabelle
projector-round = Sitzrunde { $round } von { $total }
projector-not-seated = Tische noch nicht eingeteilt
projector-final = Endstand
projector-reconnecting = Verbindung wird wiederhergestellt… Tabelle mit Stand { $time }.
projector-join = Mitmachen: Code
projector-page = Seite { $page } von { $pages }
projector-updated = Aktualisiert { $time }
projector-next-page = nächste Seite in { $seconds } s
projector-refreshes = aktualisiert alle { $seconds } s
projector-countdown = Nächste Sitzrunde um { $time } (in { $minutes } Min.)
projector-missing-title = Nicht gefunden
projector-missing = Unter dieser Adresse gibt es keinen Abend. Frag die Organisation nach dem Beamer-Link.
projector-reconnecting-title = Verbindung wird wiederhergestellt…
projector-reconnecting-soon = Verbindung wird wiederhergestellt… die Tabelle kommt von selbst zurück.

## standings (projector and night sheet)

standings-heading = Tabelle
standings-final-heading = Endstand
standings-player = Spieler
standings-points = Punkte
standings-rounds = Runden
standings-rounds-hint = Gespielte Runden
standings-spy-wins = Siege als Spion
standings-spy-wins-hint = Als Spion gewonnene Runden
standings-caught = Spione entlarvt
standings-caught-hint = Entlarvte Spione
standings-empty = Noch keine Spieler.
standings-note = Bei Punktgleichheit entscheiden die als Spion gewonnenen Runden, dann die entlarvten Spione, dann der direkte Vergleich; „=“ steht für einen geteilten Platz. Verpasste Runden (zu spät, gegangen, ausgesetzt) bringen keine Punkte.

## tables

tables-heading = Tische
table-number = Tisch { $number }
tables-not-seated = Die Tische für diese Runde sind noch nicht eingeteilt.
tables-sitting-out = Pause in dieser Runde: { $names }

## a table's progress

progress-left = { $phase } · noch { $clock }
progress-waiting = wartet auf das erste Spiel
progress-game-over = Spiel vorbei
progress-between = zwischen den Runden
phase-playing = Fragen
phase-voting = Abstimmung über die Anklage
phase-final_voting = Schlussabstimmung
phase-team_questions = Fragen der Kapitäne
phase-team_picking = Kapitäne wählen
phase-team_spy_guess = Tipp des Spions
phase-other = Runde läuft

## printouts

print-back = ← zurück zum Abend
print-language = Sprache
cards-title = { $night } · Tischkarten
cards-toolbar = Diese Seite drucken: eine Karte pro Tisch.
cards-round = { $night } · Sitzrunde { $round }
cards-scan = Scannen, um diesen Tisch in der App zu öffnen
cards-none = Noch keine Sitzrunde bestätigt: Tischkarten werden gedruckt, sobald die Tische Räume haben.
slips-title = { $night } · Code-Zettel für Gäste
slips-toolbar = Diese Seite drucken, an den Linien schneiden und allen Spontangästen ihren Zettel geben.
slips-scan = Scanne den QR-Code mit der Handykamera und tippe auf „Code einlösen“: Dann werden dir deine Ergebnisse von heute Abend gutgeschrieben.
slips-no-camera = Keine Kamera? Öffne diese Adresse und gib deinen Code ein:
slips-none = Kein Spontangast wartet darauf, seinen Platz zu übernehmen: Spontangäste, die auf der Seite des Abends eingetragen werden, bekommen hier einen Zettel.
sheet-title = { $night } · Abendübersicht
sheet-toolbar = Diese Seite drucken.
sheet-printed = { $season } · gedruckt { $time }
sheet-join = Mit dem Code { $code } unter { $url } mitmachen, dann einchecken.
sheet-round = Sitzrunde { $round }
sheet-table = Tisch { $number } · { $code }
sheet-sitting-out = Pause: { $names }
