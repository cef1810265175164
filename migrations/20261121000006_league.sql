-- League nights and seasons: a season holds nights; a night seats its registered players at
-- tables round after round, each table a room; the rounds played in those rooms are the
-- night's results, and organizers' corrections are kept beside them.

CREATE TABLE seasons (
    id          uuid PRIMARY KEY,
    name        text NOT NULL,
    -- The organizer who runs the season; admins run every season.
    owner_id    uuid REFERENCES users (id) ON DELETE SET NULL,
    -- Season standings count a player's best N nights when set, every night otherwise.
    best_nights integer CHECK (best_nights BETWEEN 1 AND 100),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seasons_owner_idx ON seasons (owner_id);

CREATE TABLE nights (
    id              uuid PRIMARY KEY,
    season_id       uuid NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    -- Players join the night with this code (as with a room's).
    code            text NOT NULL UNIQUE,
    name            text NOT NULL,
    -- The room settings every table of the night plays with.
    settings        jsonb NOT NULL,
    seating_rounds  integer NOT NULL CHECK (seating_rounds BETWEEN 1 AND 20),
    -- Seating proposals are drawn from this seed (and the round number).
    seed            bigint NOT NULL,
    -- The public projector page's unguessable address.
    projector_token text NOT NULL UNIQUE,
    -- Bumped by every change to the night, so that a form sent from a stale page is refused.
    version         bigint NOT NULL DEFAULT 1,
    finished_at     timestamptz,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nights_season_idx ON nights (season_id);

CREATE TABLE night_players (
    id           uuid PRIMARY KEY,
    night_id     uuid NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    user_id      uuid NOT NULL REFERENCES users (id),
    display_name text NOT NULL,
    -- Added by the organizer as a guest; such a player claims the seat on a phone with the
    -- claim code, and may later be linked to an account (which clears the code).
    walk_in      boolean NOT NULL DEFAULT false,
    claim_code   text UNIQUE,
    -- Withdrawn players are not seated in later rounds; their results stay.
    withdrawn_at timestamptz,
    joined_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (night_id, user_id)
);
CREATE UNIQUE INDEX night_players_name_idx ON night_players (night_id, lower(display_name));
CREATE INDEX night_players_user_idx ON night_players (user_id);

-- One row per seating round once proposed; confirmed_at is set when its rooms exist.
CREATE TABLE night_seatings (
    night_id     uuid NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    round        integer NOT NULL CHECK (round >= 1),
    confirmed_at timestamptz,
    PRIMARY KEY (night_id, round)
);

CREATE TABLE night_seats (
    night_id     uuid NOT NULL,
    round        integer NOT NULL,
    player_id    uuid NOT NULL REFERENCES night_players (id) ON DELETE CASCADE,
    table_number integer NOT NULL CHECK (table_number >= 1),
    -- Order within the table: the room's seat order once confirmed.
    position     integer NOT NULL,
    PRIMARY KEY (night_id, round, player_id),
    FOREIGN KEY (night_id, round) REFERENCES night_seatings (night_id, round) ON DELETE CASCADE
);

CREATE TABLE night_tables (
    night_id     uuid NOT NULL,
    round        integer NOT NULL,
    table_number integer NOT NULL,
    room_id      uuid NOT NULL UNIQUE REFERENCES rooms (id),
    PRIMARY KEY (night_id, round, table_number),
    FOREIGN KEY (night_id, round) REFERENCES night_seatings (night_id, round) ON DELETE CASCADE
);

-- A room created for a night's table: only its seated players may join it and its
-- settings are the night's.
ALTER TABLE rooms ADD COLUMN night_id uuid REFERENCES nights (id) ON DELETE SET NULL;

-- Organizers' corrections, kept for the audit list: points added to (or taken from) a
-- player, or a round voided. `changes` holds every affected player's night total before
-- and after.
CREATE TABLE night_corrections (
    id         uuid PRIMARY KEY,
    night_id   uuid NOT NULL REFERENCES nights (id) ON DELETE CASCADE,
    kind       text NOT NULL CHECK (kind IN ('adjust', 'void')),
    player_id  uuid REFERENCES night_players (id) ON DELETE CASCADE,
    points     integer,
    round_id   uuid REFERENCES rounds (id) ON DELETE CASCADE,
    reason     text NOT NULL,
    by_user    uuid REFERENCES users (id) ON DELETE SET NULL,
    by_name    text NOT NULL,
    at         timestamptz NOT NULL,
    changes    jsonb NOT NULL,
    CHECK ((kind = 'adjust') = (player_id IS NOT NULL AND points IS NOT NULL)),
    CHECK ((kind = 'void') = (round_id IS NOT NULL))
);
CREATE INDEX night_corrections_night_idx ON night_corrections (night_id, at);
-- A round is voided once.
CREATE UNIQUE INDEX night_corrections_void_idx ON night_corrections (night_id, round_id)
    WHERE kind = 'void';
