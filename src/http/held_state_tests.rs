//! A held long-poll keeps its handler's future and every middleware layer's future alive
//! for as long as it waits: 10,000 held polls must grow a server by less than 100 MB
//! (BENCHMARKS.md, "a held poll's state"). A large value kept across the wait (a view
//! read from the database was 1.7 kB of the handler's 3 kB) costs every held phone, and
//! only the memory benchmark would notice; these bounds say so at once.

use std::mem::size_of;

use actix_web::body::BoxBody;
use actix_web::dev::ServiceRequest;
use actix_web::middleware::Next;

use super::handlers::{room_polling, room_screen};

/// The size of the future a five-argument handler returns.
fn handler_future<A, B, C, D, E, F>(_: fn(A, B, C, D, E) -> F) -> usize {
    size_of::<F>()
}

/// The size of the future a middleware function returns.
fn middleware_future<F>(_: fn(ServiceRequest, Next<BoxBody>) -> F) -> usize {
    size_of::<F>()
}

#[test]
fn a_held_polls_handler_keeps_only_what_its_wait_needs() {
    for (name, size) in [
        ("getRoom", handler_future(room_polling::get)),
        ("getRoomScreen", handler_future(room_screen::get)),
    ] {
        assert!(size <= 1536, "{name}'s future is {size} bytes");
    }
}

#[test]
fn a_request_without_a_body_keeps_no_room_for_reading_one() {
    for (name, size) in [
        (
            "receive_whole",
            middleware_future(super::body_arrival::receive_whole),
        ),
        (
            "fingerprint",
            middleware_future(super::idempotency::fingerprint),
        ),
    ] {
        assert!(size <= 256, "{name}'s future is {size} bytes");
    }
}
