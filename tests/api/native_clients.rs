//! Clients for phones and the JVM, generated from the served document by openapi-generator
//! (PyPI's `openapi-generator-cli`, which carries its jar; a JDK runs it):
//! - every tagged union's variants are named schemas, each listed in its discriminator's
//!   `mapping`;
//! - the Swift (`swift6`) and Kotlin (`kotlin`, the options docs/clients.md gives) clients
//!   decode each variant by its tag: read from the generated source, since neither
//!   compiler can be had here;
//! - a Java client (`native` library, Jackson from Debian's packages) is compiled and plays
//!   a whole game of every mode against the server, decoding every answer
//!   (tests/contract/java/PlayEveryMode.java).

use std::path::{Path, PathBuf};

use serde_json::Value;
use tokio::process::Command;

use crate::contract::{contract_dir, run, served_spec};
use crate::helpers::spawn_app;

/// A tagged union of the document: its name and its variants as (tag, schema name).
struct Union {
    name: String,
    variants: Vec<(String, String)>,
}

/// Every schema with a discriminator, checked to refer to named variants, each mapped.
fn unions(doc: &Value) -> Vec<Union> {
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let mut unions = Vec::new();
    for (name, schema) in schemas {
        let Some(mapping) = schema["discriminator"]["mapping"].as_object() else {
            assert!(schema.get("discriminator").is_none(), "{name}: no mapping");
            continue;
        };
        let refs: Vec<&str> = (schema["oneOf"].as_array().unwrap().iter())
            .map(|v| {
                v["$ref"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{name}: an inline variant"))
            })
            .collect();
        assert_eq!(refs.len(), mapping.len(), "{name}: a variant without a tag");
        let mut variants = Vec::new();
        for (tag, target) in mapping {
            let target = target.as_str().unwrap();
            assert!(
                refs.contains(&target),
                "{name}: {tag} maps outside the union"
            );
            let variant = target.trim_start_matches("#/components/schemas/");
            assert!(schemas.contains_key(variant), "{variant} is a schema");
            variants.push((tag.clone(), variant.to_string()));
        }
        unions.push(Union {
            name: name.clone(),
            variants,
        });
    }
    unions
}

async fn generate(spec: &Path, generator: &str, out: &Path, options: &str) {
    let mut command = Command::new("openapi-generator-cli");
    command
        .args(["generate", "-g", generator, "-i"])
        .arg(spec)
        .arg("-o")
        .arg(out);
    if !options.is_empty() {
        command.arg(format!("--additional-properties={options}"));
    }
    let (ok, text) = run(&mut command).await;
    assert!(ok, "openapi-generator {generator}: {text}");
}

/// The generated source with its white space folded, to look for lines in sequence.
fn folded(path: &Path) -> String {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{} was generated: {e}", path.display()));
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The Kotlin options docs/clients.md gives: a sealed interface per union, decoded by tag.
const KOTLIN_OPTIONS: &str = "library=jvm-retrofit2,serializationLibrary=kotlinx_serialization,\
    generateOneOfAnyOfWrappers=true,enumUnknownDefaultCase=true";
/// An enum value a later server adds decodes as this case instead of failing the answer.
const SWIFT_OPTIONS: &str = "enumUnknownDefaultCase=true";

#[tokio::test]
async fn swift_and_kotlin_clients_decode_every_variant_by_its_tag() {
    let app = spawn_app().await;
    let (work, spec, doc) = served_spec(&app, "native").await;
    let unions = unions(&serde_json::from_str(&doc).unwrap());
    let named: Vec<&str> = unions.iter().map(|u| u.name.as_str()).collect();
    for expected in ["Action", "Move", "TableMove", "Event", "OutcomeView"] {
        assert!(named.contains(&expected), "{expected} is a tagged union");
    }

    let swift = work.join("swift");
    generate(&spec, "swift6", &swift, SWIFT_OPTIONS).await;
    let kotlin = work.join("kotlin");
    generate(&spec, "kotlin", &kotlin, KOTLIN_OPTIONS).await;
    let kotlin_models = kotlin.join("src/main/kotlin/org/openapitools/client/models");
    // Open enums keep a value they do not know (docs/clients.md, "Values added later").
    for open in ["Phase", "ProblemCode", "MoveKind"] {
        let swift_source =
            folded(&swift.join(format!("Sources/OpenAPIClient/Models/{open}.swift")));
        let kotlin_source = folded(&kotlin_models.join(format!("{open}.kt")));
        for (language, source) in [("Swift", swift_source), ("Kotlin", kotlin_source)] {
            assert!(
                source.contains("unknown_default_open_api"),
                "{language}: {open} is closed"
            );
        }
    }
    for union in &unions {
        let swift_source =
            folded(&swift.join(format!("Sources/OpenAPIClient/Models/{}.swift", union.name)));
        let kotlin_source = folded(&kotlin_models.join(format!("{}.kt", union.name)));
        for (tag, variant) in &union.variants {
            let swift_case = format!("case \"{tag}\": self = .");
            let decoded = format!("(try {variant}(from: decoder))");
            let at = swift_source.find(&swift_case);
            assert!(
                at.is_some_and(|at| swift_source[at..]
                    .split(" case ")
                    .next()
                    .unwrap()
                    .contains(&decoded)),
                "Swift: {} does not decode {tag} as {variant}",
                union.name
            );
            let kotlin_case = format!(
                "\"{tag}\" -> {{ val decoded = decoder.json.decodeFromJsonElement({variant}.serializer(), element)"
            );
            assert!(
                kotlin_source.contains(&kotlin_case),
                "Kotlin: {} does not decode {tag} as {variant}",
                union.name
            );
        }
    }
    let _ = std::fs::remove_dir_all(&work);
}

/// The Java client's options: no Jackson module Debian lacks (dates as `java.util.Date`).
/// Not `enumUnknownDefaultCase`: its unions try every variant, and with that option every
/// variant's one-value tag would take any value (docs/clients.md).
const JAVA_OPTIONS: &str = "library=native,openApiNullable=false,useJakartaEe=true,\
    dateLibrary=legacy,hideGenerationTimestamp=true,invokerPackage=spyfall.client,\
    apiPackage=spyfall.client.api,modelPackage=spyfall.client.model";

/// Debian's jars (scripts/setup.sh installs them) that the Java client needs.
const JAVA_JARS: [&str; 4] = [
    "jackson-annotations",
    "jackson-core",
    "jackson-databind",
    "jakarta-annotation-api",
];

#[tokio::test]
async fn a_generated_java_client_plays_every_mode_to_the_end() {
    let app = spawn_app().await;
    let (work, spec, _) = served_spec(&app, "java").await;
    let client = work.join("client");
    generate(&spec, "java", &client, JAVA_OPTIONS).await;
    let sources = client.join("src/main/java/spyfall/client");
    without_java_time(&sources);

    let mut files = vec![contract_dir().join("java/PlayEveryMode.java")];
    collect_java(&client.join("src/main/java"), &mut files);
    let class_path = JAVA_JARS
        .iter()
        .map(|jar| format!("/usr/share/java/{jar}.jar"))
        .collect::<Vec<_>>()
        .join(":");
    let classes = work.join("classes");
    let (ok, text) = run(Command::new("javac")
        .args(["-nowarn", "-d"])
        .arg(&classes)
        .args(["-cp", &class_path])
        .args(&files))
    .await;
    assert!(ok, "javac: {text}");
    let (ok, text) = run(Command::new("java")
        .args(["-cp", &format!("{}:{class_path}", classes.display())])
        .arg("PlayEveryMode")
        .arg(app.url("")))
    .await;
    assert!(
        ok && text.contains("played every mode through the generated Java client"),
        "{text}"
    );
    let _ = std::fs::remove_dir_all(&work);
}

/// Debian has no Jackson module for `java.time`, which the generated client registers
/// although its dates are `java.util.Date` here: those lines and files are left out.
fn without_java_time(sources: &Path) {
    for file in [
        "RFC3339InstantDeserializer.java",
        "RFC3339JavaTimeModule.java",
    ] {
        std::fs::remove_file(sources.join(file)).unwrap();
    }
    for file in ["ApiClient.java", "JSON.java"] {
        let path = sources.join(file);
        let kept: Vec<String> = std::fs::read_to_string(&path)
            .unwrap()
            .lines()
            .filter(|l| !l.contains("jsr310") && !l.contains("JavaTimeModule()"))
            .map(str::to_owned)
            .collect();
        std::fs::write(&path, kept.join("\n")).unwrap();
    }
}

fn collect_java(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_java(&path, files);
        } else if path.extension().is_some_and(|e| e == "java") {
            files.push(path);
        }
    }
}
