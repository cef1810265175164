-- A season's version: bumped when the season is edited and when a night is added to it
-- or deleted from it, so that a deletion confirmed on a page older than the season (one
-- that told of fewer nights) is refused like a night's.
--
-- Locks: adding a column with a constant default only changes the catalog (a brief
-- ACCESS EXCLUSIVE lock of `seasons`, no rewrite). The trigger takes the season's row
-- lock for the rest of the transaction that adds or deletes a night; a deletion of the
-- season waits for it and then sees the new version. A night's deletion locks its season
-- before the night (`lock_season_of_night`), as a season's deletion does through its
-- cascade, so the two never deadlock.
ALTER TABLE seasons ADD COLUMN version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_season_version() RETURNS trigger AS $$
BEGIN
    UPDATE seasons SET version = version + 1
    WHERE id = coalesce(NEW.season_id, OLD.season_id);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER nights_bump_season
    AFTER INSERT OR DELETE ON nights
    FOR EACH ROW EXECUTE FUNCTION bump_season_version();
