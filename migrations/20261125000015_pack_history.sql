-- A custom pack's saved versions: what changed, who saved it and when, and the pack as it
-- was (as JSON: id, name, description, language, locations with roles), so an organizer
-- can read its history and restore an earlier version. Written in the transaction that
-- saves the pack, under the pack's row lock. Versions saved before this table existed
-- have no entry.
--
-- Locks: creating a new table takes no lock on existing ones beyond the foreign key's
-- SHARE ROW EXCLUSIVE lock of `packs` and `users` for the moment of the CREATE.
CREATE TABLE pack_versions (
    pack_id   text NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
    version   integer NOT NULL,
    saved_at  timestamptz NOT NULL DEFAULT now(),
    saved_by  uuid REFERENCES users (id) ON DELETE SET NULL,
    what      text NOT NULL,
    content   text NOT NULL,
    PRIMARY KEY (pack_id, version)
);
