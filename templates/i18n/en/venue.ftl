### The projector and the printouts in English: the source every other language
### translates, and the fallback for any message a language lacks. docs/translating.md
### says how to add a language and how to check one. Keep every { $variable } a message
### has; plural forms follow the language's own rules.

## projector

projector-title = { $night } · standings
projector-round = seating round { $round } of { $total }
projector-not-seated = not seated yet
projector-final = final standings
projector-reconnecting = Reconnecting… these are the standings as of { $time }.
projector-join = Join: code
projector-page = Page { $page } of { $pages }
projector-updated = Updated { $time }
projector-next-page = next page in { $seconds } s
projector-refreshes = refreshes every { $seconds } s
projector-countdown = Next seating round at { $time } (in { $minutes } min)
projector-missing-title = Not found
projector-missing = There is no night at this address. Ask the organizer for the projector link.
projector-reconnecting-title = Reconnecting…
projector-reconnecting-soon = Reconnecting… the standings come back by themselves.

## standings (projector and night sheet)

standings-heading = Standings
standings-final-heading = Final standings
standings-player = Player
standings-points = Points
standings-rounds = Rounds
standings-rounds-hint = Rounds played
standings-spy-wins = Spy wins
standings-spy-wins-hint = Rounds won as the spy
standings-caught = Caught
standings-caught-hint = Spies unmasked
standings-empty = No players yet.
standings-note = Ties on points are broken by rounds won as the spy, then spies caught, then head-to-head; "=" marks a shared place. Rounds missed (arriving late, leaving, sitting out) score nothing.

## tables

tables-heading = Tables
table-number = Table { $number }
tables-not-seated = The organizer has not seated this round yet.
tables-sitting-out = Sitting this round out: { $names }

## a table's progress

progress-left = { $phase } · { $clock } left
progress-waiting = waiting for the first game
progress-game-over = game over
progress-between = between rounds
phase-playing = questions
phase-voting = accusation vote
phase-final_voting = final vote
phase-team_questions = captains' questions
phase-team_picking = captains' picks
phase-team_spy_guess = the spy's guess
phase-other = round in play

## printouts

print-back = ← back to the night
print-language = Language
cards-title = { $night } · table cards
cards-toolbar = Print this page: one card per table.
cards-round = { $night } · seating round { $round }
cards-scan = Scan to open this table in the app
cards-none = No seating round is confirmed yet: table cards are printed once the tables have rooms.
slips-title = { $night } · claim slips
slips-toolbar = Print this page, cut along the lines and hand each walk-in their slip.
slips-scan = Scan the square with your phone's camera and tap the button under your code: your results tonight are yours.
slips-no-camera = No camera? Open this address and type your code:
slips-none = No walk-in is waiting to claim a place: walk-ins added on the night's page get a slip here.
sheet-title = { $night } · night sheet
sheet-toolbar = Print this page.
sheet-printed = { $season } · printed { $time }
sheet-join = Join with the code { $code } at { $url }, then check in.
sheet-round = Seating round { $round }
sheet-table = Table { $number } · { $code }
sheet-sitting-out = Sitting out: { $names }
