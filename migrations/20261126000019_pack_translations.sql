-- Packs in several languages: a location's name and roles, and a pack's name and
-- description, in languages other than the pack's own, under the same ids. JSON objects
-- keyed by language tag (`{"ru": {"name": "...", "roles": [...]}}`), written and read
-- whole with their row, as the roles are.
--
-- Locks: adding a column with a constant default only changes the catalog (a brief
-- ACCESS EXCLUSIVE lock of `packs`, then of `locations`, no rewrite).
ALTER TABLE packs ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE locations ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
