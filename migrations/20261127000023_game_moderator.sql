-- A game may be run by a moderator who sits at the table without a card: the player who
-- was host when it started, when the room's settings asked for one.
--
-- Locks: adding a nullable column without a default only changes the catalog: an ACCESS
-- EXCLUSIVE lock of `games` held for an instant, no row rewritten.
ALTER TABLE games ADD COLUMN moderator_id uuid;
