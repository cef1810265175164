//! The engine stays pure: it imports nothing from the HTTP or database layers, and reads
//! no clock and no randomness of its own.

#[test]
fn the_engine_imports_nothing_from_the_shell() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let forbidden = [
        "crate::http",
        "crate::db",
        "crate::rooms",
        "crate::auth",
        "crate::startup",
        "sqlx",
        "actix",
        "tokio",
        "std::fs",
        "std::net",
        "std::time",
        "SystemTime",
        "Utc::now",
        "rand::rng(",
        "thread_rng",
        "OsRng",
    ];
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for word in forbidden {
                assert!(!text.contains(word), "{} uses {word}", path.display());
            }
            checked += 1;
        }
    }
    assert!(checked >= 13, "all engine modules were read");
}
