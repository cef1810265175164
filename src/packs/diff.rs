//! What changes from one pack to another: the lines of an import preview (computed before
//! anything is saved), of a restore's confirmation, and a pack history's one-line summary.

use super::Pack;
use super::format::slug;

/// One line of a preview.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DiffLine {
    /// A field of the pack: its name, the old value and the new one.
    Field {
        field: &'static str,
        from: String,
        to: String,
    },
    Added {
        location: String,
        roles: usize,
    },
    Removed {
        location: String,
    },
    /// Same location, other roles (or the same roles in another order).
    RolesChanged {
        location: String,
        from: Vec<String>,
        to: Vec<String>,
    },
    /// Names in other languages changed: the pack's own (no location) or a location's.
    TranslationsChanged {
        location: Option<String>,
        languages: Vec<String>,
    },
    /// The locations both packs hold are in another order.
    Reordered,
}

/// The changes from `old` (the pack as saved, if any) to `new`.
pub fn changes(old: Option<&Pack>, new: &Pack) -> Vec<DiffLine> {
    let empty = Pack {
        id: new.id.clone(),
        name: String::new(),
        description: String::new(),
        language: String::new(),
        locations: Vec::new(),
        translations: Default::default(),
    };
    let old = old.unwrap_or(&empty);
    let mut out = Vec::new();
    for (field, from, to) in [
        ("name", &old.name, &new.name),
        ("description", &old.description, &new.description),
        ("language", &old.language, &new.language),
    ] {
        if from != to {
            out.push(DiffLine::Field {
                field,
                from: from.clone(),
                to: to.clone(),
            });
        }
    }
    if let Some(languages) = changed_languages(&old.translations, &new.translations) {
        out.push(DiffLine::TranslationsChanged {
            location: None,
            languages,
        });
    }
    let find = |pack: &Pack, name: &str| {
        let key = slug(name);
        pack.locations.iter().position(|l| slug(&l.name) == key)
    };
    for location in &old.locations {
        if find(new, &location.name).is_none() {
            out.push(DiffLine::Removed {
                location: location.name.clone(),
            });
        }
    }
    let mut kept_order = Vec::new();
    for location in &new.locations {
        match find(old, &location.name) {
            None => out.push(DiffLine::Added {
                location: location.name.clone(),
                roles: location.roles.len(),
            }),
            Some(i) => {
                kept_order.push(i);
                let before = &old.locations[i];
                if before.roles != location.roles || before.name != location.name {
                    out.push(DiffLine::RolesChanged {
                        location: location.name.clone(),
                        from: before.roles.clone(),
                        to: location.roles.clone(),
                    });
                }
                if let Some(languages) =
                    changed_languages(&before.translations, &location.translations)
                {
                    out.push(DiffLine::TranslationsChanged {
                        location: Some(location.name.clone()),
                        languages,
                    });
                }
            }
        }
    }
    if kept_order.windows(2).any(|w| w[0] > w[1]) {
        out.push(DiffLine::Reordered);
    }
    out
}

/// The languages whose text differs between two sets of translations (added, removed or
/// changed), `None` when none does.
fn changed_languages<T: PartialEq>(
    old: &std::collections::BTreeMap<String, T>,
    new: &std::collections::BTreeMap<String, T>,
) -> Option<Vec<String>> {
    let languages: Vec<String> = old
        .keys()
        .chain(new.keys())
        .filter(|l| old.get(*l) != new.get(*l))
        .cloned()
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    (!languages.is_empty()).then_some(languages)
}

/// The changes listed in a pack's history: the first few in a line, and how many more.
pub fn summary(changes: &[DiffLine]) -> String {
    const SHOWN: usize = 3;
    let said: Vec<String> = changes.iter().take(SHOWN).map(phrase).collect();
    let mut line = if said.is_empty() {
        "Saved without a change".to_string()
    } else {
        said.join("; ")
    };
    if changes.len() > SHOWN {
        line += &format!("; and {} more", changes.len() - SHOWN);
    }
    let mut chars = line.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}

fn phrase(change: &DiffLine) -> String {
    match change {
        DiffLine::Field { field, .. } => format!("changed the {field}"),
        DiffLine::Added { location, .. } => format!("added '{location}'"),
        DiffLine::Removed { location } => format!("removed '{location}'"),
        DiffLine::RolesChanged { location, .. } => format!("changed the roles of '{location}'"),
        DiffLine::TranslationsChanged { location: None, .. } => {
            "changed the pack's translations".into()
        }
        DiffLine::TranslationsChanged {
            location: Some(location),
            ..
        } => format!("changed the translations of '{location}'"),
        DiffLine::Reordered => "reordered the locations".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::packs::Location;

    fn pack(name: &str, locations: &[(&str, &[&str])]) -> Pack {
        Pack {
            id: "p".into(),
            name: name.into(),
            description: String::new(),
            language: "en".into(),
            locations: locations
                .iter()
                .map(|(n, r)| Location {
                    name: n.to_string(),
                    roles: r.iter().map(|s| s.to_string()).collect(),
                    translations: Default::default(),
                })
                .collect(),
            translations: Default::default(),
        }
    }

    #[test]
    fn an_unchanged_pack_has_no_changes() {
        let p = pack("P", &[("Bank", &["Teller"])]);
        assert!(changes(Some(&p), &p).is_empty());
    }

    #[test]
    fn additions_removals_role_changes_and_order_are_listed() {
        let old = pack(
            "P",
            &[
                ("Bank", &["Teller"]),
                ("Spa", &["Cook"]),
                ("Zoo", &["Keeper"]),
            ],
        );
        let new = pack(
            "Q",
            &[
                ("Zoo", &["Keeper"]),
                ("Bank", &["Guard"]),
                ("Mall", &["A", "B"]),
            ],
        );
        let c = changes(Some(&old), &new);
        assert_eq!(
            c,
            vec![
                DiffLine::Field {
                    field: "name",
                    from: "P".into(),
                    to: "Q".into()
                },
                DiffLine::Removed {
                    location: "Spa".into()
                },
                DiffLine::RolesChanged {
                    location: "Bank".into(),
                    from: vec!["Teller".into()],
                    to: vec!["Guard".into()]
                },
                DiffLine::Added {
                    location: "Mall".into(),
                    roles: 2
                },
                DiffLine::Reordered,
            ]
        );
    }

    #[test]
    fn a_new_pack_is_all_additions() {
        let new = pack("Q", &[("Zoo", &["Keeper"])]);
        let c = changes(None, &new);
        assert!(matches!(c.last(), Some(DiffLine::Added { roles: 1, .. })));
        assert_eq!(c.len(), 3, "name and language are new too: {c:?}");
    }

    #[test]
    fn a_summary_names_the_first_changes_and_counts_the_rest() {
        let old = pack("P", &[("Bank", &["Teller"])]);
        let new = pack(
            "Q",
            &[
                ("Bank", &["Guard"]),
                ("Spa", &["Cook"]),
                ("Zoo", &["Keeper"]),
            ],
        );
        assert_eq!(
            summary(&changes(Some(&old), &new)),
            "Changed the name; changed the roles of 'Bank'; added 'Spa'; and 1 more"
        );
        assert_eq!(summary(&[]), "Saved without a change");
    }
}
