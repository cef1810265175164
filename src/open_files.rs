//! The process's open-file limit. Every connection is a file: a flood of connections
//! that meets a low limit fails every accept, `/healthz` included. The server raises its
//! soft limit to the hard one at start, and accepts no more connections than leave a
//! reserve for the database pool, the notification listener and files.

/// Files kept for other uses than client connections, beyond the database pool.
const RESERVE: u64 = 256;

/// Raises the soft limit on open files to the hard limit; the limit in force.
pub fn raise_limit() -> u64 {
    match rlimit::increase_nofile_limit(u64::MAX) {
        Ok(limit) => limit,
        Err(e) => {
            tracing::warn!(error = %e, "the open-file limit could not be raised");
            rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
        }
    }
}

/// The connections each of `workers` may accept under `limit` open files, keeping the
/// reserve and the pool's connections: at least one each.
pub fn connections_per_worker(limit: u64, pool: u32, workers: usize) -> usize {
    let for_clients = limit.saturating_sub(RESERVE + u64::from(pool));
    (for_clients / workers.max(1) as u64).max(1) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reserve_and_the_pool_are_kept_from_clients() {
        assert_eq!(connections_per_worker(1024, 10, 2), (1024 - 266) / 2);
        assert_eq!(
            connections_per_worker(1_048_576, 10, 2),
            (1_048_576 - 266) / 2
        );
        assert_eq!(connections_per_worker(100, 10, 2), 1, "never none");
    }
}
