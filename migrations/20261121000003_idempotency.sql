-- Responses to writes sent with an Idempotency-Key, so that a retry gets the first answer.
-- A row is written in the same transaction as the effect it describes: either both are
-- stored or neither is.
CREATE TABLE idempotency_keys (
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key          text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 255),
    -- SHA-256 of the method, path and body: the same key with another request is refused.
    fingerprint  bytea NOT NULL,
    status       smallint NOT NULL,
    body         bytea NOT NULL,
    created_at   timestamptz NOT NULL,
    PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
