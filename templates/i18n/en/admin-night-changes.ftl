### What the league answers an organizer in English: every change of a night, done or
### refused, and the league's checks of the season and night forms (the panel's league
### pages are in admin-league.ftl; docs/translating.md).

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
