-- Retention: rooms nobody touches are closed, and deleted some time after; idle guests and
-- expired tokens and panel sessions are deleted (docs/operations.md).
--
-- Locks: adding a column without a default only changes the catalog (a brief lock of
-- `rooms`). The indexes are built in the migration's transaction, not concurrently: each
-- blocks writes to its table while it is built, which takes seconds on a million rows.
-- On a large install, build them by hand with CREATE INDEX CONCURRENTLY first; the IF NOT
-- EXISTS below then skips them.

ALTER TABLE rooms ADD COLUMN closed_at timestamptz;

CREATE INDEX IF NOT EXISTS rooms_idle_idx ON rooms (updated_at) WHERE closed_at IS NULL;
CREATE INDEX IF NOT EXISTS rooms_closed_idx ON rooms (closed_at) WHERE closed_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS tokens_expires_idx ON tokens (expires_at);
CREATE INDEX IF NOT EXISTS admin_sessions_expires_idx ON admin_sessions (expires_at);
CREATE INDEX IF NOT EXISTS users_guests_idx ON users (created_at) WHERE username IS NULL;
