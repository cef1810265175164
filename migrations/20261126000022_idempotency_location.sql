-- A 201's answer carries the Location of what it made; a replay of it carries the same.
--
-- Locks: adding a nullable column without a default only changes the catalog: an ACCESS
-- EXCLUSIVE lock of `idempotency_keys` held for an instant, no row rewritten.
ALTER TABLE idempotency_keys ADD COLUMN location text;
