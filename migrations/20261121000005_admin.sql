-- The admin panel: organizer accounts, their browser sessions, login throttling, and
-- owners for custom packs.

-- A user with a role may log in to the admin panel; players have none.
ALTER TABLE users ADD COLUMN admin_role text CHECK (admin_role IN ('admin', 'organizer'));
ALTER TABLE users ADD COLUMN disabled_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_admin_has_password
    CHECK (admin_role IS NULL OR password_hash IS NOT NULL);

-- One row per browser session; the cookie carries a signed token naming the row, so that
-- logging out (or disabling the account) ends the session before it expires.
CREATE TABLE admin_sessions (
    id          uuid PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Every state-changing form carries this token.
    csrf_token  text NOT NULL,
    created_at  timestamptz NOT NULL,
    expires_at  timestamptz NOT NULL,
    revoked_at  timestamptz
);
CREATE INDEX admin_sessions_user_idx ON admin_sessions (user_id);

-- Recent login attempts that did not succeed, per account name and per client address.
-- An attempt is written before its password is checked, so racing attempts see each other.
CREATE TABLE admin_login_attempts (
    id         uuid PRIMARY KEY,
    scope      text NOT NULL CHECK (scope IN ('account', 'address')),
    key        text NOT NULL,
    at         timestamptz NOT NULL
);
CREATE INDEX admin_login_attempts_key_idx ON admin_login_attempts (scope, key, at);

-- Custom packs belong to the organizer who made them; bundled packs and packs imported
-- from the command line belong to nobody (admins edit those).
ALTER TABLE packs ADD COLUMN owner_id uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX packs_owner_idx ON packs (owner_id);
