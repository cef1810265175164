-- Each phone at a table reads its game in its own language: a game keeps, beside its
-- candidates, every name and role they have in other languages, as they were when the
-- game started (`rooms::location_names::LocationNames` as JSON). A game started before
-- this has none, and shows in its packs' languages.
--
-- Locks: adding a column with a constant default only changes the catalog (a brief
-- ACCESS EXCLUSIVE lock of `games`, no rewrite).
ALTER TABLE games ADD COLUMN names jsonb NOT NULL DEFAULT '{}';
