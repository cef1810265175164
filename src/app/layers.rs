//! The shell's direction of dependencies, checked on the sources: the HTTP layer calls the
//! application layer, never the other way, and nothing else reaches into `http/`.

use std::path::{Path, PathBuf};

/// The one file outside `http/` that imports it: the server's assembly, which mounts the
/// routes.
const ALLOWED: [&str; 1] = ["startup.rs"];

/// Whether a line of code (not a comment, not a quoted name) reaches into `http`.
fn imports_http(line: &str) -> bool {
    let line = line.trim_start();
    !line.starts_with("//") && line.contains("crate::http") && !line.contains("\"crate::http")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn nothing_outside_http_imports_it_and_the_application_layer_speaks_no_http() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut checked = 0;
    for path in &files {
        let name = path
            .strip_prefix(&src)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if name.starts_with("http/") || ALLOWED.contains(&name.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        assert!(
            !text.lines().any(imports_http),
            "{name} imports the HTTP layer"
        );
        if name.starts_with("app/") && name != "app/layers.rs" {
            for word in ["actix", "StatusCode", "HttpResponse"] {
                assert!(!text.contains(word), "{name} speaks HTTP ({word})");
            }
        }
        checked += 1;
    }
    assert!(checked >= 50, "the shell's files were read ({checked})");
}
