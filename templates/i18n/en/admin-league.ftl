### The admin panel's league pages in English (seasons, nights, seating): the source
### ru/admin-league.ftl translates, and the fallback for any message a language lacks
### (docs/translating.md). Keep every { $variable } a message has; plural forms follow
### the language's own rules.

## shared by the league pages

league-cancel = Cancel
league-field-name = Name
league-col-player = Player
league-col-points = Points
league-col-spy-wins = Spy wins
league-col-spies-caught = Spies caught

## seasons (the league page)

league-title = League
league-heading = League seasons
league-new-season = New season
season-field-best = Count only the best N nights (empty: every night)
season-field-zone-new = Time zone for times on pages (a city such as London, or a zone such as Europe/Paris; empty: UTC)
season-field-zone = Time zone for times on pages (a city such as London, or a zone such as Europe/Paris)
league-create-season = Create season
league-how-heading = How a night runs
league-how = Create a night in a season, register its players (accounts, or walk-ins with a claim code), then for each seating round propose tables, move players if needed and confirm: every table gets its own room. Standings fill in as rounds finish; put the projector link on a screen.
league-all-seasons = All seasons
league-your-seasons = Your seasons
league-col-season = Season
league-col-nights = Nights
league-col-counts = Counts
league-col-organizer = Organizer
league-counts-best =
    { $count ->
        [one] best { $count } night
       *[other] best { $count } nights
    }
league-counts-every = every night
league-no-seasons = No seasons yet.
season-created = Season '{ $name }' created. Add its first night.

## a season's page

season-back = ← Seasons
season-counts-best =
    { $count ->
        [one] best { $count } night counts
       *[other] best { $count } nights count
    }
season-counts-every = every night counts
season-nights = Nights
season-col-night = Night
season-col-code = Join code
season-col-players = Players
season-col-seated = Seated rounds
season-col-status = Status
season-seated-of = { $seated } of { $total }
season-finished = finished
season-open = open
season-no-nights = No nights yet: create the first one below.
season-standings = Season standings
season-standings-hint = Each player's nights added up; ties on points go to rounds won as the spy, then spies caught.
season-standings-hint-best = Each player's nights added up, best { $count } only; ties on points go to rounds won as the spy, then spies caught.
season-download-csv = Download CSV
season-col-nights-counted = Nights (counted)
season-no-results = No results yet.
season-ratings = Season ratings
season-ratings-hint =
    A skill rating from every round of the season: each round places its players by the points they scored in it, and beating higher-rated players counts for more. The number is a cautious estimate (a newcomer starts at 0); players are ranked after { $count ->
        [one] { $count } rated round
       *[other] { $count } rated rounds
    }, so a first night of fewer rounds leaves everyone "not ranked yet".
season-ratings-why = Why this order differs from the standings: the standings add up points, so more rounds played and more rounds dealt the spy card mean more points; the rating asks whom each player outscored round by round, weighs a win over a strong player more, and stays cautious about a player it has seen little of. The standings decide the season; the rating is a guide to skill.
season-col-rating = Rating
season-col-rated-rounds = Rated rounds
season-not-ranked = (not ranked yet)
season-no-ratings = No rated rounds yet.
season-new-night = New night
season-new-night-hint = It starts with the last night's settings: change what differs.
season-create-night = Create night
season-settings = Season
season-save = Save season
season-delete = Delete the season…
season-saved = Season saved.
night-created = Night '{ $name }' created: players join it with the code { $code }.
night-packs-draft = { $packs } is another organizer's draft: a night plays published packs and your own drafts.
night-packs-unknown = No pack you may play has the id { $packs } (published packs, and your own drafts).

## deleting a season or a night

season-delete-title = Delete the season “{ $name }”?
season-delete-text =
    Its { $count ->
        [one] { $count } night goes
       *[other] { $count } nights go
    } with it: their players, seatings, results and corrections leave the league for good.
season-delete-keep = To keep the standings, download them first.
season-delete-download = Download the season's standings (CSV)
season-delete-confirm = Delete the season
season-deleted = Season deleted.
season-stale = This season changed (a night added or deleted, or its settings, in another tab or by someone else) since the confirmation page was loaded, so nothing was deleted. Here is the season as it is now.
night-delete-title = Delete the night “{ $name }”?
night-delete-text =
    Its { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, its seating rounds, its { $rounds ->
        [one] { $rounds } round's results
       *[other] { $rounds } rounds' results
    } and its corrections leave the league for good, and the season's standings and ratings are worked out without them. The rooms its tables played in stay, as ordinary rooms.
night-delete-keep = To keep the results, download them first.
night-delete-download = Download the standings (CSV)
night-delete-confirm = Delete the night
night-deleted = Night deleted.

## a night's settings (the new-night form and the settings page)

night-field-seating-rounds = Seating rounds
night-fields-locked = The tables already play with these: once the first seating round is seated, only the name and the number of seating rounds change.
night-field-games = Games per table each seating round
night-field-rule-set = Rule set
night-rule-classic = Classic
night-rule-time-travel = Time Travel
night-field-mode = Mode
night-mode-standard = Standard: tables of 4 to 8
night-mode-team = Team (Time Travel): tables of 7 to 12
night-field-packs = Packs the tables deal from
night-pack-locations =
    { $count ->
        [one] { $count } location
       *[other] { $count } locations
    }
night-pack-private = private
night-pack-draft = a draft of yours: only your nights play it
night-pack-gone = no longer offered: untick it to save
night-field-game-rounds = Rounds per game
night-field-minutes = Minutes per round (empty: by player count)
night-field-vote = Seconds a vote stays open
night-field-show-roles = Show roles to non-spies
night-settings-title = Settings of { $night }
night-settings-save = Save the night's settings
night-round-minutes-number = Round minutes must be a whole number.
night-rounds-number = Rounds per game must be a whole number.
night-vote-number = Vote timeout must be a whole number.
night-choose-rule-set = Choose the rule set from the list.
night-choose-mode = Choose the mode from the list.
night-settings-team-needs-time-travel = Team mode is played with the time_travel rule set only.
night-settings-pack-count = Choose 1 to { $max } packs, each once.
night-settings-rounds = Rounds must be from 1 to { $max }.
night-settings-round-minutes = Round_minutes must be from 1 to 30.
night-settings-vote-timeout = Vote_timeout_seconds must be from 10 to 600.
night-settings-captain-passes = Captain_passes must be 1 or 2.
night-settings-spies = Spies must be 1 or 2.
night-settings-two-spies = Two spies are played in standard play only, not in team mode.
night-settings-locations = Choose { $min } to { $max } locations of the chosen packs, each once.

## a night's page: the top

night-status-registration = registration
night-status-seating = seating
night-status-playing = playing
night-status-finished = finished
night-join-before = Players join with the code
night-join-after = in the app.
night-projector = Projector:
night-projector-link = open the standings screen
night-projector-note = (anyone with this link sees the standings and tables; nothing else).
night-phones-before = Phones open
night-phones-after = : the projector's QR code and the table cards carry this address.
night-local-only = Only this computer can open that address: the server listens on a loopback address or found no network.
night-local-start = Start it with
night-local-or-set = , or set
night-local-reach = to the address phones reach (see the README).
night-tables-play = Tables play: { $settings }.
night-seating-rounds =
    { $count ->
        [one] { $count } seating round.
       *[other] { $count } seating rounds.
    }
night-standings-csv = Standings CSV
night-rounds-csv = Rounds CSV
night-corrections-csv = Corrections CSV
night-summary-rule-classic = classic
night-summary-rule-time-travel = time_travel
night-summary-mode-standard = standard
night-summary-mode-team = team
night-summary-packs = packs { $packs }
night-summary-rounds =
    { $count ->
        [one] { $count } round a game
       *[other] { $count } rounds a game
    }
night-summary-length-auto = round length by player count
night-summary-minutes = { $minutes }-minute rounds
night-summary-roles-shown = roles shown
night-summary-roles-hidden = roles hidden
night-summary-votes = votes close after { $seconds } s

## a night's page: the projector board

night-board = Projector board
night-announcement = Announcement
night-countdown-field = Next seating round in (minutes; empty: no countdown)
night-board-show = Show on the projector
night-countdown-to = Countdown to { $time }.
night-print-cards = Print table cards
night-print-sheet = Print the night sheet
night-print-claims = Print walk-ins' claim slips

## a night's page: seating

seating-heading = Seating
seating-proposed = Proposed tables for seating round { $round } (seated by { $method }). Move players if you need to, then confirm: each table gets a room.
seating-table = Table { $number }
seating-players =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
seating-table-for = Table for { $name }
seating-new-table = new table
seating-table-choice = table { $number }
seating-sits-out = sits out
seating-move = Move
seating-seat = Seat
seating-sitting-out-heading = Sitting out this round
seating-sitting-out-hint = Too many players for tables of { $sizes }: these sit out, taking turns (whoever has played the most rounds first).
seating-unseated = Checked in after this proposal (not placed yet; propose again, or seat them):
seating-confirm = Confirm seating
seating-propose-again = Propose again
seating-discard = Discard
seating-ready =
    { $here ->
        [one] { $here } player is checked in and will be placed.
       *[other] { $here } players are checked in and will be placed.
    }
seating-ready-missing =
    { $here ->
        [one] { $here } player is checked in and will be placed
       *[other] { $here } players are checked in and will be placed
    }; { $missing ->
        [one] { $missing } registered player is not here yet.
       *[other] { $missing } registered players are not here yet.
    }
seating-propose = Propose seating round { $round }
seating-all-seated = Every seating round of this night is seated.
seating-round = Seating round { $round }
seating-table-room = Table { $number } · room
seating-sitting-out = Sitting out:
seating-method = Seat players by
seating-method-fewest-repeats = fewest repeat meetings
seating-method-random = random
seating-method-balanced = balanced by standings
seating-min = Smallest table (empty: usual)
seating-max = Largest table (empty: usual)
seating-save = Save seating settings
seating-now = Now: tables of { $sizes }. Used by the next proposal.
seating-sizes = { $min } to { $max }

## a night's page: a table's progress and acting for its host

night-table-waiting = waiting for the first game
night-table-game = game { $game }
night-table-game-over = game { $game } over
night-table-game-progress = game { $game }: { $progress }
night-table-played =
    { $count ->
        [one] { $count } round played
       *[other] { $count } rounds played
    }
night-act-for-host = Act for the host
night-act-hint = When the table's host is away: what the host could do, done from here.
night-rescue-start = Start the next game
night-rescue-deal = Deal the next round
night-rescue-end = End the round…
night-new-host = New host
night-make-host = Make host
night-rescue-choose-player = Choose a player.
night-rescue-choose-action = Choose what to do at the table.
night-rescue-end-title = End the round at room { $room }?
night-rescue-end-text = The round in play ends at once: nobody scores for it, and the table's phones say the organizer ended it. The table may deal its next round.
night-rescue-end-confirm = End the round
night-rescue-done = Room { $room }: { $done }.
night-rescue-started = A new game started
night-rescue-dealt = The next round is dealt
night-rescue-ended = The round was ended without points
night-rescue-host = The table has a new host
night-rescue-refused = Room { $room }: { $why }.
night-refusal-not-host = only the host may do this
night-refusal-no-game = the host has not started a game yet
night-refusal-game-over = this game is over; the host may start a new one
night-refusal-round-in-progress = a round is being played
night-refusal-not-dealer = only the host or the next dealer deals
night-refusal-league-settings = this room is a league table: it plays the night's settings
night-refusal-no-round = no round is being played
night-refusal-not-seated = that player is not at the table
night-refusal-game-in-progress = the seat order is fixed while a game is played; change it before the next game starts
night-refusal-games-played = this league table has played the games of its seating round: wait for the next seating
night-refusal-seating-over = this league table's seating round is over: the players have new tables
night-refusal-night-finished = the league night is finished

## moving on while tables still play, linking, withdrawing, removing (confirmation pages)

night-playing-table = { $table }: { $progress }.
night-table-room = Table { $number } (room { $room })
night-ask-seat-title = Seat the next round while tables still play?
night-ask-seat-confirm = End those rounds and confirm the seating
night-ask-finish-title = Finish the night while tables still play?
night-ask-finish-confirm = End those rounds and finish the night
night-ask-rounds-end = Their rounds end at once without points for anyone, and their phones say the organizer ended them. Cancel to let them finish first.
night-link-title = Link { $name } to the account { $username }?
night-link-results = { $name }'s results tonight and at every night they played as this walk-in will count for the account { $username }, in the night's and the season's standings.
night-link-undone = This cannot be undone: the walk-in's claim code stops working, and the phone that used it must sign in to the account.
night-link-confirm = Link { $name } to { $username }
night-withdraw-title = Withdraw { $name }?
night-withdraw-later = { $name } will not be seated in later seating rounds. Their results so far stay in the standings.
night-withdraw-proposal = A proposal waiting to be confirmed loses them and keeps everyone else where they sit. You can bring them back later.
night-withdraw-confirm = Withdraw { $name }
night-remove-title = Remove { $name } from the night?
night-remove-text = { $name } registered but never came: they leave the night's players, its standings and its count in the season. Registering again brings them back.
night-remove-confirm = Remove { $name }

## a night's page: standings

night-standings = Standings
night-standings-hint = Total points (rounds plus adjustments), then rounds won as the spy, then spies caught, then head-to-head among players still level; "=" marks a shared place.
night-col-adjusted = Adjusted
night-col-rounds = Rounds
night-col-head-to-head = Head-to-head
night-no-players = No players yet.

## a night's page: players

night-players = Players
night-arrivals-here = here
night-arrivals-expected = expected, not checked in
night-arrivals-withdrawn = { $count } withdrawn
night-arrivals-registered = { $count } registered.
night-checkin-before = Players check in on their phone with the code
night-checkin-after = , or tick them here. Only players here are seated.
night-who = Who
night-who-account = A player with an account
night-who-walk-in = A walk-in (guest, gets a claim code)
night-field-username = Username (accounts)
night-field-display-name = Name at the table (walk-ins; accounts: optional)
night-add-player = Add player
night-bulk = Add many walk-ins at once
night-bulk-names = Names, one a line (pasted from a sign-up sheet)
night-bulk-hint = Each gets a claim code; if one line is refused, nobody is added and the page says which.
night-bulk-add = Add the walk-ins
night-slips-before = Walk-ins claim their place on their own phone:
night-slips-link = print their claim slips
night-slips-after = (a QR code each) instead of reading codes aloud.
night-col-name = Name
night-col-account = Account
night-col-claim-code = Claim code
night-col-status = Status
night-account-walk-in = walk-in (guest)
night-code-unused = not used yet
night-claimed-phone = claimed on a phone
night-claimed-no-phone = claimed; no phone signed in now
night-new-code-ask = Give { $name } a new claim code? The old code and any phone it opened stop holding the place.
night-new-code = New code
night-presence-here = here
night-presence-expected = expected
night-presence-withdrawn = withdrawn
night-bring-back = Bring back
night-withdraw = Withdraw
night-not-here = Not here
night-check-in = Check in
night-remove = Remove…
night-account-for = Account for { $name }
night-username-placeholder = username
night-link = Link to account
night-no-players-here = No players yet: players join with the code, or add them here.

## a night's page: rounds played

night-rounds-played = Rounds played
night-col-where = Where
night-col-result = Result
night-col-spy = Spy
night-col-void = Void
night-result = { $outcome } · { $winner }
night-place = { $table }, { $game }
night-place-table = Seating round { $seating }, table { $table }
night-place-game = game { $game }, round { $round }
night-place-unknown = a round
night-outcome-spy-unmasked = spy unmasked by a vote
night-outcome-non-spy-voted-out = a non-spy was voted out
night-outcome-spy-guessed = spy named the location
night-outcome-spy-guessed-wrong = spy named a wrong location
night-outcome-time-up = time ran out
night-outcome-spy-convicted = spy convicted in final voting
night-outcome-non-spy-convicted = a non-spy convicted in final voting
night-outcome-no-conviction = final voting convicted nobody
night-outcome-accused-spy = the accused was the spy
night-outcome-accused-not-spy = the accused was not the spy
night-outcome-middle-revealed = the middle card was revealed
night-outcome-team = team round
night-outcome-voided = void (a player left the table)
night-outcome-abandoned = abandoned by the host
night-outcome-ended = ended by the organizer
night-winner-spy = spy won
night-winner-non-spies = non-spies won
night-winner-everyone = everyone won
night-winner-nobody = nobody won
night-winner-teams = teams won
night-voided = voided
night-void-label = Reason to void
night-reason-placeholder = reason
night-void = Void
night-no-rounds = No round has finished yet.

## a night's page: corrections

night-corrections = Corrections
night-points-to-add = Points to add (a minus takes away)
night-reason = Reason
night-adjust = Adjust points
night-audit = Audit list
night-col-when = When
night-col-who = Who
night-col-what = What
night-col-why = Why
night-col-totals = Totals before → after
night-audit-voided = voided { $target }
night-audit-points =
    { $points ->
        [one] { $points } point for { $target }
       *[other] { $points } points for { $target }
    }
night-audit-adjusted = points for { $target }
night-audit-no-change = no total changed
night-no-corrections = No corrections.

## a night's page: the night

night-the-night = The night
night-change-settings = Change the night's settings…
night-change-settings-hint = its name and seating rounds (a round can be added while it runs); until the first round is seated, also what its tables play.
night-reopen = Reopen the night
night-finish = Finish the night
night-delete = Delete the night…

## night changes: shared (what any change of a night may answer)

night-stale = This night was changed (in another tab, or by someone else) since this page was loaded, so nothing was changed. Here is the night as it is now.
seating-stale-proposal = The seating proposal changed since this page was loaded (proposed again, a player moved, discarded or confirmed, in another tab or by someone else), so nothing was changed. Here it is as it is now.
night-sent-twice = This adjustment was just made (the form was sent twice?), so it was not made again. Here is the night as it is now.
night-is-finished = This night is finished.
night-choose-player = Choose a player of this night.

## night changes: players

night-finished-add-players = This night is finished; reopen it to add players.
night-display-name-length = A display name must have 1 to { $max } characters.
night-display-name-control = A display name must not contain control characters.
night-type-username = Type the player's username.
night-walk-in-added = { $name } added as a walk-in. Their claim code: { $code }
night-player-registered = { $name } registered.
night-account-registered = That account is already registered for this night.
night-name-taken = Someone in this night is already called { $name }: choose another name.
night-not-a-player = That player is not in this night.
night-remove-seated = { $name } was seated this night: withdraw them instead (their results stay).
night-player-removed = { $name } was removed from the night.
night-paste-names = Paste the walk-ins' names, one a line.
night-walk-ins-added =
    { $count ->
        [one] { $count } walk-in added, with their claim code: { $list }
       *[other] { $count } walk-ins added, with their claim codes: { $list }
    }
# A line of the walk-ins pasted at once was refused: $why is the id of the refusal's own
# message (above), said here as it is.
night-walk-in-line =
    Line { $line } ({ $typed }): { $why ->
        [night-finished-add-players] { night-finished-add-players }
        [night-display-name-length] { night-display-name-length }
        [night-display-name-control] { night-display-name-control }
        [night-name-taken] { night-name-taken }
       *[other] This line was refused.
    } Nobody was added.
night-no-such-account = No account has the username '{ $username }'.
night-withdrawn = { $name } withdrawn: not seated in later rounds; their results stay.
night-back = { $name } is back: seated from the next proposal.
night-checked-in = { $name } is checked in: seated from the next proposal.
night-not-checked-in = { $name } is no longer checked in.
night-link-walk-ins-only = Only a walk-in not yet linked can be linked.
night-type-account-username = Type the account's username.
night-account-registered-own-name = That account is already registered for this night under its own name.
night-linked = { $name } is now the account '{ $account }': their results count for it.
night-claim-walk-ins-only = Only a walk-in not linked to an account has a claim code.
night-finished-claim-codes = This night is finished: its claim codes take no one in.
night-new-claim-code = { $name }'s new claim code: { $code }. The old code and any phone it opened no longer hold the place.

## night changes: seating

seating-round-proposed =
    Seating round { $round } proposed: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }. Move players if you need to, then confirm.
seating-round-proposed-one-out =
    Seating round { $round } proposed: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, { $name } sits out. Move players if you need to, then confirm.
seating-round-proposed-out =
    Seating round { $round } proposed: { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }, { $out } sit out. Move players if you need to, then confirm.
seating-all-rounds-seated =
    { $count ->
        [one] The only seating round of this night is seated.
       *[other] All { $count } seating rounds of this night are seated.
    }
seating-nobody-checked-in = Nobody is checked in yet: check players in (or they check in by phone) first.
seating-no-fit =
    { $players ->
        [one] { $players } player cannot sit
       *[other] { $players } players cannot sit
    } at tables of { $min } to { $max }: only the { $here ->
        [one] { $here } player checked in is seated.
       *[other] { $here } players checked in are seated.
    }
seating-no-proposal-to-change = There is no proposal to change: propose a seating first.
seating-player-withdrawn = That player is withdrawn: bring them back first.
seating-player-not-checked-in = That player is not checked in: check them in first.
seating-table-size-move =
    Table { $table } has { $players ->
        [one] { $players } player
       *[other] { $players } players
    }; tables seat { $min } to { $max }: move players first.
seating-player-moved = { $name } moved to table { $table }.
seating-player-sits-out = { $name } sits this round out.
seating-no-proposal-to-discard = There is no proposal to discard.
seating-discarded = The proposal for seating round { $round } was discarded.
seating-no-proposal-to-confirm = There is no proposal to confirm.
# $rooms: the tables' rooms, each as seating-opened-room says it, by commas.
seating-confirmed = Seating round { $round } confirmed; rooms { $rooms }. Players see their table in the app.
seating-opened-room = table { $table }: { $code }

## night changes: moving on while tables still play

# $tables: the tables' numbers, by commas.
night-still-playing =
    A round is still being played at { $count ->
        [one] table { $tables }
       *[other] tables { $tables }
    }: confirm ending it (nobody scores for it) first.
night-started-after-confirmation =
    A round started at { $count ->
        [one] table { $tables }
       *[other] tables { $tables }
    } after the confirmation was shown, so nothing was changed: look again, then confirm ending it.
night-table-started-round = Table { $table } started a round just now: look again, then confirm ending it first.

## night changes: results

night-round-voided = Round voided; the standings are recomputed.
night-points-adjusted = Points adjusted; the standings are recomputed.
night-choose-round = Choose a finished round of this night.
night-round-already-voided = That round is already voided.
night-already-finished = The night is already finished.
night-already-open = The night is already open.
night-proposal-waiting = Confirm or discard the waiting proposal first.
night-finish-done = Night finished: the tables play no more, and no more seating; corrections are still possible.
night-reopen-done = Night reopened: the last seating round's tables may play again.

## night changes: the venue (seating settings, the night's settings, the projector board)

# $method: the seating method's key.
seating-saved =
    Later proposals seat by { $method ->
        [random] random
        [balanced] balanced by standings
       *[fewest_repeats] fewest repeat meetings
    }, at tables of { $min } to { $max }.
night-settings-saved =
    The night's settings are saved: { $rounds ->
        [one] { $rounds } seating round
       *[other] { $rounds } seating rounds
    }; what the tables play is under the night's name.
night-countdown-range = The countdown is 1 to { $max } minutes, or empty for none.
night-announcement-too-long = Keep the announcement to { $max } characters.
night-announcement-control = The announcement has characters that cannot be shown.
night-board-countdown = The projector shows the announcement and the countdown.
night-board-shown = The projector shows the announcement.

## league: names and numbers of the season and night forms

league-name-empty = Give it a name.
league-name-too-long = Keep the name to { $max } characters.
league-name-control = The name has characters that cannot be shown.
season-best-nights-range = Best nights is a number from 1 to 100, or empty to count every night.
night-seating-rounds-range = Seating rounds is a number from 1 to 20.
night-games-range = Games per table is a number from 1 to 10.

## league: corrections

night-reason-missing = Give a reason (a few words) for the audit list.
night-reason-too-long = Keep the reason under { $max } characters.
night-reason-control = The reason has characters that cannot be shown.
night-points-range = Points are a whole number from -{ $max } to { $max }, not 0.

## league: seating settings and a seating round's tables

seating-choose-method = Choose a seating method.
seating-sizes-range = Table sizes are numbers from { $min } to { $max } in this mode, or empty for the usual.
seating-sizes-crossed = The smallest table size is larger than the largest.
seating-no-such-table = There is no table { $table }.
seating-table-size =
    Table { $table } has { $players ->
        [one] { $players } player
       *[other] { $players } players
    }; tables seat { $min } to { $max }.

## league: a season's time zone

season-zone-fixed-offset = '{ $abbr }' is a fixed offset with no summer time: give the place's zone, such as { $zone }.
season-zone-unknown = '{ $name }' is not a time zone: give its name, such as Europe/Paris, or a city, such as London.
# $zones: every zone but the last, by commas.
season-zone-ambiguous = '{ $name }' could be { $zones } or { $last }: choose one.

## league: changing a night's settings

night-finished-settings = This night is finished: reopen it to change its settings.
night-settings-stale = The night's settings were changed (in another tab, or by someone else) since this page was loaded, so nothing was saved. Here they are as they are now.
night-keeps-rounds =
    { $least ->
        [one] { $least } seating round is seated or proposed already, so the night keeps at least { $least }.
       *[other] { $least } seating rounds are seated or proposed already, so the night keeps at least { $least }.
    }
night-settings-locked = The tables already play with these settings: once the first seating round is seated, only the night's name and its number of seating rounds change.
night-proposal-other-mode = Discard the waiting seating proposal first: it seats tables for the other mode.

## printouts (the night page's print buttons)

night-print-language = Language of the printouts
