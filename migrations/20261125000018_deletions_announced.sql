-- A deleted room or night is announced like a change, its version one past its last, so
-- that every instance's held polls and event streams of it read it again and find it gone
-- (a stream then says so in its last frame) instead of waiting on a row that no longer
-- exists. Retention deletes rooms; an organizer deletes a night or its season.
--
-- Locks: creating a trigger takes a brief SHARE ROW EXCLUSIVE lock of its table; nothing
-- is rewritten.

-- The channel is the trigger's argument: the one the table's versions are announced on.
CREATE FUNCTION notify_deleted() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify(TG_ARGV[0], OLD.id::text || ':' || (OLD.version + 1)::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER rooms_deleted_notify
    AFTER DELETE ON rooms
    FOR EACH ROW EXECUTE FUNCTION notify_deleted('spyfall_rooms');

CREATE TRIGGER nights_deleted_notify
    AFTER DELETE ON nights
    FOR EACH ROW EXECUTE FUNCTION notify_deleted('spyfall_nights');
