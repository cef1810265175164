//! The server's connections: how many it accepts, and how soon it drops one whose peer
//! has vanished.
//!
//! Every connection is a file: a flood of connections that meets a low open-file limit
//! fails every accept, `/healthz` included. The server raises its soft limit to the hard
//! one at start, and accepts no more connections than leave a reserve for the database
//! pool, the notification listener and files.
//!
//! A phone that leaves the Wi-Fi does not close its connections: its event stream would
//! hold a place (of its user's few) until the kernel gave up retransmitting, about 15
//! minutes. Keep-alive probes and a user timeout drop such a connection within a minute.

use std::time::Duration;

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

/// Unacknowledged data (a stream's keep-alive comment, a probe) older than this drops the
/// connection.
const DEAD_PEER: Duration = Duration::from_secs(40);

/// Asks the kernel to probe an idle connection and to drop one whose peer stopped
/// answering (see the module's comment). For `HttpServer::on_connect`.
pub fn drop_dead_peers(conn: &dyn std::any::Any, _: &mut actix_web::dev::Extensions) {
    let Some(tcp) = conn.downcast_ref::<actix_web::rt::net::TcpStream>() else {
        return;
    };
    let socket = socket2::SockRef::from(tcp);
    let probes = socket2::TcpKeepalive::new()
        .with_time(Duration::from_secs(30))
        .with_interval(Duration::from_secs(10));
    if let Err(e) = socket
        .set_tcp_keepalive(&probes)
        .and_then(|()| socket.set_tcp_user_timeout(Some(DEAD_PEER)))
    {
        tracing::debug!(error = %e, "a connection's keep-alive could not be set");
    }
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
