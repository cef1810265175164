//! The editor's changes to a pack, one at a time: pure, so the admin panel's handlers only
//! load, apply and save. A change that would make the pack invalid is refused with a
//! message for each form field at fault, and the pack is left as it was.

use super::format::slug;
use super::rules::{self, MAX_LOCATIONS, MAX_ROLES, Problem, What};
use super::{Location, Pack};
use crate::notice::Notice;

/// The form fields a message can belong to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Name,
    Description,
    Language,
    LocationName,
    Roles,
    /// The pack as a whole (its number of locations, say).
    Pack,
}

/// Why a change was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    /// The messages to show next to the fields, each a sentence there (the rules' own are
    /// fragments); a role's problem has its line in the roles' text area, else line 0.
    Invalid(Vec<(Field, Problem)>),
    /// The location named in the change is not in the pack (any more).
    NoSuchLocation,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    Details {
        name: String,
        description: String,
        language: String,
    },
    AddLocation {
        name: String,
        /// One role per line; blank lines are ignored.
        roles: String,
    },
    EditLocation {
        /// The slug of the location's current name.
        location: String,
        name: String,
        roles: String,
    },
    Move {
        location: String,
        /// Up is towards the top of the list.
        up: bool,
    },
    DeleteLocation {
        location: String,
    },
}

/// The pack after `edit`, or why not.
pub fn apply(pack: &Pack, edit: Edit) -> Result<Pack, EditError> {
    // Where a change that breaks the pack's languages is answered.
    let field = match &edit {
        Edit::Details { .. } => Field::Language,
        _ => Field::LocationName,
    };
    let next = changed(pack, edit)?;
    rules::check_languages(&next).map_err(|m| EditError::Invalid(vec![for_field(field, m)]))?;
    Ok(next)
}

/// A message about `field` as a whole (on no line of it).
pub fn for_field(field: Field, notice: Notice) -> (Field, Problem) {
    (field, Problem::new(0, notice))
}

fn changed(pack: &Pack, edit: Edit) -> Result<Pack, EditError> {
    let mut next = pack.clone();
    match edit {
        Edit::Details {
            name,
            description,
            language,
        } => {
            let mut errors = Vec::new();
            let mut check = |field, result: Result<String, Notice>| {
                result.unwrap_or_else(|m| {
                    errors.push(for_field(field, m));
                    String::new()
                })
            };
            next.name = check(Field::Name, rules::pack_name(&name));
            next.description = check(Field::Description, rules::description(&description));
            next.language = check(Field::Language, rules::language(&language));
            if !errors.is_empty() {
                return Err(EditError::Invalid(errors));
            }
        }
        Edit::AddLocation { name, roles } => {
            if pack.locations.len() >= MAX_LOCATIONS {
                let full = Notice::new("pack-rule-full").with("max", MAX_LOCATIONS);
                return Err(EditError::Invalid(vec![for_field(Field::Pack, full)]));
            }
            let location = checked_location(pack, None, &name, &roles)?;
            next.locations.push(location);
        }
        Edit::EditLocation {
            location,
            name,
            roles,
        } => {
            let at = position(pack, &location)?;
            next.locations[at] = checked_location(pack, Some(at), &name, &roles)?;
        }
        Edit::Move { location, up } => {
            let at = position(pack, &location)?;
            let to = if up { at.checked_sub(1) } else { Some(at + 1) };
            if let Some(to) = to.filter(|&t| t < next.locations.len()) {
                next.locations.swap(at, to);
            }
        }
        Edit::DeleteLocation { location } => {
            let at = position(pack, &location)?;
            next.locations.remove(at);
        }
    }
    Ok(next)
}

/// Whether a pack may be offered to hosts; the reason when not.
pub fn publishable(pack: &Pack) -> Result<(), Notice> {
    if pack.locations.is_empty() {
        return Err(Notice::new("pack-rule-publish-empty"));
    }
    Ok(())
}

/// The roles typed in a text area, one per line, blank lines dropped.
pub fn role_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| !l.trim().is_empty()).collect()
}

fn position(pack: &Pack, location: &str) -> Result<usize, EditError> {
    pack.locations
        .iter()
        .position(|l| slug(&l.name) == location)
        .ok_or(EditError::NoSuchLocation)
}

fn checked_location(
    pack: &Pack,
    replacing: Option<usize>,
    name: &str,
    roles: &str,
) -> Result<Location, EditError> {
    let mut errors = Vec::new();
    let name = match rules::text(name, What::LocationName, rules::MAX_NAME_CHARS) {
        Ok(name) => {
            let taken = pack
                .locations
                .iter()
                .enumerate()
                .any(|(i, l)| Some(i) != replacing && slug(&l.name) == slug(&name));
            if taken {
                let taken = Notice::new("pack-rule-location-taken").with("name", &name);
                errors.push(for_field(Field::LocationName, taken));
            }
            name
        }
        Err(m) => {
            errors.push(for_field(Field::LocationName, m));
            String::new()
        }
    };
    let lines = role_lines(roles);
    let mut checked = Vec::with_capacity(lines.len());
    if lines.is_empty() {
        errors.push(for_field(Field::Roles, Notice::new("pack-rule-no-roles")));
    } else if lines.len() > MAX_ROLES {
        let many = Notice::new("pack-rule-too-many-roles")
            .with("max", MAX_ROLES)
            .with("count", lines.len());
        errors.push(for_field(Field::Roles, many));
    }
    for (i, line) in lines.iter().enumerate() {
        match rules::text(line, What::Role, rules::MAX_NAME_CHARS) {
            Ok(r) => checked.push(r),
            // Said on the line it is on: "Line 2: Role … is longer than 60 characters."
            Err(m) => errors.push((Field::Roles, Problem::new(i + 1, m))),
        }
    }
    if errors.is_empty() {
        // An edited location keeps its translations (of the roles it still has).
        let mut location = match replacing {
            Some(i) => Location {
                name,
                ..pack.locations[i].clone()
            },
            None => Location {
                name,
                roles: Vec::new(),
                translations: Default::default(),
            },
        };
        location.replace_roles(checked);
        Ok(location)
    } else {
        Err(EditError::Invalid(errors))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack() -> Pack {
        Pack {
            id: "p".into(),
            name: "P".into(),
            description: String::new(),
            language: "en".into(),
            translations: Default::default(),
            locations: vec![
                Location {
                    translations: Default::default(),
                    name: "Bank".into(),
                    roles: vec!["Teller".into()],
                },
                Location {
                    translations: Default::default(),
                    name: "Day Spa".into(),
                    roles: vec!["Stylist".into(), "Client".into()],
                },
            ],
        }
    }

    fn invalid(result: Result<Pack, EditError>) -> Vec<(Field, Problem)> {
        match result {
            Err(EditError::Invalid(e)) => e,
            other => panic!("expected invalid, got {other:?}"),
        }
    }

    #[test]
    fn an_edited_location_keeps_its_translations_and_the_language_stays_apart() {
        let mut translated = pack();
        let ru = crate::packs::format::Translation {
            name: "Банк".into(),
            roles: vec!["Кассир".into()],
        };
        translated.locations[0].translations.insert("ru".into(), ru);
        let edit = |roles: &str| Edit::EditLocation {
            location: "bank".into(),
            name: "Bank".into(),
            roles: roles.into(),
        };
        let kept = apply(&translated, edit("Teller\nTeller")).unwrap();
        assert_eq!(
            kept.locations[0].translations["ru"].roles,
            ["Кассир", "Кассир"]
        );
        let other = apply(&translated, edit("Cashier")).unwrap();
        assert_eq!(other.locations[0].translations["ru"].name, "Банк");
        assert!(other.locations[0].translations["ru"].roles.is_empty());
        let into_russian = Edit::Details {
            name: "P".into(),
            description: String::new(),
            language: "ru".into(),
        };
        assert!(matches!(
            apply(&translated, into_russian),
            Err(EditError::Invalid(_))
        ));
    }

    #[test]
    fn locations_are_added_edited_moved_and_deleted() {
        let p = apply(
            &pack(),
            Edit::AddLocation {
                name: " Zoo ".into(),
                roles: "Keeper\n\n  Visitor \n".into(),
            },
        )
        .unwrap();
        assert_eq!(p.locations[2].name, "Zoo");
        assert_eq!(p.locations[2].roles, vec!["Keeper", "Visitor"]);

        let p = apply(
            &p,
            Edit::EditLocation {
                location: "day-spa".into(),
                name: "Spa".into(),
                roles: "Masseuse".into(),
            },
        )
        .unwrap();
        assert_eq!(p.locations[1].name, "Spa");

        let p = apply(
            &p,
            Edit::Move {
                location: "zoo".into(),
                up: true,
            },
        )
        .unwrap();
        let names: Vec<&str> = p.locations.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, vec!["Bank", "Zoo", "Spa"]);
        let top = apply(
            &p,
            Edit::Move {
                location: "bank".into(),
                up: true,
            },
        )
        .unwrap();
        assert_eq!(top, p, "moving the first location up changes nothing");

        let p = apply(
            &p,
            Edit::DeleteLocation {
                location: "bank".into(),
            },
        )
        .unwrap();
        assert_eq!(p.locations.len(), 2);
        assert_eq!(
            apply(
                &p,
                Edit::DeleteLocation {
                    location: "bank".into()
                }
            ),
            Err(EditError::NoSuchLocation)
        );
    }

    #[test]
    fn a_location_keeps_its_own_name_but_not_another_s() {
        let same = Edit::EditLocation {
            location: "bank".into(),
            name: "BANK".into(),
            roles: "Teller".into(),
        };
        assert_eq!(apply(&pack(), same).unwrap().locations[0].name, "BANK");
        let clash = Edit::EditLocation {
            location: "bank".into(),
            name: "day spa".into(),
            roles: "Teller".into(),
        };
        let errors = invalid(apply(&pack(), clash));
        assert_eq!(errors[0].0, Field::LocationName);
        let taken = Notice::new("pack-rule-location-taken").with("name", "day spa");
        assert_eq!(errors[0].1, Problem::new(0, taken), "{errors:?}");
    }

    #[test]
    fn bad_fields_each_get_a_message() {
        let roles: String = (0..=MAX_ROLES).map(|i| format!("r{i}\n")).collect();
        let errors = invalid(apply(
            &pack(),
            Edit::AddLocation {
                name: "   ".into(),
                roles,
            },
        ));
        let fields: Vec<Field> = errors.iter().map(|e| e.0).collect();
        assert_eq!(fields, vec![Field::LocationName, Field::Roles]);
        let many = Notice::new("pack-rule-too-many-roles")
            .with("max", MAX_ROLES)
            .with("count", 21_usize);
        assert_eq!(errors[1].1.notice, many);

        let long = "x".repeat(61);
        let errors = invalid(apply(
            &pack(),
            Edit::AddLocation {
                name: "Ok".into(),
                roles: format!("fine\n{long}"),
            },
        ));
        assert_eq!(errors.len(), 1);
        let role = &errors[0].1;
        assert_eq!(
            (role.line, role.notice.id),
            (2, "pack-rule-too-long"),
            "{errors:?}"
        );
        assert!(
            role.notice.args.contains(&("what", "role".into())),
            "{errors:?}"
        );

        let errors = invalid(apply(
            &pack(),
            Edit::Details {
                name: "".into(),
                description: "ok".into(),
                language: "not a tag".into(),
            },
        ));
        let fields: Vec<Field> = errors.iter().map(|e| e.0).collect();
        assert_eq!(fields, vec![Field::Name, Field::Language]);
    }

    #[test]
    fn a_full_pack_takes_no_more_locations_and_an_empty_one_is_not_publishable() {
        let mut full = pack();
        full.locations = (0..MAX_LOCATIONS)
            .map(|i| Location {
                translations: Default::default(),
                name: format!("L{i}"),
                roles: vec!["r".into()],
            })
            .collect();
        let errors = invalid(apply(
            &full,
            Edit::AddLocation {
                name: "One more".into(),
                roles: "r".into(),
            },
        ));
        assert_eq!(errors[0].0, Field::Pack);
        assert_eq!(errors[0].1.notice.id, "pack-rule-full");
        assert!(publishable(&full).is_ok());
        full.locations.clear();
        let empty = publishable(&full).unwrap_err();
        assert_eq!(empty.id, "pack-rule-publish-empty");
    }
}
