### The table app in English: the source every other language translates, and the
### fallback for any message a language lacks. docs/translating.md says how to add a
### language and how to check one. Variables ({ $name }) are filled in by the app;
### keep every one a message has.

## app

app-title = Spyfall
app-tagline = Everyone shares a secret location, except the spy. Play it at your table, one phone each.
app-loading = Loading…
app-reconnecting = Reconnecting…
app-language = Language
app-language-unavailable = That language could not be loaded. Check the Wi-Fi, then choose it again.
app-back = Home
app-dismiss = Dismiss

## home

home-your-name = Your name
home-join-title = Join a table
home-code = Room code
home-join = Join
home-create-title = New table
home-create = Create a room
home-nights = League nights
home-organizers = Organizers: the admin panel
home-developers = Developers: the API
home-signed-in-as = Playing as { $name }
home-guest = guest

## account

account-title = Account
account-log-in = Log in
account-sign-up = Sign up
account-log-out = Log out
account-make-account = Keep your results: make an account
account-username = Username
account-password = Password
account-submit-log-in = Log in
account-submit-sign-up = Create the account
account-submit-make = Make my account
account-done = Done.

## lists

lists-title = Location lists
lists-intro = Make your own list of locations, share it by its code, and play it in your rooms.
lists-mine = Your lists
lists-none = No lists yet: make one, or open one by its code.
lists-yours = made by you
lists-added = added by code
lists-new = Make a list
lists-add-title = Open a list by its code
lists-add-code = The list's code
lists-add = Open the list
list-count =
    { $count ->
        [one] { $count } location
       *[other] { $count } locations
    }
list-name = Name of the list
list-locations = Locations, one per line
list-locations-hint = At least { $min }. Roles are optional: after a colon, separated by commas, as in "Bakery: Baker, Customer".
list-save = Save the list
list-cancel = Cancel
list-edit = Change the list
list-wrong-name = Give the list a name.
list-wrong-count = A list has { $min } to { $max } locations, one per line.
list-wrong-twice = A location is on the list twice, or has a name without a letter or a digit.
list-open-title = A location list
list-open = Open the list
list-by-you = You made this list: share its code, and change it when you like.
list-added = This list is now among yours: choose it when you create a room.
list-share-title = Share it
list-share = Read out the code, share the link, or let someone scan the QR code.
list-code = Code
list-link = Link
list-copy = Copy the link
list-copied = Copied
list-qr-alt = QR code that opens the list { $code }
list-play = Create a room with this list

## settings

settings-title = Settings
settings-rule-set = Rules
settings-classic = Classic
settings-time_travel = Time Travel
settings-mode = Mode
settings-standard = Standard
settings-team = Teams (Time Travel, 7 to 12 players)
settings-packs = Location packs
settings-rounds = Rounds
settings-round-minutes = Minutes per round
settings-round-minutes-auto = By player count
settings-show-roles = Play with roles
settings-vote-timeout = Seconds to vote
settings-spies = Spies
settings-captain-passes = Times each player is captain
settings-lists = Your lists
setups-title = Saved setups
setups-none = None yet: name the settings below to keep them.
setups-name = Name these settings
setups-save = Keep these settings
setups-use = Use “{ $name }”
setups-forget = Forget “{ $name }”
setups-from-last = Filled in with your last room's settings.
setups-defaults = Start from the defaults
settings-locations = Locations to play
settings-locations-all = all of the chosen packs'
settings-locations-some =
    { $count ->
        [one] { $count } chosen
       *[other] { $count } chosen
    }
settings-save = Save settings
settings-changed-title = Settings changed for the next game
settings-this-game = This game
settings-next-game = Next game
settings-applies-next-game = A game is being played: changes apply from the next game.
settings-yes = yes
settings-no = no

## labels

settings-labels-rule_set = Rules
settings-labels-mode = Mode
settings-labels-pack_ids = Location packs
settings-labels-rounds = Rounds
settings-labels-round_minutes = Minutes per round
settings-labels-show_roles = Play with roles
settings-labels-vote_timeout_seconds = Seconds to vote
settings-labels-spies = Spies
settings-labels-captain_passes = Times each player is captain
settings-labels-location_ids = Locations to play

## lobby

lobby-code = Room code
lobby-closed = This room was closed after a time without play. Open a new room to play again.
lobby-share = Others join with this code, this link or the QR code.
lobby-link = Link to this table
lobby-copy = Copy the link
lobby-copied = Copied
lobby-share-button = Share…
lobby-share-text = Join our Spyfall table: room { $code }
lobby-local-only = Only this computer can open this link: the server listens on this computer alone. Start it with SPYFALL_ADDR=0.0.0.0:8080, or set SPYFALL_PUBLIC_URL to the address phones can open.
lobby-invite = Invite more players
lobby-qr-alt = QR code to join room { $code }
lobby-players = Players
lobby-seat = Seat { $n }
lobby-host = host
lobby-you = you
lobby-away = away
lobby-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
lobby-start-game = Start a game
lobby-deal = Deal the round
lobby-deal-next = Deal the next round
lobby-waiting-for-deal = Waiting for { $name } to deal.
lobby-waiting-for-host = Waiting for the host.
lobby-league-games-played =
    This table has played { $n ->
        [one] its game
       *[other] its { $n } games
    } for this seating round: wait here for the next seating.
lobby-league-seating-over = This seating round is over: your next table shows as soon as the organizer seats it.
lobby-league-night-finished = The night is finished: thank you for playing!
lobby-manage = Options for { $name }
lobby-manage-short = Options
lobby-heading = At the table
lobby-new-game = Start a new game
lobby-confirm-new-game = Start a new game? This game's scores start again from zero.
lobby-leave = Leave the table
lobby-kick = Remove { $name }
lobby-make-host = Make { $name } host
lobby-move-up = Move { $name } up
lobby-move-down = Move { $name } down
lobby-bounds = This table plays with { $min } to { $max } players.
lobby-join-title = Join this table
lobby-join-again = Sit down at this table again
lobby-need-more =
    { $n ->
        [one] One more player is needed to deal.
       *[other] { $n } more players are needed to deal.
    }
lobby-join-as = Join
lobby-removed = The host removed you from this table.
lobby-left = You left this table.
lobby-wait-next-round = A round is being played; you join the next one.
lobby-abandon = End this round
lobby-confirm-abandon = End this round now? Nobody scores for it, and it does not count toward the game.

## round

round-title = Round { $n } of { $total }
round-show-card = Show my card
round-hide-card = Hide my card
round-card-hint = Keep your card to yourself: tap to see it, tap again to turn it face down (it turns by itself after a few seconds).
round-you-are-spy = You are the spy
round-you-are-one-of-two-spies = You are one of the two spies
round-spy-hint = Find out where you are before they find you.
round-location = Location
round-role = Role
round-clock-running = Time left
round-clock-stopped = Clock stopped
round-clock-paused = Paused
round-pause = Pause the round
round-pause-reason = Why? (everyone sees it)
round-pause-reason-example = Pizza is here
round-pause-confirm = Pause
round-paused = Round paused
round-paused-by = Paused by { $name }. Every clock has stopped.
round-resume = Resume the round
round-alerts = Sound and vibration
round-alerts-on = on: a tone and a buzz for your turn, a vote, the last 10 seconds and time up.
round-alerts-off = off
round-time-left = { $time } left
round-your-turn = Your turn: ask someone a question.
round-their-turn = { $name } asks a question.
round-ask-whom = Whom do you ask?
round-ask = Ask { $name }
round-accuse = Accuse someone
round-accuse-whom = Whom do you put to the vote? You can do this once a round.
round-accuse-whom-small = Whom do you accuse? They show their card at once.
round-accuse-confirm = Accuse { $name }? { $name } shows their card at once and the round ends.
round-accuse-one = Accuse { $name }
round-cancel = Cancel
round-vote-title = { $accuser } accuses { $suspect }.
round-vote-question = Is { $suspect } the spy?
round-vote-yes = Yes, convict
round-vote-no = No
round-voted-yes = yes
round-voted-no = no
round-ballots = Ballots
round-your-vote-needed = Your vote is needed.
round-final-voting = Final voting
round-final-now = Now voting on { $name }.
round-final-next = Then
round-guess = Guess the location
round-guess-pick = Tap the location you guess.
round-guess-confirm = Guess { $place }? The round ends at once.
round-confirm = Yes, guess it
round-locations = Locations
round-locations-hint = Tap a location to cross it off (only on this phone).
round-used = used
round-crossed = crossed off
round-suspects = Players
round-suspects-hint = Tap a player to mark them suspected; tap again to mark them cleared, a third time to remove the mark (only on this phone).
round-suspected = suspected
round-cleared = cleared
round-unmarked = not marked
round-log = What happened
round-log-asked = { $actor } asked { $subject }.
round-log-accused = { $actor } accused { $subject }.
round-log-voted =
    { $vote ->
        [yes] { $actor } voted yes.
       *[no] { $actor } voted no.
    }
round-log-vote-failed = The vote on { $subject } failed.
round-log-vote-failed-no = The vote on { $subject } failed: { $no } said no.
round-log-vote-timed-out = The vote on { $subject } failed: { $missing } did not vote in time, and a missing vote counts as no.
round-waiting-for = Waiting for { $names }.
round-time-is-up = Time is up
round-final-explained = Time is up. Everyone is put to the vote in turn, from the dealer clockwise; the first vote where all the others say yes ends the round. The spy cannot guess now.
round-log-time-up = Time is up.
round-log-final-vote = Final vote on { $subject }.
round-log-reveal-proposed = { $actor } proposed to reveal the middle card.
round-log-reveal-agreed = { $actor } agreed to reveal it.
round-log-reveal-refused = { $actor } refused to reveal it.
round-log-reveal-expired = { $actor } did not answer in time.
round-log-guessed = { $actor } guessed the location.
round-log-team-guessed = The spy named both locations.
round-log-first-captain = { $actor } acts first.
round-log-picked = { $actor } picked { $subject }.
round-log-pick-refused = { $actor } stopped picking.
round-log-left = { $actor } left the table.
round-log-removed = The host removed { $actor } from the table.
round-log-abandoned = The round was abandoned.
round-log-ended-by-organizer = The organizer ended the round.
round-log-ended = The round ended.
round-log-paused = { $actor } paused the round.
round-log-paused-reason = { $actor } paused the round: { $reason }
round-log-resumed = { $actor } resumed the round.
round-log-other = Something happened.
round-not-in-round = You are not in this round; you play from the next one.

## table

table-title = The table: players, host, leaving
table-confirm-remove = Remove { $name } from the table? They cannot join again. A round in play is void: nobody scores for it, and it counts as played.
table-confirm-host = Make { $name } the host? They will start games, deal and manage the table.
table-confirm-leave = Leave the table? A round in play is void: nobody scores for it, and it counts as played.
table-confirm-leave-lobby = Leave the table? You can join again with the room's code.
table-now-host = You are the host now: you start games, deal and manage the table.
table-got-it = Got it

## result

result-title = Round over
result-spy-was =
    { $count ->
        [one] The spy was { $names }.
       *[other] The spies were { $names }.
    }
result-location-was = The location was { $place }.
result-indicted-spy = { $name } was indicted, and was the spy.
result-indicted-innocent = { $name } was indicted, but was not the spy.
result-guessed-right = { $name } guessed { $place }: right.
result-guessed-wrong = { $name } guessed { $place }: wrong.
result-time-up = Time ran out.
result-convicted = { $name } was convicted in the final vote.
result-other-ending = The round ended.
result-spies-win = The spy wins.
result-non-spies-win = The table wins.
result-nobody-wins = Nobody wins this round.
result-points = Points this round
result-standings = Standings
result-game-over = The game is over.
result-winner = Winner: { $names }
result-accused-revealed =
    { $spy ->
        [yes] { $accuser } accused { $accused }, who was the spy.
       *[no] { $accuser } accused { $accused }, who was not the spy.
    }
result-middle-revealed =
    { $card ->
        [spy] The middle card was revealed: the spy card.
       *[location] The middle card was revealed: a location card.
    }
result-middle-was = The middle card: { $card }.
result-spy-card = the spy card
result-cards = Every card
result-spy-card-short = the spy
result-podium = The podium
result-place =
    { $n ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $n }th
    }
result-by-round = Points by round
result-total = Total
result-spy-picked = { $captain } picked the spy.
result-spy-not-picked = Nobody picked the spy.
result-team-guesses = The spy named { $guesses }.
result-right = right
result-wrong = wrong
result-no-team-guess = The spy named no location in time.
result-no-conviction = Nobody was convicted in the final vote.
result-voided = The round was voided.
result-voided-left = The round is void: { $name } left the table. Nobody scores; it counts as played.
result-voided-removed = The round is void: the host removed { $name } from the table. Nobody scores; it counts as played.
result-ended-last-round = All its rounds are played.
result-ended-everyone-captained = Everyone at the table has been captain.
result-ended-too-few-players = Fewer than 7 players are left at the table: a team game needs 7.
result-abandoned = The host ended the round: nobody scores, and it does not count toward the game.
result-abandoned-by-organizer = The organizer moved the night on while this round was played: nobody scores for it.
result-everyone-wins = Everyone wins.
result-teams-score = Each captain scores for their team.
result-history = Rounds of this game
result-history-round = Round { $n }
result-my-points = you: { $points }

## nights

nights-title = League nights
nights-mine = My nights
nights-none = You are not registered for a night yet.
nights-status =
    { $status ->
        [registration] Registration open
        [seating] Seating is being prepared
        [playing] Playing
        [finished] Finished
       *[other] { $status }
    }
nights-join-title = Join a night
nights-code = Night code
nights-join = Register
nights-account-needed = Registering for a night needs an account.
nights-claim-title = Walk-in code
nights-claim-hint = The organizer gave you a code: it puts this phone at the night.
nights-claim-from-slip = The code from your slip is filled in: tap the button.
nights-playing-as = you play as { $name }
nights-claim-code = Your code
nights-claim = Use the code
nights-door-title = Check in for tonight
nights-have-account = Playing the league with an account?
nights-sign-in = Sign in first
nights-withdrawn = You were withdrawn from the rest of this night.
nights-my-table = Your table: { $table } (seating round { $round })
nights-wait-seating = Wait here: your table shows as soon as the organizer seats the round.
nights-standings = Standings of the night
nights-rounds-played =
    { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
nights-check-in-hint = When you arrive, check in: only players who are here are seated. Your name is what the table and the standings show.
nights-check-in = I'm here: check in
nights-sitting-out = You sit seating round { $round } out: there are more players than the tables seat, and everyone takes a turn. You play again next round.
nights-next-seating = Next seating round at { $time }

## rules

rules-title = How to play
rules-basics = Everyone gets the same secret location and a role, except the spy, who does not know where they are. The spy tries to stay hidden or guess the place; the others try to find the spy.
rules-questions = Whoever's turn it is asks another player one question, out loud. The one asked answers and asks next, but not back at whoever just asked them.
rules-vote = Once a round, anyone may stop the clock and put a player to the vote. Everyone else votes: all yes convicts them, one no ends the vote and the clock goes on. A missing vote counts as no.
rules-guess = While the clock runs, the spy may reveal themselves and guess the location (from their card's face): right, the spy wins; wrong, the others win.
rules-time-up-classic = When time is up with nobody convicted, the spy wins.
rules-time-up-travel = When time is up, final voting: each player in turn, from the dealer, is put to the vote; the first vote where all the others say yes ends the round. If none does, the spy wins.
rules-score-classic = Points: the spy 2 when time runs out, 4 when a non-spy is convicted or the guess is right. When the others win, 1 each, and 2 for whoever put the spy to the vote that convicted them.
rules-score-travel = Points: the spy 2 for winning, +2 for a right guess, +2 when a non-spy is convicted. When the others win, 1 each, +1 for whoever first put the spy to a vote.
rules-small-tables = With 2 or 3 players one card lies face down in the middle: it may be the spy card, and then nobody at the table is the spy. A non-spy may accuse a player, who shows their card at once. Anyone may propose to reveal the middle card; everyone else must agree.
rules-two-spies = This table plays with two spies. Each spy knows only that they are one: never who the other is. Convicting either spy wins for the others.
rules-team = Team mode: two captains, each with a location of their own. Every other player is an agent holding one of the two locations, or the spy card.
rules-team-picks = The captains decide who acts first. Each captain asks every agent not yet picked one question; then each picks an agent for their team, or stops picking for the round.
rules-team-end = A captain who picks the spy ends the round: the spy reveals themselves and names that captain's location, then the other one. When nobody picks the spy, the spy names both.
rules-team-score = Points: a captain +1 for each agent of their location, -1 for each of the other; a captain who picked the spy scores nothing. An agent picked by their own location's captain: 1. The spy: 1 for being picked, +1 for each location named right. Everyone is captain once (or twice) in a game.

## team

team-now-asking = Now: captain { $name } asks the agents.
team-now-picking = Now: captain { $name } picks an agent or stops.
team-location-of = Captain { $captain }'s location was { $place }.
team-title = Teams
team-you-captain = You are a captain: ask the agents, then pick your team.
team-you-agent = You are an agent: answer the captains, who pick their teams.
team-captain = Captain { $name }
team-refused-mark = done picking
team-nobody-yet = nobody yet
team-unpicked = Not picked yet
team-choose-first = Captains: who acts first?
team-captains-choosing = The captains decide who acts first.
team-first-is = { $name } first
team-pick-whom = Pick an agent for your team, or stop picking.
team-pick = Pick { $name }
team-refuse = Stop picking this round
team-spy-guessing = { $name } is the spy and is naming both locations.
team-guess-title = Name both locations
team-guess-for = Tap the location of captain { $captain }.
team-guessed = { $captain }: { $place }
team-confirm-guess = Yes, name these two
team-start-again = Start again

## reveal

reveal-propose = Propose to reveal the middle card
reveal-proposed = { $name } proposes to reveal the middle card.
reveal-agreed = Agreed
reveal-your-answer = Reveal it?
reveal-agree = Yes, reveal
reveal-refuse = No, play on
reveal-waiting = Waiting for the answers.

## What a player reads when the server refuses or fails, by problem code.

problem-network = No connection to the server: this was not sent. Check the Wi-Fi, then tap again.
problem-bad_request = The app sent something the server could not read. Reload and try again.
problem-malformed_json = The app sent something the server could not read. Reload and try again.
problem-invalid_body = Something in that form is not right. Check it and try again.
problem-unreadable_body = The app sent something the server could not read. Reload and try again.
problem-invalid_text = That text holds characters that cannot be used.
problem-invalid_query = The app asked in a way the server does not understand. Reload and try again.
problem-invalid_if_match = The app sent an unreadable version. Reload and try again.
problem-invalid_idempotency_key = The app sent an unreadable request key. Reload and try again.
problem-idempotency_key_reused = That request clashed with an earlier one. Try again.
problem-idempotency_key_in_use = The server is still working on that. A moment, please.
problem-payload_too_large = That is too long to send.
problem-body_timeout = The connection is too slow: that did not arrive in time. Try again.
problem-unsupported_media_type = The app sent something the server could not read. Reload and try again.
problem-not_found = That was not found.
problem-route_not_found = That page does not exist.
problem-method_not_allowed = The server does not allow that here.
problem-rate_limited = Too many tries in a short time. Wait a little and try again.
problem-overloaded = The server is very busy. The app tries again in a moment.
problem-database_unavailable = The server cannot reach its database. The app tries again in a moment.
problem-not_ready = The server is starting. The app tries again in a moment.
problem-internal_error = Something went wrong on the server. Try again.
problem-unauthorized = Your sign-in has ended. Enter your name again to go on.
problem-invalid_credentials = That username and password do not match.
problem-username_taken = That username is taken. Choose another.
problem-invalid_username = A username is 3 to 32 letters, digits, dots, dashes or underscores.
problem-invalid_password = A password has 8 to 128 characters.
problem-invalid_display_name = A name is 1 to 32 characters.
problem-already_an_account = You already have an account.
problem-account_required = This needs an account: sign up or log in first.
problem-pack_not_found = That location pack or list was not found: check the code.
problem-invalid_pack = That list breaks a rule: 8 to 100 locations, each named once, names up to 60 characters.
problem-too_many_packs = You have made as many lists as a player may (20): change one of them instead.
problem-not_pack_maker = Only the player who made this list may change it.
problem-invalid_location_selection = Choose at least 2 locations of the chosen packs.
problem-unknown_pack = One of the chosen location packs does not exist.
problem-room_not_found = There is no room with that code. Check the code with your host.
problem-not_a_member = You are not at this table. Join it first.
problem-room_full = This table is full.
problem-display_name_taken = Someone at this table already has that name. Choose another.
problem-kicked_from_room = The host removed you from this table.
problem-not_host = Only the host can do that.
problem-player_not_found = That player is not at this table.
problem-invalid_seat_order = The seat order must name every player once.
problem-league_table = This table belongs to a league night; its organizer sets it up.
problem-room_closed = This room was closed after a time without play: open a new room.
problem-team_mode_needs_time_travel = Team mode needs the Time Travel rules.
problem-two_spies_need_standard_play = Two spies need standard play (no team mode).
problem-invalid_pack_selection = Choose 1 to 20 location packs.
problem-invalid_rounds = A game has 1 to 30 rounds.
problem-invalid_round_minutes = A round lasts 1 to 30 minutes.
problem-invalid_vote_timeout = A vote lasts 10 to 600 seconds.
problem-invalid_captain_passes = Each player is captain once or twice.
problem-invalid_spies = A round has one or two spies.
problem-no_game = No game has started at this table yet.
problem-game_over = This game is over. The host can start a new one.
problem-game_in_progress = The seat order stays as it is while a game is played. Change it before the next game starts.
problem-round_in_progress = A round is being played. Wait until it ends.
problem-no_round_in_progress = No round is being played.
problem-not_dealer = Only the host or the next dealer can deal.
problem-league_table_settings = A league table keeps the settings of its night.
problem-league_games_played = This table has played its games for this seating round. Wait for the next seating.
problem-league_seating_over = This seating round is over: the players have new tables.
problem-no_round = No round has been dealt yet.
problem-round_not_found = That round was not found.
problem-version_mismatch = The table changed a moment ago. Look again and retry.
problem-too_few_players = Not enough players for these rules yet.
problem-too_many_players = Too many players for these rules.
problem-no_locations_left = Every location of the chosen packs has been used in this game.
problem-bad_captains = The captains could not be chosen for this round.
problem-round_over = This round is over.
problem-not_in_round = You are not playing in this round; you join the next one.
problem-unknown_player = That player is not in this round.
problem-not_your_turn = It is not your turn to ask.
problem-cannot_ask_yourself = You cannot ask yourself.
problem-no_retaliation = You cannot ask back the player who just asked you.
problem-already_accused_this_round = You have already accused someone this round.
problem-cannot_accuse_yourself = You cannot accuse yourself.
problem-vote_in_progress = A vote is open. Wait until it ends.
problem-no_vote_open = There is no vote open.
problem-round_paused = The round is paused. Wait for the host to resume it.
problem-round_not_paused = The round is not paused.
problem-invalid_pause_reason = A pause's reason can have at most 100 characters.
problem-suspect_cannot_vote = The suspect does not vote.
problem-already_voted = You have already voted.
problem-not_the_spy = Only the spy can do that.
problem-spy_cannot_guess_while_clock_stopped = The spy cannot guess while the clock is stopped.
problem-unknown_location = That is not one of this game's locations.
problem-location_already_used = That location was used earlier in this game, so it cannot be this round's. Guess again.
problem-final_voting_in_progress = Final voting is under way.
problem-spy_cannot_accuse = The spy cannot accuse in this variant.
problem-not_in_this_variant = That move is not part of these rules.
problem-reveal_pending = A proposal to reveal the middle card is open.
problem-no_reveal_proposal = Nobody has proposed to reveal the middle card.
problem-already_answered = You have already answered.
problem-already_proposed_this_round = The middle card has already been proposed this round.
problem-first_captain_not_chosen = The captains have not yet said who goes first.
problem-first_captain_already_chosen = The first captain has already been chosen.
problem-not_a_captain = Only a captain can do that.
problem-not_an_unpicked_agent = That player is not an agent still to be picked.
problem-already_asked_this_cycle = You have already asked that agent in this cycle.
problem-wrong_phase = That move does not fit this part of the round.
problem-night_not_found = There is no league night with that code.
problem-not_in_night = You are not registered for this night.
problem-not_seated = You have no table in this seating round yet.
problem-night_finished = This night is over.
problem-claim_not_found = That walk-in code is not valid, or was already used (a code works once). Ask the organizer for a new one.

## The room on a TV (/r/CODE/tv)
tv-join = Join on your phone: { $url }
tv-waiting = Waiting for the next deal
tv-round-over = Round { $n } is over
tv-and-the-spy = And the spy was…
tv-sound-on = Turn sound on
tv-sound-is-on = Sound is on: a tone when time is up.
lobby-tv = Anyone with the code can watch this table on a screen (a TV): { $url }. It shows only what every player sees.

## The fair-deal ledger
ledger-spy = As the spy: { $n } (chance alone: { $expected })
ledger-column = As the spy
ledger-cell = { $n } (≈ { $expected })
ledger-explained = As the spy: the rounds each player held a spy card, and (≈) how many chance alone gives on average. The deal is random: a run of spy cards is luck.

## A moderator who does not play
settings-moderator = The host moderates and does not play
settings-moderator-hint = The host deals, pauses and ends rounds with no card and scores nothing. Whoever is host when a game starts moderates it to its end; a room then seats 12 players and the moderator.
settings-labels-moderator = Host moderates
moderator-tag = moderator
moderator-title = You are moderating this game
moderator-hint = No card for you and no points: you see what the room's TV shows.
