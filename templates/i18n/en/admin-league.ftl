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
night-refusal-round-paused = the round is paused: the host resumes it
night-refusal-round-not-paused = the round is not paused

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

## printouts (the night page's print buttons)

night-print-language = Language of the projector and printouts
night-open-projector = Open the projector
