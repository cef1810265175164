-- Games and rounds. A round's engine state (jsonb) is the source of truth; questions, votes
-- and scores are also written as rows in the same transaction, for history and standings.

CREATE TABLE games (
    id              uuid PRIMARY KEY,
    room_id         uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    number          integer NOT NULL,
    -- The room's settings and the packs' content when the game started: later edits to a
    -- pack do not reach a game in progress.
    settings        jsonb NOT NULL,
    candidates      jsonb NOT NULL,
    pack_versions   jsonb NOT NULL,
    -- Standard play: the agreed rounds; team mode: one per captain pair.
    rounds_total    integer NOT NULL,
    captain_pairs   jsonb NOT NULL DEFAULT '[]',
    used_locations  text[] NOT NULL DEFAULT '{}',
    rounds_dealt    integer NOT NULL DEFAULT 0,
    started_at      timestamptz NOT NULL,
    ended_at        timestamptz,
    UNIQUE (room_id, number)
);

ALTER TABLE rooms ADD COLUMN current_game_id uuid REFERENCES games (id) DEFERRABLE INITIALLY DEFERRED;

CREATE TABLE rounds (
    id            uuid PRIMARY KEY,
    game_id       uuid NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    number        integer NOT NULL,
    state         jsonb NOT NULL,
    phase         text NOT NULL,
    -- When time alone next changes the round; the sweeper looks here.
    next_deadline timestamptz,
    started_at    timestamptz NOT NULL,
    ended_at      timestamptz,
    UNIQUE (game_id, number)
);
CREATE INDEX rounds_due_idx ON rounds (next_deadline) WHERE next_deadline IS NOT NULL;

CREATE TABLE round_questions (
    round_id  uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    seq       integer NOT NULL,
    asker_id  uuid NOT NULL REFERENCES room_players (id),
    target_id uuid NOT NULL REFERENCES room_players (id),
    asked_at  timestamptz NOT NULL,
    PRIMARY KEY (round_id, seq)
);

CREATE TABLE round_votes (
    round_id     uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    final_voting boolean NOT NULL,
    ballot_seq   integer NOT NULL,
    suspect_id   uuid NOT NULL REFERENCES room_players (id),
    accuser_id   uuid REFERENCES room_players (id),
    voter_id     uuid NOT NULL REFERENCES room_players (id),
    yes          boolean NOT NULL,
    PRIMARY KEY (round_id, final_voting, ballot_seq, voter_id)
);

CREATE TABLE round_scores (
    round_id  uuid NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
    player_id uuid NOT NULL REFERENCES room_players (id),
    points    integer NOT NULL,
    PRIMARY KEY (round_id, player_id)
);
CREATE INDEX round_scores_player_idx ON round_scores (player_id);
