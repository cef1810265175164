-- Identity, location packs and rooms: the foundation every game stands on.

CREATE TABLE users (
    id            uuid PRIMARY KEY,
    -- Registered users log in with a username (stored lower-case); guests have none.
    username      text UNIQUE,
    password_hash text,
    display_name  text NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    CHECK ((username IS NULL) = (password_hash IS NULL))
);

-- Every issued token is recorded so that it can be revoked (logout) before it expires.
CREATE TABLE tokens (
    id         uuid PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    issued_at  timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
);
CREATE INDEX tokens_user_idx ON tokens (user_id);

CREATE TABLE packs (
    id           text PRIMARY KEY,
    name         text NOT NULL,
    description  text NOT NULL DEFAULT '',
    language     text NOT NULL DEFAULT 'en',
    bundled      boolean NOT NULL,
    published    boolean NOT NULL DEFAULT false,
    -- Bumped on every saved change; a game keeps the content it started with.
    version      integer NOT NULL DEFAULT 1,
    -- Digest of the pack's content, so re-loading an unchanged file writes nothing.
    content_hash text NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE locations (
    id       text PRIMARY KEY,
    pack_id  text NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
    position integer NOT NULL,
    name     text NOT NULL,
    roles    text[] NOT NULL,
    UNIQUE (pack_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE rooms (
    id              uuid PRIMARY KEY,
    -- Short, upper-case, unique: the code players read aloud.
    code            text NOT NULL UNIQUE,
    settings        jsonb NOT NULL,
    -- Bumped in the transaction of every change, for ETags and pollers.
    version         bigint NOT NULL DEFAULT 1,
    host_player_id  uuid,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE room_players (
    id           uuid PRIMARY KEY,
    room_id      uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    user_id      uuid NOT NULL REFERENCES users (id),
    display_name text NOT NULL,
    -- Seats of present players are 0..n-1 in seat order; a player who left keeps no seat.
    seat         integer,
    joined_at    timestamptz NOT NULL DEFAULT now(),
    left_at      timestamptz,
    kicked       boolean NOT NULL DEFAULT false,
    UNIQUE (room_id, user_id),
    -- Deferred so that a new seat order can be written one row at a time.
    UNIQUE (room_id, seat) DEFERRABLE INITIALLY DEFERRED,
    CHECK ((left_at IS NULL) = (seat IS NOT NULL))
);
CREATE UNIQUE INDEX room_players_name_idx ON room_players (room_id, lower(display_name)) WHERE left_at IS NULL;
CREATE INDEX room_players_user_idx ON room_players (user_id);

ALTER TABLE rooms ADD FOREIGN KEY (host_player_id) REFERENCES room_players (id) DEFERRABLE INITIALLY DEFERRED;
