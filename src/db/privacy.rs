//! Deleting a person's data on request (docs/operations.md, Privacy): what can go goes;
//! what other players' results stand on (their seats at played rounds, league nights) stays
//! under a name that says nobody.

use sqlx::PgConnection;
use uuid::Uuid;

/// A player account by username, for deletion: its id, and whether it is a panel account.
pub async fn player_by_username(
    conn: &mut PgConnection,
    username: &str,
) -> Result<Option<(Uuid, bool)>, sqlx::Error> {
    let row = sqlx::query!(
        r#"SELECT id, admin_role IS NOT NULL AS "staff!" FROM users WHERE username = $1 FOR UPDATE"#,
        username
    )
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|r| (r.id, r.staff)))
}

/// What deleting a user's data did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Erased {
    /// Tokens revoked (every instance hears of it) and deleted.
    pub tokens: u64,
    /// Seats and league places renamed "Deleted player ...".
    pub names: u64,
    /// The account row itself deleted (nothing stood on it), or only emptied.
    pub row_deleted: bool,
}

/// Revokes and deletes `user`'s tokens and idempotency records, renames their seats and
/// league places, and deletes the user, or, when played rounds or league nights stand on
/// them, empties the row (no username, password or name).
pub async fn erase_user(conn: &mut PgConnection, user: Uuid) -> Result<Erased, sqlx::Error> {
    // Revoked first: the revocation is what other instances hear of (by NOTIFY).
    let tokens = sqlx::query!(
        "UPDATE tokens SET revoked_at = coalesce(revoked_at, now()) WHERE user_id = $1",
        user
    )
    .execute(&mut *conn)
    .await?
    .rows_affected();
    sqlx::query!("DELETE FROM tokens WHERE user_id = $1", user)
        .execute(&mut *conn)
        .await?;
    sqlx::query!("DELETE FROM idempotency_keys WHERE user_id = $1", user)
        .execute(&mut *conn)
        .await?;
    // Every room and night that shows the name gets a new version: cached views go stale
    // on every instance (by NOTIFY) and are read again without it. Nights before rooms:
    // the order a night moving on locks them in, so the two never wait on each other.
    // Each set locked in id order, as pack saves lock rooms, before it is changed.
    sqlx::query!(
        "UPDATE nights SET version = version + 1
         WHERE id IN (SELECT n.id FROM nights n
                      WHERE n.id IN (SELECT night_id FROM night_players WHERE user_id = $1)
                      ORDER BY n.id FOR UPDATE)",
        user
    )
    .execute(&mut *conn)
    .await?;
    sqlx::query!(
        "UPDATE rooms SET version = version + 1
         WHERE id IN (SELECT r.id FROM rooms r
                      WHERE r.id IN (SELECT room_id FROM room_players WHERE user_id = $1)
                      ORDER BY r.id FOR UPDATE)",
        user
    )
    .execute(&mut *conn)
    .await?;
    // A name unique in every room and night: names are unique there, ignoring case.
    let gone = format!("Deleted player {}", &user.simple().to_string()[..6]);
    let seats = sqlx::query!(
        "UPDATE room_players SET display_name = $2 WHERE user_id = $1",
        user,
        gone
    )
    .execute(&mut *conn)
    .await?
    .rows_affected();
    let places = sqlx::query!(
        "UPDATE night_players SET display_name = $2 WHERE user_id = $1",
        user,
        gone
    )
    .execute(&mut *conn)
    .await?
    .rows_affected();
    // Seats in rooms that never dealt a round hold nothing anyone else needs.
    sqlx::query!(
        "DELETE FROM room_players p WHERE p.user_id = $1
           AND NOT EXISTS (SELECT 1 FROM round_scores s WHERE s.player_id = p.id)
           AND NOT EXISTS (SELECT 1 FROM round_questions q WHERE q.asker_id = p.id OR q.target_id = p.id)
           AND NOT EXISTS (SELECT 1 FROM round_votes v
                           WHERE v.suspect_id = p.id OR v.accuser_id = p.id OR v.voter_id = p.id)
           AND NOT EXISTS (SELECT 1 FROM rooms r WHERE r.host_player_id = p.id)",
        user
    )
    .execute(&mut *conn)
    .await?;
    let stands = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM room_players WHERE user_id = $1)
               OR EXISTS (SELECT 1 FROM night_players WHERE user_id = $1) AS "stands!""#,
        user
    )
    .fetch_one(&mut *conn)
    .await?;
    if stands {
        sqlx::query!(
            "UPDATE users SET username = NULL, password_hash = NULL, display_name = $2
             WHERE id = $1",
            user,
            gone
        )
        .execute(&mut *conn)
        .await?;
    } else {
        sqlx::query!("DELETE FROM users WHERE id = $1", user)
            .execute(&mut *conn)
            .await?;
    }
    Ok(Erased {
        tokens,
        names: seats + places,
        row_deleted: !stands,
    })
}
