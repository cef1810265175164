//! A season's standings: every night of the season loaded and summed per account.

use std::collections::HashMap;

use sqlx::PgConnection;
use uuid::Uuid;

use super::night;
use crate::db::league::{self, NightKey, SeasonRow};
use crate::league::standings::{self, NightResult, SeasonLine};

/// A line of a season's standings with the player's name.
#[derive(Debug, Clone)]
pub struct SeasonStanding {
    pub line: SeasonLine<Uuid>,
    pub name: String,
}

/// The season's standings: every night's standings summed per account (a walk-in who was
/// never linked counts as their own player), with the season's best-N rule.
pub async fn season_standings(
    conn: &mut PgConnection,
    season: &SeasonRow,
) -> anyhow::Result<Vec<SeasonStanding>> {
    let mut results = Vec::new();
    let mut names: HashMap<Uuid, String> = HashMap::new();
    let mut order: Vec<Uuid> = Vec::new();
    for line in league::nights_of_season(&mut *conn, season.id).await? {
        let Some(night) = league::night(&mut *conn, NightKey::Id(line.id)).await? else {
            continue;
        };
        let data = night::load(conn, night).await?;
        for l in &data.report.standings {
            let Some(p) = data.player(l.player) else {
                continue;
            };
            // The latest night's name is the one shown.
            if names.insert(p.user_id, p.display_name.clone()).is_none() {
                order.push(p.user_id);
            }
            results.push(NightResult {
                night: data.night.id,
                player: p.user_id,
                points: l.points,
                spy_wins: l.spy_wins,
                spies_caught: l.spies_caught,
            });
        }
    }
    order.sort_by_key(|u| names[u].to_lowercase());
    let best = season.best_nights.map(|n| n.max(1) as u32);
    Ok(standings::season(&order, &results, best)
        .into_iter()
        .map(|line| SeasonStanding {
            name: names[&line.player].clone(),
            line,
        })
        .collect())
}
