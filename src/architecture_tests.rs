//! The architecture, checked on the sources: the pure core does no I/O and reads no clock
//! or randomness of its own; the shell's dependencies point one way (HTTP calls the
//! application layer, never the reverse, and nothing else reaches into `http/`).

use std::path::{Path, PathBuf};

/// The pure core: the rules engine and the room, league, pack and staff logic, and the
/// abuse limits' policy.
const CORE: [&str; 8] = [
    "engine/",
    "spreadsheet.rs",
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

/// The files outside `http/` that import it: the server's assembly, which mounts the
/// routes, and the command line, which words the core's notices in English
/// (`http::i18n`).
const MAY_IMPORT_HTTP: [&str; 2] = ["startup.rs", "cli.rs"];

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

/// The files under `http/` that query the database themselves: the Idempotency-Key
/// replay store, which keeps HTTP responses, and the readiness probe.
const HTTP_MAY_QUERY: [&str; 2] = ["http/idempotency.rs", "http/handlers/health.rs"];

/// A call of a query: `db::<module>::<function>(`. Row types may be named; a module of
/// queries may not be brought into scope (`use crate::db;`, `{self`, `as`).
fn queries_the_database(line: &str) -> bool {
    if line.starts_with("use crate::db") {
        return line == "use crate::db;" || line.contains("{self") || line.contains(" as ");
    }
    line.match_indices("db::").any(|(at, _)| {
        let rest = &line[at + 4..];
        let mut parts = rest.splitn(3, "::");
        let (Some(module), Some(tail)) = (parts.next(), parts.next()) else {
            return false;
        };
        let function: String = tail
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        module.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            && function.starts_with(|c: char| c.is_ascii_lowercase())
            && tail[function.len()..].starts_with('(')
    })
}

#[test]
fn handlers_reach_the_database_only_through_the_application_layer() {
    let mut checked = 0;
    for (name, text) in sources() {
        if !name.starts_with("http/") || HTTP_MAY_QUERY.contains(&name.as_str()) {
            continue;
        }
        if let Some(line) = code(&text).find(|l| queries_the_database(l)) {
            panic!("{name} queries the database itself instead of calling app/: {line}");
        }
        checked += 1;
    }
    assert!(
        checked >= 40,
        "the HTTP layer's files were read ({checked})"
    );
    assert!(queries_the_database(
        "let r = db::rooms::live_rooms(&pool, 5)"
    ));
    assert!(queries_the_database(
        "use crate::db::league::{self as db, SeasonRow};"
    ));
    assert!(!queries_the_database(
        "use crate::db::league::{NightRow, TableRow};"
    ));
}

/// The files that may read the system's time: the clock itself, and the command line's
/// purge (run by hand, with no server and so no server clock).
const MAY_READ_THE_TIME: [&str; 2] = ["clock.rs", "cli.rs"];

#[test]
fn the_server_reads_the_time_only_from_its_one_clock() {
    let mut checked = 0;
    for (name, text) in sources() {
        if MAY_READ_THE_TIME.contains(&name.as_str()) {
            continue;
        }
        // A module's own tests may make tokens and dates at the real time.
        let before_tests = text.split("#[cfg(test)]").next().unwrap_or_default();
        for line in code(before_tests) {
            for word in ["Utc::now", "SystemTime::now", "Local::now"] {
                assert!(
                    !line.contains(word),
                    "{name} reads the time itself ({word}) instead of the server's clock: {line}"
                );
            }
        }
        checked += 1;
    }
    assert!(checked >= 100, "the sources were read ({checked})");
}

/// The files that tell this instance's `Live` of a change they committed: the application
/// layer's, and the sweeper's (the rooms a retention pass deleted). A move, whose
/// transaction the HTTP layer commits, hands `Live` its new state instead (`saw_state`).
fn may_tell_live(name: &str) -> bool {
    name.starts_with("app/") || name == "sweeper.rs" || name.starts_with("live/")
}

#[test]
fn changes_are_told_to_live_by_whoever_commits_them() {
    let mut tellers = 0;
    for (name, text) in sources() {
        let Some(line) = code(&text).find(|l| l.contains(".tell(")) else {
            continue;
        };
        assert!(
            may_tell_live(&name),
            "{name} tells Live of a change it did not commit: {line}"
        );
        tellers += 1;
    }
    assert!(tellers >= 4, "the application layer tells Live ({tellers})");
}
