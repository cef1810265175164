-- How many games each table starts in a seating round. A table that has started them
-- waits for the next seating; no table plays once a later seating round is confirmed or
-- the night is finished (the rooms read this through night_tables).
--
-- Locks: adding a column with a constant default only changes the catalog (a brief ACCESS
-- EXCLUSIVE lock of `nights`, no rewrite); the CHECK scans the (small) table once.
ALTER TABLE nights
    ADD COLUMN games_per_table integer NOT NULL DEFAULT 1
        CHECK (games_per_table BETWEEN 1 AND 10);
