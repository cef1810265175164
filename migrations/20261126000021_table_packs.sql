-- Packs made at the table: any player (a guest too) makes a location list in the app. It
-- belongs to its maker, is never published, and is found by a short code its maker reads
-- out; whoever reads it by that code may play it in their rooms.
--
-- `share_code` is set for these packs only (organizers' and bundled packs have none).
-- `taken_down_at`: an organizer took it down; nobody reads or deals it any more (games
-- that started with it keep their copy, as games always do).
--
-- Locks: adding nullable columns only changes the catalog; the unique index is built
-- while `packs` is locked against writes (SHARE lock; a few hundred rows at most), and the
-- new table takes SHARE ROW EXCLUSIVE locks of `packs` and `users` for its foreign keys.
ALTER TABLE packs ADD COLUMN share_code text;
ALTER TABLE packs ADD COLUMN taken_down_at timestamptz;
CREATE UNIQUE INDEX packs_share_code_idx ON packs (share_code);

-- Who read a pack by its code, and may play it.
CREATE TABLE pack_readers (
    pack_id  text NOT NULL REFERENCES packs (id) ON DELETE CASCADE,
    user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    read_at  timestamptz NOT NULL,
    PRIMARY KEY (pack_id, user_id)
);
CREATE INDEX pack_readers_user_idx ON pack_readers (user_id);
