-- Night versions reach every server instance like room versions do, so that phones can
-- long-poll or stream a night (its seating, their table) without asking the database.
CREATE FUNCTION notify_night_version() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('spyfall_nights', NEW.id::text || ':' || NEW.version::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER nights_version_notify
    AFTER UPDATE OF version ON nights
    FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
    EXECUTE FUNCTION notify_night_version();
