-- A token's row goes when its user is deleted (a deletion on request, an idle guest's
-- purge), but the token itself, signed and unexpired, would still pass a server's check
-- without the database. Such a token is kept here as revoked until it expires, so an
-- instance that starts later still refuses it; its deletion is announced like any
-- revocation. Expired ones are purged with the expired sessions.
--
-- Locks: the new table takes none on existing ones; the trigger is added under the
-- SHARE ROW EXCLUSIVE lock of `tokens` for the moment of the CREATE TRIGGER.
CREATE TABLE revoked_tokens (
    id         uuid PRIMARY KEY,
    expires_at timestamptz NOT NULL
);

CREATE INDEX revoked_tokens_expiry_idx ON revoked_tokens (expires_at);

CREATE FUNCTION keep_deleted_token_revoked() RETURNS trigger AS $$
BEGIN
    INSERT INTO revoked_tokens (id, expires_at) VALUES (OLD.id, OLD.expires_at)
        ON CONFLICT (id) DO NOTHING;
    IF OLD.revoked_at IS NULL THEN
        PERFORM pg_notify('spyfall_tokens', OLD.id::text);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER tokens_deleted_keep_revoked
    AFTER DELETE ON tokens
    FOR EACH ROW WHEN (OLD.expires_at > now())
    EXECUTE FUNCTION keep_deleted_token_revoked();
