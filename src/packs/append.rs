//! Importing into a pack by adding to it: the file's locations join the pack's, and a
//! location the pack has already (the same name, as location ids compare names) takes the
//! file's roles in place. Nothing the file does not name is removed.

use super::format::{Location, Pack, slug};
use super::rules::{self, MAX_LOCATIONS};
use crate::notice::Notice;

/// `pack` with `incoming` added, or why the result would not be a pack.
pub fn append(pack: &Pack, incoming: Vec<Location>) -> Result<Pack, Notice> {
    let mut locations = pack.locations.clone();
    for location in incoming {
        let key = slug(&location.name);
        match locations.iter_mut().find(|l| slug(&l.name) == key) {
            Some(same) => {
                same.replace_roles(location.roles);
                same.translations.extend(location.translations);
            }
            None => locations.push(location),
        }
    }
    if locations.len() > MAX_LOCATIONS {
        return Err(Notice::new("pack-rule-append-too-many")
            .with("count", pack.locations.len())
            .with("total", locations.len())
            .with("max", MAX_LOCATIONS));
    }
    let next = Pack {
        locations,
        ..pack.clone()
    };
    rules::check_languages(&next)?;
    Ok(next)
}

/// `incoming` keeping the translations of its namesake in `pack`, if any (a file without
/// translations, such as a CSV file, replaces locations without losing them); the file's
/// own translations win.
pub fn keeping_translations(pack: &Pack, mut incoming: Location) -> Location {
    let key = slug(&incoming.name);
    let Some(same) = pack.locations.iter().find(|l| slug(&l.name) == key) else {
        return incoming;
    };
    let mut kept = Location {
        name: incoming.name,
        ..same.clone()
    };
    kept.replace_roles(incoming.roles);
    kept.translations.append(&mut incoming.translations);
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(name: &str, roles: &[&str]) -> Location {
        Location {
            translations: Default::default(),
            name: name.into(),
            roles: roles.iter().map(|r| r.to_string()).collect(),
        }
    }

    fn pack(locations: Vec<Location>) -> Pack {
        Pack {
            id: "bar".into(),
            name: "Bar".into(),
            description: String::new(),
            language: "en".into(),
            locations,
            translations: Default::default(),
        }
    }

    fn in_russian(mut location: Location, name: &str, roles: &[&str]) -> Location {
        let roles = roles.iter().map(|r| r.to_string()).collect();
        location.translations.insert(
            "ru".into(),
            crate::packs::format::Translation {
                name: name.into(),
                roles,
            },
        );
        location
    }

    #[test]
    fn a_location_replaced_from_a_file_keeps_the_translations_of_the_roles_it_still_has() {
        let cellar = at("Cellar", &["Sommelier", "Cook"]);
        let before = pack(vec![in_russian(cellar, "Погреб", &["Сомелье", "Повар"])]);
        let moved = keeping_translations(&before, at("cellar", &["Cook", "Cook", "Sommelier"]));
        assert_eq!(moved.translations["ru"].name, "Погреб");
        assert_eq!(
            moved.translations["ru"].roles,
            ["Повар", "Повар", "Сомелье"]
        );
        let renamed = keeping_translations(&before, at("Cellar", &["Cook", "Guard"]));
        assert_eq!(renamed.translations["ru"].name, "Погреб");
        assert!(
            renamed.translations["ru"].roles.is_empty(),
            "Guard has no translation yet"
        );
        let new = keeping_translations(&before, at("Roof", &["Pilot"]));
        assert!(new.translations.is_empty());
    }

    #[test]
    fn an_append_that_would_make_two_names_alike_in_a_language_is_refused() {
        let before = pack(vec![in_russian(
            at("Cellar", &["Cook"]),
            "Погреб",
            &["Повар"],
        )]);
        let clash = in_russian(at("Vault", &["Guard"]), "погреб", &["Страж"]);
        let refused = append(&before, vec![clash]).unwrap_err();
        let clash = Notice::new("pack-rule-names-clash")
            .with("language", "ru")
            .with("shown", "погреб")
            .with("first", "Cellar")
            .with("later", "Vault");
        assert_eq!(refused, clash);
    }

    #[test]
    fn new_locations_join_and_known_ones_take_the_files_roles() {
        let before = pack(vec![
            at("Cellar", &["Sommelier"]),
            at("Roof", &["Gardener"]),
        ]);
        let after = append(
            &before,
            vec![at("roof", &["Pilot"]), at("Stage", &["Singer"])],
        );
        let after = after.unwrap();
        let names: Vec<_> = after.locations.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(
            names,
            ["Cellar", "Roof", "Stage"],
            "nothing removed, order kept"
        );
        assert_eq!(after.locations[1].roles, ["Pilot"]);
        assert_eq!((after.id, after.name), (before.id, before.name));
    }

    #[test]
    fn more_than_a_pack_holds_is_refused() {
        let full: Vec<_> = (0..MAX_LOCATIONS)
            .map(|i| at(&format!("L{i}"), &["R"]))
            .collect();
        let refused = append(&pack(full), vec![at("One more", &["R"])]).unwrap_err();
        let too_many = Notice::new("pack-rule-append-too-many")
            .with("count", 200_usize)
            .with("total", 201_usize)
            .with("max", MAX_LOCATIONS);
        assert_eq!(refused, too_many);
    }
}
