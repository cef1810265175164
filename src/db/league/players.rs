//! A night's players: registration, withdrawal, walk-ins and their claim codes.

use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

/// Deletes a night player (their seats in a waiting proposal go with them).
pub async fn delete_player(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "DELETE FROM night_players WHERE id = $1 AND night_id = $2",
        player,
        night
    )
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(Debug, Clone)]
pub struct NightPlayer {
    pub id: Uuid,
    pub user_id: Uuid,
    pub display_name: String,
    pub walk_in: bool,
    pub claim_code: Option<String>,
    pub withdrawn: bool,
    /// Here tonight: only checked-in players are seated.
    pub checked_in: bool,
    /// The account's username; `None` for a guest.
    pub username: Option<String>,
}

/// The night's players by name.
pub async fn night_players(
    db: impl PgExecutor<'_>,
    night: Uuid,
) -> Result<Vec<NightPlayer>, sqlx::Error> {
    sqlx::query_as!(
        NightPlayer,
        r#"SELECT p.id, p.user_id, p.display_name, p.walk_in, p.claim_code,
                  p.withdrawn_at IS NOT NULL AS "withdrawn!",
                  p.checked_in_at IS NOT NULL AS "checked_in!", u.username
           FROM night_players p JOIN users u ON u.id = p.user_id
           WHERE p.night_id = $1 ORDER BY lower(p.display_name), p.id"#,
        night
    )
    .fetch_all(db)
    .await
}

/// The night's players signed in on a phone now (for a walk-in: their code was claimed).
/// The organizer's page asks; a phone's view does not.
pub async fn players_on_a_phone(
    db: impl PgExecutor<'_>,
    night: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar!(
        "SELECT p.id FROM night_players p WHERE p.night_id = $1 AND EXISTS (
             SELECT 1 FROM tokens t WHERE t.user_id = p.user_id
             AND t.revoked_at IS NULL AND t.expires_at > now())",
        night
    )
    .fetch_all(db)
    .await
}

/// Registers a player; fails on `night_players_night_id_user_id_key` (already there) or
/// `night_players_name_idx` (name taken).
pub async fn insert_player(
    conn: &mut PgConnection,
    night: Uuid,
    user: Uuid,
    display_name: &str,
    claim_code: Option<&str>,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar!(
        "INSERT INTO night_players (id, night_id, user_id, display_name, walk_in, claim_code,
                                    checked_in_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $5 THEN now() END) RETURNING id",
        Uuid::new_v4(),
        night,
        user,
        display_name,
        claim_code.is_some(),
        claim_code
    )
    .fetch_one(conn)
    .await
}

pub async fn set_withdrawn(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    withdrawn: bool,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE night_players SET withdrawn_at = CASE WHEN $3 THEN now() END
         WHERE night_id = $1 AND id = $2",
        night,
        player,
        withdrawn
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Hands a walk-in's place in the night to `account`: the night's player and every seat
/// of theirs at the night's tables now belong to the account; the claim code is spent.
/// The rooms changed are locked and their versions bumped: returns (room, new version).
pub async fn link_player(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    guest: Uuid,
    account: Uuid,
) -> Result<Vec<(Uuid, i64)>, sqlx::Error> {
    let touched = sqlx::query!(
        r#"WITH seated AS (
               SELECT r.id FROM rooms r
               WHERE r.night_id = $1
                 AND EXISTS (SELECT 1 FROM room_players p WHERE p.room_id = r.id AND p.user_id = $2)
               ORDER BY r.id
               FOR UPDATE OF r
           )
           UPDATE rooms SET version = version + 1, updated_at = now()
           WHERE id IN (SELECT id FROM seated)
           RETURNING id, version"#,
        night,
        guest
    )
    .fetch_all(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE room_players SET user_id = $3
         WHERE user_id = $2 AND room_id IN (SELECT id FROM rooms WHERE night_id = $1)",
        night,
        guest,
        account
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE night_players SET user_id = $3, claim_code = NULL WHERE night_id = $1 AND id = $2",
        night,
        player,
        account
    )
    .execute(conn)
    .await?;
    Ok(touched.into_iter().map(|r| (r.id, r.version)).collect())
}

/// Spends a claim code of a night not finished: answers the walk-in it named (user id,
/// night code, night name, display name). One statement, so of two phones sending the
/// same code only one gets it.
pub async fn spend_claim(
    db: impl PgExecutor<'_>,
    code: &str,
) -> Result<Option<(Uuid, String, String, String)>, sqlx::Error> {
    let row = sqlx::query!(
        "UPDATE night_players p SET claim_code = NULL FROM nights n
         WHERE p.claim_code = $1 AND n.id = p.night_id AND n.finished_at IS NULL
         RETURNING p.user_id, n.code, n.name, p.display_name",
        code
    )
    .fetch_optional(db)
    .await?;
    Ok(row.map(|r| (r.user_id, r.code, r.name, r.display_name)))
}

/// Gives the walk-in `player` of `night` a new claim code.
pub async fn set_claim_code(
    conn: &mut PgConnection,
    night: Uuid,
    player: Uuid,
    code: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query!(
        "UPDATE night_players SET claim_code = $3 WHERE night_id = $1 AND id = $2",
        night,
        player,
        code
    )
    .execute(conn)
    .await?;
    Ok(())
}
