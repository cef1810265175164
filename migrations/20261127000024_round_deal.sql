-- A round's state in two parts: what its deal fixed (seats, hands, candidates), written
-- once, and what its moves change, rewritten by each move. Read as `deal || state`.
-- Rounds stored before keep everything in `state` and an empty `deal`; the server's
-- writes merge into such a `state` rather than replace it.
--
-- Locks: adding a column with a constant default only changes the catalog: an ACCESS
-- EXCLUSIVE lock of `rounds` held for an instant, no row rewritten.
ALTER TABLE rounds ADD COLUMN deal jsonb NOT NULL DEFAULT '{}';
