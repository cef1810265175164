//! The architecture, checked on the sources: the pure core does no I/O and reads no clock
//! or randomness of its own; the shell's dependencies point one way (HTTP calls the
//! application layer, never the reverse, and nothing else reaches into `http/`).

use std::path::{Path, PathBuf};

/// The pure core: the rules engine and the room, league, pack and staff logic, and the
/// abuse limits' policy.
const CORE: [&str; 7] = [
    "engine/",
    "league/",
    "packs/",
    "rooms/",
    "staff/",
    "rate_limit/policy.rs",
    "rate_limit/gcra.rs",
];

/// What the core may not name: the shell's layers, I/O, runtimes, clocks and randomness
/// it was not handed.
const IMPURE: [&str; 21] = [
    "crate::app",
    "crate::auth",
    "crate::clock",
    "crate::db",
    "crate::http",
    "crate::live",
    "crate::startup",
    "crate::sweeper",
    "sqlx",
    "actix",
    "tokio",
    "std::fs",
    "std::net",
    "std::time",
    "SystemTime",
    "Instant",
    "Utc::now",
    "rand::rng(",
    "rand::random",
    "thread_rng",
    "OsRng",
];

/// The one file outside `http/` that imports it: the server's assembly, which mounts the
/// routes.
const MAY_IMPORT_HTTP: [&str; 1] = ["startup.rs"];

/// Every source file, by its path under `src/`, with its text.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    walk(&src, &mut files);
    files
        .into_iter()
        .map(|path| {
            let name = path.strip_prefix(&src).unwrap().to_string_lossy();
            let text = std::fs::read_to_string(&path).unwrap();
            (name.replace('\\', "/"), text)
        })
        .filter(|(name, _)| name != "architecture_tests.rs")
        .collect()
}

/// The lines that are code, not comments.
fn code(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .map(str::trim_start)
        .filter(|l| !l.starts_with("//"))
}

#[test]
fn the_core_is_pure() {
    let mut checked = 0;
    for (name, text) in sources() {
        if !CORE.iter().any(|c| name.starts_with(c)) {
            continue;
        }
        for line in code(&text) {
            if let Some(word) = IMPURE.iter().find(|w| line.contains(*w)) {
                panic!("{name} is part of the pure core but uses {word}: {line}");
            }
        }
        checked += 1;
    }
    assert!(checked >= 60, "the core's files were read ({checked})");
}

#[test]
fn nothing_outside_http_imports_it_and_the_application_layer_speaks_no_http() {
    let mut checked = 0;
    for (name, text) in sources() {
        if name.starts_with("http/") || MAY_IMPORT_HTTP.contains(&name.as_str()) {
            continue;
        }
        if let Some(line) = code(&text).find(|l| l.contains("crate::http")) {
            panic!("{name} imports the HTTP layer: {line}");
        }
        if name.starts_with("app/") {
            for word in ["actix", "StatusCode", "HttpResponse"] {
                assert!(!text.contains(word), "{name} speaks HTTP ({word})");
            }
        }
        checked += 1;
    }
    assert!(checked >= 50, "the shell's files were read ({checked})");
}
