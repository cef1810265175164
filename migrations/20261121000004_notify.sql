-- Every server instance keeps an in-process map of room versions and of revoked tokens,
-- fed by these notifications, so that a poll that finds nothing new needs no query.
-- Payloads carry only ids and versions; NOTIFY is delivered at commit, so a listener
-- never hears of a change that was rolled back.

CREATE FUNCTION notify_room_version() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('spyfall_rooms', NEW.id::text || ':' || NEW.version::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER rooms_version_notify
    AFTER UPDATE OF version ON rooms
    FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
    EXECUTE FUNCTION notify_room_version();

CREATE FUNCTION notify_token_revoked() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('spyfall_tokens', NEW.id::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER tokens_revoked_notify
    AFTER UPDATE OF revoked_at ON tokens
    FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
    EXECUTE FUNCTION notify_token_revoked();

CREATE INDEX tokens_revoked_idx ON tokens (expires_at) WHERE revoked_at IS NOT NULL;
