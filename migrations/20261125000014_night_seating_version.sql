-- The night's version when its seating proposal last changed (proposed, a player moved,
-- discarded, confirmed). A form about the proposal sent from a page older than that is
-- refused; other forms are not, so a phone checking in does not make the organizer's
-- page stale.
--
-- Locks: adding a column with a constant default only changes the catalog (a brief
-- ACCESS EXCLUSIVE lock of `nights`, no rewrite).
ALTER TABLE nights ADD COLUMN seating_version bigint NOT NULL DEFAULT 0;
