//! What each problem code means to a client: what happened, whether sending the request
//! again can help, and what to do. Pure data: the API document, the `/api/v1/problems`
//! page and docs/problems.md are written from it.

use crate::problem_code::ProblemCode;

/// Whether sending the same request again can help.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retry {
    /// No: the same request fails the same way; change it (or ask the player to).
    No,
    /// After reading the current state: the room, night or account changed under the
    /// request; read it again and decide anew (the move may no longer be offered).
    AfterReading,
    /// After waiting: the server is busy or starting; wait (the `Retry-After` header says
    /// how long when present) and send the same request, with the same idempotency key.
    AfterWaiting,
    /// Yes, as it is: a passing fault; send the same request again with the same
    /// idempotency key.
    AsIs,
}

/// One problem code explained.
#[derive(Debug, Clone, Copy)]
pub struct Explanation {
    /// What happened, in one sentence.
    pub what: &'static str,
    pub retry: Retry,
    /// What a client should do, in one sentence.
    pub then: &'static str,
}

const fn says(what: &'static str, retry: Retry, then: &'static str) -> Explanation {
    Explanation { what, retry, then }
}

/// The explanation of `code`.
pub fn explain(code: ProblemCode) -> Explanation {
    use ProblemCode::*;
    use Retry::*;
    match code {
        BadRequest => says(
            "The server refused the request as malformed, for a reason no more specific code \
             names.",
            No,
            "Check the method, headers and body against the API document before sending the \
             request again.",
        ),
        MalformedJson => says(
            "The body is not valid JSON: it has a syntax error or ends too early.",
            No,
            "Send a well-formed JSON document; `detail` says where reading it failed.",
        ),
        InvalidBody => says(
            "The body is valid JSON but does not fit the operation: a field is missing, unknown or \
             of the wrong type.",
            No,
            "Build the body as the API document's schema for this operation says; `detail` says \
             what did not fit.",
        ),
        UnreadableBody => says(
            "The body could not be read: it was cut short or badly framed (a broken chunked \
             encoding, for one).",
            No,
            "Send the whole body, with a `Content-Length` that matches it or with valid chunked \
             framing.",
        ),
        InvalidText => says(
            "A text in the request holds the NUL character, which the server cannot store.",
            No,
            "Remove NUL characters (U+0000) from names and other text before sending them.",
        ),
        InvalidQuery => says(
            "The query string is not valid: an unknown or mistyped parameter, or one out of \
             bounds, such as `wait` above 60.",
            No,
            "Send only the parameters the operation documents, within their bounds; `detail` names \
             the one refused.",
        ),
        InvalidIfMatch => says(
            "The `If-Match` header is neither a room version (a number in quotes, such as the \
             room view's `version`) nor a round situation (the view's `round.situation` in \
             quotes), nor `*`.",
            No,
            "Send the `round.situation` or the `version` of the room view you acted on (or its \
             `ETag`) as `If-Match`, or leave the header out.",
        ),
        InvalidIdempotencyKey => says(
            "The `Idempotency-Key` header is empty, longer than 255 characters, or holds \
             characters other than visible ASCII.",
            No,
            "Send 1 to 255 visible ASCII characters as the key; a fresh UUID for each new request \
             is a good choice.",
        ),
        IdempotencyKeyReused => says(
            "This `Idempotency-Key` was already used, within the last 24 hours, for a different \
             request (method, path or body).",
            No,
            "Use a new idempotency key for every new request; reuse a key only to retry the very \
             same request.",
        ),
        IdempotencyKeyInUse => says(
            "Another request with the same `Idempotency-Key` is still being handled.",
            AfterWaiting,
            "Wait a moment and send the same request with the same key: you then get the first \
             request's answer.",
        ),
        PayloadTooLarge => says(
            "The body is larger than the server accepts.",
            No,
            "Send a smaller body; `detail` gives the limit in bytes.",
        ),
        BodyTimeout => says(
            "The request's body did not arrive whole within the server's deadline (10 seconds \
             unless the server sets another).",
            AsIs,
            "Send the same request again, with the same idempotency key, once the connection is \
             steadier.",
        ),
        UnsupportedMediaType => says(
            "The body was not sent as JSON: its `Content-Type` is missing or is not \
             `application/json`.",
            No,
            "Send the body as JSON with the header `Content-Type: application/json`.",
        ),
        NotFound => says(
            "A part of the path, such as a player id or a round number, is not of the right form, \
             so nothing is there.",
            No,
            "Build paths from the ids and numbers the API gave you: player ids are UUIDs, round \
             numbers whole numbers.",
        ),
        RouteNotFound => says(
            "No route of the API has this path.",
            No,
            "Check the path, with its `/api/v1` prefix, against the API document at \
             `/api/v1/openapi.json`.",
        ),
        MethodNotAllowed => says(
            "The path exists but does not take this HTTP method.",
            No,
            "Use one of the methods the `Allow` header lists.",
        ),
        RateLimited => says(
            "Too many requests of this kind, unknown codes, open polls or incoming bodies came \
             from this address or account.",
            AfterWaiting,
            "Wait the seconds `Retry-After` gives before sending again, and poll no more often \
             than `X-Poll-Interval` says.",
        ),
        Overloaded => says(
            "The server holds as many requests, long-polls or incoming bodies as it can take right \
             now.",
            AfterWaiting,
            "Wait the seconds `Retry-After` gives, then send the same request again with the same \
             idempotency key.",
        ),
        DatabaseUnavailable => says(
            "The server cannot reach its database right now, so it could not complete the request.",
            AfterWaiting,
            "Wait the seconds `Retry-After` gives, then send the same request again with the same \
             idempotency key.",
        ),
        NotReady => says(
            "The readiness check found the server's database unreachable or not yet migrated, or \
             the server shutting down, so the server is not ready.",
            AfterWaiting,
            "Wait the seconds `Retry-After` gives and check again; meanwhile tell the player the \
             server is starting.",
        ),
        InternalError => says(
            "The server failed to complete the request because of a fault of its own; `detail` \
             says nothing more.",
            AsIs,
            "Send the same request again with the same idempotency key; if it keeps failing, \
             report it with its `X-Request-Id` header.",
        ),
        Unauthorized => says(
            "The bearer token (or stream ticket) is missing, malformed, expired or revoked, or its \
             user no longer exists.",
            No,
            "Sign in again (or ask for a new guest token or stream ticket) and send the request \
             with the new one.",
        ),
        InvalidCredentials => says(
            "The username or the password is wrong.",
            No,
            "Ask the player to check their username and password; the answer never says which of \
             the two was wrong.",
        ),
        UsernameTaken => says(
            "Another account already has this username.",
            No,
            "Ask the player to choose another username.",
        ),
        InvalidUsername => says(
            "The username is not 3 to 32 characters of a-z, 0-9, '_', '.' and '-' (capitals are \
             taken as small letters).",
            No,
            "Ask the player for a username that keeps to these rules.",
        ),
        InvalidPassword => says(
            "The password does not have 8 to 128 characters.",
            No,
            "Ask the player for a password of 8 to 128 characters.",
        ),
        InvalidDisplayName => says(
            "The display name, once trimmed, is empty, longer than 32 characters, or holds a \
             control character.",
            No,
            "Ask the player for a name of 1 to 32 characters without control characters.",
        ),
        AlreadyAnAccount => says(
            "The caller is signed in with an account already, so there is no guest to turn into \
             one.",
            No,
            "Stop offering to make an account to this player: they have one and sign in with it.",
        ),
        AccountRequired => says(
            "A guest cannot register for a league night ahead of it: a league keeps results across \
             nights.",
            No,
            "Turn the guest into an account and register again, check in at the venue (guests \
             may), or ask the organizer for a walk-in place.",
        ),
        PackNotFound => says(
            "No pack has this id, or no location list has this share code.",
            No,
            "Check the id, or the share code with the player who shared the list.",
        ),
        UnknownPack => says(
            "A pack in `pack_ids` is not one the caller may play (published, or a list they made \
             or read by its code), or it is gone.",
            No,
            "Choose packs from the pack list or from lists read by their share code; `detail` \
             names the ids refused.",
        ),
        InvalidPack => says(
            "The location list breaks a rule of lists made at the table; `detail` says which.",
            No,
            "Correct the list as `detail` says before sending it again.",
        ),
        TooManyPacks => says(
            "The caller has already made 20 location lists, the most a player may make.",
            No,
            "Change one of the player's own lists instead of making a new one.",
        ),
        NotPackMaker => says(
            "Only the player who made this location list may change it.",
            No,
            "Offer changes only for lists whose `made_by_me` is true.",
        ),
        RoomNotFound => says(
            "No room has this code, or it has been closed and deleted.",
            No,
            "Check the code with the players; a room that was closed is gone.",
        ),
        NotAMember => says(
            "The caller is not seated in this room: they never joined it, or they left or were \
             removed.",
            No,
            "Join the room first (a player the host removed cannot join again).",
        ),
        RoomFull => says(
            "The room already seats 12 players, the most a room takes (13 when the host moderates \
             without playing).",
            No,
            "Tell the player the room is full; a place frees up only when someone leaves.",
        ),
        DisplayNameTaken => says(
            "Another player in this room, or in this league night, already has this name (in a \
             room, whatever its case).",
            No,
            "Ask the player for another name and send it as `display_name` (at a night, register \
             under it before checking in).",
        ),
        KickedFromRoom => says(
            "The host removed this player from the room, and a removed player cannot join it \
             again.",
            No,
            "Tell the player they were removed; they may still play in another room.",
        ),
        NotHost => says(
            "Only the host may do this: start a game, change settings or seats, abandon a round, \
             hand the host role on, or remove a player.",
            AfterReading,
            "Read the room view again (`host_id` may have changed) and offer only the moves in \
             `me.table_moves`.",
        ),
        PlayerNotFound => says(
            "The player named is not seated at this room's table (or, when handing the host role \
             on, is the host themself).",
            AfterReading,
            "Read the room view again and name only players that the moves in `me.table_moves` \
             list.",
        ),
        InvalidSeatOrder => says(
            "The seat order does not list every player seated in the room exactly once.",
            AfterReading,
            "Read the room's `players` again and send an order that lists each seated player once.",
        ),
        LeagueTable => says(
            "This room is a league night's table: only the players the organizer seated there may \
             join.",
            No,
            "Find the player's own table in the night view, or ask the organizer to seat them \
             here.",
        ),
        RoomClosed => says(
            "The room was closed after a time without play (a day, unless the server sets \
             another), and it refuses every move.",
            No,
            "Open a new room to play again; the closed room can still be read until it is deleted.",
        ),
        TeamModeNeedsTimeTravel => says(
            "Team mode is played with the `time_travel` rule set only.",
            No,
            "Set `rule_set` to `time_travel`, or `mode` to `standard`.",
        ),
        TwoSpiesNeedStandardPlay => says(
            "Two spies are played in standard play only, not in team mode.",
            No,
            "Set `spies` to 1, or `mode` to `standard`.",
        ),
        InvalidPackSelection => says(
            "The settings choose no pack, more than 20 packs, or one pack twice.",
            No,
            "Send `pack_ids` with 1 to 20 different packs.",
        ),
        InvalidLocationSelection => says(
            "The `location_ids` do not name 2 to 1000 different locations of the chosen packs.",
            No,
            "Send `location_ids` naming 2 to 1000 locations of the packs in `pack_ids`, each once.",
        ),
        InvalidRounds => says(
            "The `rounds` setting is not from 1 to 30.",
            No,
            "Send `rounds` as a whole number from 1 to 30.",
        ),
        InvalidRoundMinutes => says(
            "The `round_minutes` setting is not from 1 to 30.",
            No,
            "Send `round_minutes` as a whole number from 1 to 30.",
        ),
        InvalidVoteTimeout => says(
            "The `vote_timeout_seconds` setting is not from 10 to 600.",
            No,
            "Send `vote_timeout_seconds` as a whole number from 10 to 600.",
        ),
        InvalidCaptainPasses => says(
            "The `captain_passes` setting is neither 1 nor 2.",
            No,
            "Send `captain_passes` as 1 (every player is captain once) or 2 (twice).",
        ),
        InvalidSpies => says(
            "The `spies` setting is neither 1 nor 2.",
            No,
            "Send `spies` as 1 or 2 (two spies need standard play and 7 to 12 players).",
        ),
        InvalidPauseReason => says(
            "The pause's `reason` is longer than 100 characters, or holds a control character or a \
             bidirectional override.",
            No,
            "Send a shorter reason (a line on a phone and a TV), or none.",
        ),
        NoGame => says(
            "The host has not started a game yet, so there is nothing to deal.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.table_moves` (the host \
             starts a game first).",
        ),
        GameOver => says(
            "This game is over, so no more rounds are dealt in it.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.table_moves`; the host may \
             start a new game.",
        ),
        GameInProgress => says(
            "The seat order is fixed while a game is played: it changes only before a game starts \
             or once it is over.",
            AfterReading,
            "Read the room view again and offer a new seat order only when `me.table_moves` has \
             `change_seat_order`.",
        ),
        RoundInProgress => says(
            "A round is being played, so the table cannot start a game, deal, or change its \
             settings or seats now.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.table_moves`.",
        ),
        NoRoundInProgress => says(
            "No round is being played, so there is none to abandon, pause or resume.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.table_moves`.",
        ),
        NotDealer => says(
            "Only the host or the next dealer may deal the next round.",
            AfterReading,
            "Read the room view again (the next dealer may have changed) and offer only the moves \
             in `me.table_moves`.",
        ),
        LeagueTableSettings => says(
            "This room is a league table: it plays the night's settings, which its host cannot \
             change.",
            No,
            "Offer no settings changes at a league table; its seat order may still change between \
             games.",
        ),
        LeagueGamesPlayed => says(
            "This league table has started every game its seating round gives it.",
            AfterReading,
            "Read the room view again (it no longer offers `start_game`) and follow the night view \
             to the next seating.",
        ),
        LeagueSeatingOver => says(
            "The league night has moved on to a later seating round, so this table plays no more.",
            AfterReading,
            "Read the night view for the player's new table and play there.",
        ),
        NoRound => says(
            "No round has been dealt in this room's game yet, so there is no round to act on or \
             abandon.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves` and `me.table_moves`.",
        ),
        RoundNotFound => says(
            "The current game has no round with this number.",
            No,
            "List the game's rounds again and ask only for a number the list holds.",
        ),
        VersionMismatch => says(
            "What `If-Match` named is stale: the room has changed since that view (a version), \
             or the round has moved to another situation (a round situation), by a move or the \
             clock; nothing was done.",
            AfterReading,
            "Read the view (if not newer yet, long-poll on its own `ETag`) and let the player \
             choose again on it; do not resend the move by yourself (sent with \
             the round's situation, it would have been made had it still meant the same).",
        ),
        TooFewPlayers => says(
            "Too few players are seated for the rule set, the mode and the number of spies; \
             `detail` names the bounds.",
            No,
            "Deal once enough players have joined, or start a new game with settings made for \
             fewer players.",
        ),
        TooManyPlayers => says(
            "More players are seated than the rule set, the mode and the number of spies allow; \
             `detail` names the bounds.",
            No,
            "Deal once some players have left, or start a new game with settings that take this \
             many players.",
        ),
        NoLocationsLeft => says(
            "Every candidate location has been played in this game already, so no round can be \
             dealt.",
            No,
            "Start a new game, which resets the used locations, perhaps with more packs or \
             locations chosen.",
        ),
        BadCaptains => says(
            "The deal of a team round found no two different seated players to be its captains.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.table_moves`.",
        ),
        RoundOver => says(
            "The round is over, so it takes no more moves.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        NotInRound => says(
            "The caller was not dealt into this round (they joined after the deal), so they wait \
             for the next one.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        UnknownPlayer => says(
            "The player named is not in this round: they were not dealt in, or they have left the \
             table.",
            AfterReading,
            "Read the room view again and name only the targets that `me.moves` lists.",
        ),
        NotYourTurn => says(
            "It is not the caller's turn to do this.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        CannotAskYourself => says(
            "A player cannot ask themself a question.",
            No,
            "Ask another player, one of the targets that `me.moves` lists.",
        ),
        NoRetaliation => says(
            "A player may not ask back the player who just asked them (allowed only in the 2- and \
             3-player variants).",
            No,
            "Ask someone else, one of the targets that `me.moves` lists.",
        ),
        AlreadyAccusedThisRound => says(
            "The caller has already put someone up for a vote this round, and each player may do \
             so once a round.",
            No,
            "Offer no more accusations to this player until the next round.",
        ),
        CannotAccuseYourself => says(
            "A player cannot accuse themself.",
            No,
            "Accuse another player, one of the suspects that `me.moves` lists.",
        ),
        VoteInProgress => says(
            "A vote is open, so no other vote can start and this move must wait until it closes.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        NoVoteOpen => says(
            "No vote is open, so there is nothing to vote on (it may have closed already).",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        SuspectCannotVote => says(
            "The player put up for the vote does not vote on it.",
            No,
            "Offer voting only to the other players; the suspect's vote is never asked for.",
        ),
        AlreadyVoted => says(
            "The caller has already voted on this ballot, and a vote cannot be changed.",
            No,
            "Show the vote as cast (`me.my_vote`) and wait for the ballot to close.",
        ),
        NotTheSpy => says(
            "Only the spy can guess the location, and the caller is not the spy.",
            No,
            "Offer guessing only when `me.moves` lists it, and show this error to its player \
             alone.",
        ),
        SpyCannotGuessWhileClockStopped => says(
            "The spy cannot guess while the clock is stopped for a vote, nor during final voting.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        UnknownLocation => says(
            "The location named is not one of this game's candidate locations.",
            No,
            "Guess one of the room view's `candidate_locations`.",
        ),
        LocationAlreadyUsed => says(
            "That location was played earlier in this game, so it cannot be this round's; nothing \
             was done.",
            No,
            "Guess a candidate location that is not marked `used`; the spy may guess again.",
        ),
        FinalVotingInProgress => says(
            "Final voting is in progress (time is up), so no more questions or accusations can \
             be made this round.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        SpyCannotAccuse => says(
            "The spy cannot accuse in the 2- and 3-player variants, and the caller is the spy.",
            No,
            "Offer accusing only when `me.moves` lists it, and show this error to its player \
             alone.",
        ),
        NotInThisVariant => says(
            "This move is not part of the variant this round plays, such as a pick outside team \
             mode.",
            No,
            "Offer only the moves in `me.moves`, which holds those of the round's variant.",
        ),
        RevealPending => says(
            "A proposal to reveal the middle card is waiting for answers, so no accusation or \
             second proposal can start.",
            AfterReading,
            "Read the room view again; the proposal closes at its deadline at the latest.",
        ),
        NoRevealProposal => says(
            "There is no proposal to reveal the middle card to answer (it may have closed \
             already).",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        AlreadyAnswered => says(
            "The caller has already answered this proposal to reveal the middle card, or made it.",
            No,
            "Wait for the other players' answers or for the proposal's deadline.",
        ),
        AlreadyProposedThisRound => says(
            "The caller has already proposed to reveal the middle card this round, and each player \
             may once a round.",
            No,
            "Offer the proposal to this player again only in the next round.",
        ),
        FirstCaptainNotChosen => says(
            "The captains have not yet chosen which of them acts first, so no question can be \
             asked.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        FirstCaptainAlreadyChosen => says(
            "The first captain has already been chosen: the first choice to arrive wins.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        NotACaptain => says(
            "Only a captain can do this, or the player named as first captain is not one of this \
             round's captains.",
            No,
            "Offer captains' moves only when `me.moves` lists them, naming one of the round's two \
             captains.",
        ),
        NotAnUnpickedAgent => says(
            "The player named is not an agent still waiting to be picked: a captain, picked \
             already, or not in the round.",
            AfterReading,
            "Read the room view again and name only the targets that `me.moves` lists.",
        ),
        AlreadyAskedThisCycle => says(
            "The captain has already asked this agent a question in this cycle.",
            No,
            "Ask another unpicked agent, one of the targets that `me.moves` lists.",
        ),
        WrongPhase => says(
            "The round is not in the phase this move belongs to.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.moves`.",
        ),
        RoundPaused => says(
            "The host has paused the round: until they resume it, no move of the round is \
             accepted (leaving, removing a player, calling the round off and handing on the host \
             role still are).",
            AfterReading,
            "Show the view's `round.paused.reason` and wait for the room to change: the view's \
             `me.moves` is empty until the round resumes.",
        ),
        RoundNotPaused => says(
            "The round is not paused, so there is nothing to resume.",
            AfterReading,
            "Read the room view again and offer only the moves in `me.table_moves`.",
        ),
        NightNotFound => says(
            "No league night has this code.",
            No,
            "Check the code with the night's organizer.",
        ),
        NotInNight => says(
            "The caller is not registered for this league night.",
            No,
            "Register for the night, or check in at the venue, first.",
        ),
        NotSeated => says(
            "The caller has no table in the night's current seating round yet (only checked-in \
             players are seated).",
            AfterReading,
            "Long-poll the night view and read the table once the view shows `my_table`.",
        ),
        NightFinished => says(
            "The league night is finished: it takes no new players and its tables play no more.",
            No,
            "Show the night's final standings; nothing more can be played or joined in it.",
        ),
        ClaimNotFound => says(
            "No walk-in has this claim code: it is unknown, already used (a code works once), or \
             of a finished night.",
            No,
            "Check the code with the organizer who gave it.",
        ),
    }
}
