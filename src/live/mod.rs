//! What this server instance knows without asking the database: each room's and each
//! night's latest version (one map: their ids never collide), the room states it last read
//! or wrote, and the tokens revoked before they expire. A poll that finds nothing new is
//! answered from here, and a held poll or stream wakes from here.
//!
//! It hears of changes two ways: every instance's commits by `LISTEN/NOTIFY` (see
//! [`listener`]), and this instance's own at once from whoever committed them, through
//! [`Live::tell`] (the application layer) or [`Live::saw_state`] (a move, whose
//! transaction the HTTP layer commits with its idempotency key).
//!
//! The map is only trusted while the listener is connected and has resynchronised since
//! its last reconnect; until then every request takes the database path.

pub mod listener;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use tokio::sync::{Mutex, OwnedMutexGuard, watch};
use uuid::Uuid;

use crate::auth::Claims;
use crate::db::room_state::RoomState;
use crate::engine::Millis;

/// A room as this instance last heard of it.
struct RoomEntry {
    version: i64,
    /// The next instant time alone changes the room, as read at version `.0`.
    deadline: Option<(i64, Option<Millis>)>,
    changes: watch::Sender<i64>,
    /// The room's stored state as last read, and when: every view built at its version
    /// shares it, so a change that wakes a room's phones costs one read, not one each.
    state: Option<(Arc<RoomState>, Instant)>,
    /// The room's gate ([`Live::gate`]): held while its state is read from the database, so
    /// that the requests a change wakes together wait for one read instead of each making
    /// their own, and by a write until the state it wrote is kept here.
    gate: Arc<Mutex<()>>,
}

impl RoomEntry {
    fn new(version: i64) -> Self {
        RoomEntry {
            version,
            deadline: None,
            changes: watch::Sender::new(version),
            state: None,
            gate: Arc::default(),
        }
    }

    fn deadline_now(&self) -> Option<Option<Millis>> {
        self.deadline
            .filter(|(v, _)| *v == self.version)
            .map(|(_, d)| d)
    }
}

/// What the map can say about a room without the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Known {
    pub room_id: Uuid,
    pub version: i64,
    /// `None` when the deadline is not known for this version.
    pub deadline: Option<Option<Millis>>,
}

impl Known {
    /// Whether the version is current at `now`: nothing is due that would change it.
    pub fn settled_at(&self, now: Millis) -> bool {
        matches!(self.deadline, Some(d) if d.is_none_or(|d| d > now))
    }
}

#[derive(Default)]
pub struct Live {
    // Every poll looks a room up by its code, then by its id, and its token in
    // `revoked`: hashed with foldhash (seeded per process) rather than SipHash, since none
    // of these maps holds a key a caller chose (rooms, codes and tokens made here).
    rooms: RwLock<HashMap<Uuid, RoomEntry, Fast>>,
    codes: RwLock<HashMap<String, Uuid, Fast>>,
    revoked: RwLock<HashSet<Uuid, Fast>>,
    /// Counts the changes of `revoked`, so that open streams and held polls can end when
    /// their own token is revoked.
    revocations: watch::Sender<u64>,
    /// Set when the instance begins to shut down: held polls and streams end at once.
    closing: watch::Sender<bool>,
    trusted: AtomicBool,
    /// Counts the times the map became trusted (after each resynchronisation).
    syncs: watch::Sender<u64>,
    /// Tokens whose signature was checked here, so a phone's next poll skips the check.
    /// Hashed with foldhash (seeded per process): SipHash of a 180-byte token was a
    /// tenth of a 304's own work, and only tokens signed here are ever stored.
    verified: RwLock<HashMap<String, Claims, Fast>>,
}

type Fast = foldhash::fast::RandomState;

/// How long a room's shared state is kept after it was read.
const STATE_KEPT: Duration = Duration::from_secs(60);

/// Drops shared states older than `STATE_KEPT` every half of it, while the map lives.
pub async fn forget_old_states(live: std::sync::Weak<Live>) {
    let mut ticker = tokio::time::interval(STATE_KEPT / 2);
    loop {
        ticker.tick().await;
        let Some(live) = live.upgrade() else { return };
        live.forget_states_older_than(STATE_KEPT);
    }
}

/// Verified tokens kept at most; the cache starts over when full.
const VERIFIED_MAX: usize = 100_000;

impl Live {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn is_trusted(&self) -> bool {
        self.trusted.load(Ordering::Acquire)
    }

    pub(crate) fn set_trusted(&self, trusted: bool) {
        self.trusted.store(trusted, Ordering::Release);
        if trusted {
            self.syncs.send_modify(|n| *n += 1);
        }
    }

    /// Wakes on every resynchronisation, so a test can wait for the map to be trusted.
    pub fn syncs(&self) -> watch::Receiver<u64> {
        self.syncs.subscribe()
    }

    /// The room with this (normalised) code, when the map may be trusted and knows it.
    pub fn known(&self, code: &str) -> Option<Known> {
        if !self.is_trusted() {
            return None;
        }
        let room_id = *read(&self.codes).get(code)?;
        let rooms = read(&self.rooms);
        let entry = rooms.get(&room_id)?;
        Some(Known {
            room_id,
            version: entry.version,
            deadline: entry.deadline_now(),
        })
    }

    /// The room's stored state, when the map may be trusted, holds the state at the
    /// version it knows as current, and nothing is due by `now` that would change it:
    /// exactly when a poll at that version would be answered 304.
    pub fn shared_state(&self, code: &str, now: Millis) -> Option<Arc<RoomState>> {
        if !self.is_trusted() {
            return None;
        }
        let room_id = *read(&self.codes).get(code)?;
        let rooms = read(&self.rooms);
        let entry = rooms.get(&room_id)?;
        let (state, _) = entry.state.as_ref()?;
        let settled = matches!(entry.deadline_now(), Some(d) if d.is_none_or(|d| d > now));
        (state.room.version == entry.version && settled).then(|| state.clone())
    }

    /// The room's state as last read or written here, at whatever version that was: a
    /// change compares it with the version it locks before relying on it.
    pub fn last_state(&self, code: &str) -> Option<Arc<RoomState>> {
        let room_id = *read(&self.codes).get(code)?;
        let rooms = read(&self.rooms);
        rooms.get(&room_id)?.state.as_ref().map(|(s, _)| s.clone())
    }

    /// Whether `user` sits in the room as last read here (any version): for the abuse
    /// limits, which spare a room's own players. Knowing nothing answers `false`.
    pub fn is_seated(&self, code: &str, user: uuid::Uuid) -> bool {
        let Some(room_id) = read(&self.codes).get(code).copied() else {
            return false;
        };
        let rooms = read(&self.rooms);
        rooms
            .get(&room_id)
            .and_then(|e| e.state.as_ref())
            .is_some_and(|(state, _)| state.seated.iter().any(|s| s.user_id == user))
    }

    /// Waits for and holds the room's gate, when the room is known: held while reading the
    /// room's state, and by a write to the room from before its statement or transaction
    /// until its state is kept here, so that a phone its notification wakes first waits for
    /// that state instead of reading. Taken before any database lock, never while one is
    /// held, so that a write holding it can always finish.
    pub async fn gate(&self, code: &str) -> Option<OwnedMutexGuard<()>> {
        let gate = {
            let room_id = *read(&self.codes).get(code)?;
            read(&self.rooms).get(&room_id)?.gate.clone()
        };
        Some(gate.lock_owned().await)
    }

    /// Records a state read from the database with its next deadline, to be shared while
    /// its version is current.
    pub fn saw_state(&self, state: Arc<RoomState>, deadline: Option<Millis>) {
        let room = &state.room;
        self.saw(room.id, &room.code, room.version, deadline);
        let mut rooms = write(&self.rooms);
        if let Some(entry) = rooms.get_mut(&room.id)
            && entry.version == room.version
        {
            entry.state = Some((state.clone(), Instant::now()));
        }
    }

    /// Drops the shared states read longer than `age` ago, so that rooms nobody polls do
    /// not keep theirs; a room still polled reads its state again once.
    pub fn forget_states_older_than(&self, age: Duration) -> usize {
        let mut rooms = write(&self.rooms);
        let mut dropped = 0;
        for entry in rooms.values_mut() {
            if entry
                .state
                .as_ref()
                .is_some_and(|(_, at)| at.elapsed() > age)
            {
                entry.state = None;
                dropped += 1;
            }
        }
        dropped
    }

    /// Records what a request read from the database: the room's code, version and next
    /// deadline. An older version than the map holds changes nothing.
    fn saw(&self, room_id: Uuid, code: &str, version: i64, deadline: Option<Millis>) {
        if !read(&self.codes).contains_key(code) {
            write(&self.codes).insert(code.to_string(), room_id);
        }
        let mut rooms = write(&self.rooms);
        let entry = rooms
            .entry(room_id)
            .or_insert_with(|| RoomEntry::new(version));
        if version > entry.version {
            entry.version = version;
            entry.changes.send_replace(version);
        }
        if version == entry.version {
            entry.deadline = Some((version, deadline));
        }
    }

    /// What a transaction just committed: rooms and nights at new versions, tokens revoked.
    /// Told by whoever committed it (the application layer; for a move, the HTTP layer
    /// that holds its idempotency key), so that this instance's waiting phones wake and
    /// its revoked tokens are refused at once; other instances hear by notification.
    pub fn tell(&self, changed: &[(Uuid, i64)], revoked: &[Uuid]) {
        for &(id, version) in changed {
            self.changed(id, version);
        }
        for &token in revoked {
            self.revoke(token);
        }
    }

    /// A notification: the room is at `version` now. Wakes whoever waits on it.
    fn changed(&self, room_id: Uuid, version: i64) {
        let mut rooms = write(&self.rooms);
        if let Some(entry) = rooms.get_mut(&room_id)
            && version > entry.version
        {
            entry.version = version;
            entry.changes.send_replace(version);
        }
    }

    /// The room or night is no longer in the database: whoever waits on it wakes, reads it
    /// again and finds it gone.
    fn gone(&self, id: Uuid) {
        if let Some(entry) = write(&self.rooms).get_mut(&id) {
            entry.version += 1;
            entry.changes.send_replace(entry.version);
        }
    }

    /// A receiver that wakes on the room's next version (the room is added if unknown).
    pub fn subscribe(&self, room_id: Uuid, version: i64) -> watch::Receiver<i64> {
        let mut rooms = write(&self.rooms);
        rooms
            .entry(room_id)
            .or_insert_with(|| RoomEntry::new(version))
            .changes
            .subscribe()
    }

    /// Every room the map holds, for a resynchronisation.
    pub fn room_ids(&self) -> Vec<Uuid> {
        read(&self.rooms).keys().copied().collect()
    }

    /// The claims of a token this instance has already verified, byte for byte.
    pub fn verified(&self, token: &str) -> Option<Claims> {
        read(&self.verified).get(token).cloned()
    }

    pub fn remember_verified(&self, token: String, claims: Claims) {
        let mut verified = write(&self.verified);
        if verified.len() >= VERIFIED_MAX {
            verified.clear();
        }
        verified.insert(token, claims);
    }

    pub fn is_revoked(&self, token_id: Uuid) -> bool {
        read(&self.revoked).contains(&token_id)
    }

    fn revoke(&self, token_id: Uuid) {
        write(&self.revoked).insert(token_id);
        self.revocations.send_modify(|n| *n += 1);
    }

    /// Replaces the revoked set with the database's.
    pub fn set_revoked(&self, ids: impl IntoIterator<Item = Uuid>) {
        *write(&self.revoked) = ids.into_iter().collect();
        self.revocations.send_modify(|n| *n += 1);
    }
}

impl Live {
    /// Held polls and open streams of this instance end now: it is shutting down.
    pub fn begin_shutdown(&self) {
        self.closing.send_replace(true);
    }

    /// Whether [`Live::begin_shutdown`] was called.
    pub fn is_closing(&self) -> bool {
        *self.closing.borrow()
    }
}

/// Ends when the instance begins to shut down ([`Live::begin_shutdown`]).
pub fn shutdown_of(live: &Live) -> impl Future<Output = ()> + 'static {
    let mut closing = live.closing.subscribe();
    async move {
        // An error means the map itself is gone: the instance has stopped.
        let _ = closing.wait_for(|&c| c).await;
    }
}

/// Ends when `token_id` is revoked on this instance (by this one or, by notification,
/// another): what an open stream or a held poll of that token waits on beside its room.
pub fn revocation_of(live: Arc<Live>, token_id: Uuid) -> impl Future<Output = ()> + 'static {
    // Subscribed before the first look, so a revocation in between is not missed.
    let mut revocations = live.revocations.subscribe();
    async move {
        loop {
            if live.is_revoked(token_id) {
                return;
            }
            if revocations.changed().await.is_err() {
                return std::future::pending().await;
            }
        }
    }
}

// A panic while holding one of these locks leaves plain data behind (versions, ids), which
// stays consistent, so a poisoned lock is used as it is.
fn read<T>(lock: &RwLock<T>) -> std::sync::RwLockReadGuard<'_, T> {
    lock.read().unwrap_or_else(|e| e.into_inner())
}

fn write<T>(lock: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trusted() -> Live {
        let live = Live::new();
        live.set_trusted(true);
        live
    }

    #[test]
    fn a_revocation_ends_the_wait_of_its_own_token_only() {
        use futures_util::FutureExt;
        let live = Arc::new(trusted());
        let mine = Uuid::new_v4();
        let mut wait = Box::pin(revocation_of(live.clone(), mine));
        assert!((&mut wait).now_or_never().is_none());
        live.revoke(Uuid::new_v4());
        assert!((&mut wait).now_or_never().is_none());
        live.revoke(mine);
        assert!(wait.now_or_never().is_some());
    }

    #[test]
    fn an_untrusted_map_knows_nothing() {
        let live = Live::new();
        let id = Uuid::new_v4();
        live.saw(id, "BCDFG", 3, None);
        assert_eq!(live.known("BCDFG"), None);
        live.set_trusted(true);
        assert_eq!(live.known("BCDFG").map(|k| k.version), Some(3));
    }

    #[test]
    fn versions_only_go_forward_and_wake_subscribers() {
        let live = trusted();
        let id = Uuid::new_v4();
        live.saw(id, "BCDFG", 3, Some(1_000));
        let mut rx = live.subscribe(id, 3);
        live.changed(id, 2);
        assert!(!rx.has_changed().unwrap());
        live.changed(id, 4);
        assert!(rx.has_changed().unwrap());
        assert_eq!(*rx.borrow_and_update(), 4);
        live.saw(id, "BCDFG", 3, None);
        let known = live.known("BCDFG").unwrap();
        assert_eq!(known.version, 4);
        assert_eq!(
            known.deadline, None,
            "the deadline read at 3 says nothing of 4"
        );
        assert!(!known.settled_at(0));
    }

    #[test]
    fn only_the_very_token_verified_before_is_remembered() {
        let live = Live::new();
        let claims = Claims {
            sub: Uuid::new_v4(),
            iat: 0,
            exp: 10,
            jti: Uuid::new_v4(),
        };
        live.remember_verified("a.b.c".into(), claims.clone());
        assert_eq!(live.verified("a.b.c"), Some(claims));
        assert_eq!(live.verified("a.b.d"), None);
    }

    #[test]
    fn a_deadline_read_at_the_current_version_tells_when_it_is_due() {
        let live = trusted();
        let id = Uuid::new_v4();
        live.saw(id, "BCDFG", 5, Some(1_000));
        let known = live.known("BCDFG").unwrap();
        assert!(known.settled_at(999));
        assert!(!known.settled_at(1_000));
        live.saw(id, "BCDFG", 5, None);
        assert!(live.known("BCDFG").unwrap().settled_at(i64::MAX));
    }

    fn state_at(id: Uuid, version: i64) -> Arc<RoomState> {
        Arc::new(RoomState {
            room: crate::db::rooms::RoomRow {
                id,
                code: "BCDFG".into(),
                settings: Default::default(),
                version,
                host_player_id: None,
                night_id: None,
                closed: false,
                league: None,
            },
            seated: Vec::new(),
            departed: Vec::new(),
            game: None,
            candidates: Vec::new(),
            game_names: Default::default(),
            names: Default::default(),
            pad_bound: Default::default(),
            localized: Default::default(),
        })
    }

    #[test]
    fn a_state_is_shared_only_while_its_version_is_current_and_nothing_is_due() {
        let live = trusted();
        let id = Uuid::new_v4();
        live.saw_state(state_at(id, 4), Some(1_000));
        let shared = live
            .shared_state("BCDFG", 999)
            .expect("shared at version 4");
        assert_eq!(shared.room.version, 4);
        assert!(live.shared_state("BCDFG", 1_000).is_none(), "due at 1000");
        assert!(live.shared_state("CDFGH", 0).is_none(), "another room");

        live.changed(id, 5);
        assert!(
            live.shared_state("BCDFG", 0).is_none(),
            "version 5 is newer"
        );
        live.saw_state(state_at(id, 4), None);
        assert!(
            live.shared_state("BCDFG", 0).is_none(),
            "an older read is not kept"
        );
        live.saw_state(state_at(id, 5), None);
        assert_eq!(live.shared_state("BCDFG", 0).unwrap().room.version, 5);

        live.set_trusted(false);
        assert!(
            live.shared_state("BCDFG", 0).is_none(),
            "not while untrusted"
        );
        live.set_trusted(true);
        assert_eq!(live.forget_states_older_than(Duration::ZERO), 1);
        assert!(live.shared_state("BCDFG", 0).is_none(), "forgotten");
    }
}
