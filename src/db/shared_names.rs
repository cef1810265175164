//! One copy of a set of location names for every room state that shows it. A room
//! between games holds the names of its packs' candidates in every language (some 37 kB
//! for the bundled packs), and a room in a game its game's; rooms on the same packs hold
//! equal sets. Each read shares the set an earlier read made, if one is still held, so
//! 1,250 rooms on the bundled packs hold one copy instead of 1,250 (BENCHMARKS.md, P3).

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex, PoisonError, Weak};

use crate::rooms::location_names::LocationNames;

/// The sets held somewhere, by fingerprint; dead entries are dropped as they are met,
/// and all of them when the map has grown past `PRUNE_AT` keys.
static HELD: LazyLock<Mutex<HashMap<u64, Vec<Weak<LocationNames>>>>> =
    LazyLock::new(Default::default);
const PRUNE_AT: usize = 4096;

/// `names`, or an equal set that some room state holds already.
pub fn shared(names: LocationNames) -> Arc<LocationNames> {
    if names.is_empty() {
        return Arc::new(names);
    }
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    if held.len() >= PRUNE_AT {
        held.retain(|_, sets| {
            sets.retain(|set| set.strong_count() > 0);
            !sets.is_empty()
        });
    }
    let sets = held.entry(names.fingerprint()).or_default();
    sets.retain(|set| set.strong_count() > 0);
    if let Some(same) = sets
        .iter()
        .filter_map(Weak::upgrade)
        .find(|set| **set == names)
    {
        return same;
    }
    let names = Arc::new(names);
    sets.push(Arc::downgrade(&names));
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::packs::format::Translations;

    fn names(ids: &[&str]) -> LocationNames {
        let mut names = LocationNames::default();
        for id in ids {
            names.add(id, "en", &[], &Translations::default());
        }
        names
    }

    #[test]
    fn equal_sets_are_one_copy_and_a_dropped_one_is_made_anew() {
        let first = shared(names(&["shared-a", "shared-b"]));
        let again = shared(names(&["shared-b", "shared-a"]));
        assert!(Arc::ptr_eq(&first, &again));
        let other = shared(names(&["shared-a", "shared-c"]));
        assert!(!Arc::ptr_eq(&first, &other));
        let mut renamed = names(&["shared-a"]);
        renamed.add("shared-b", "de", &[], &Translations::default());
        assert!(!Arc::ptr_eq(&first, &shared(renamed)));
        drop((first, again));
        let anew = shared(names(&["shared-a", "shared-b"]));
        assert_eq!(Arc::strong_count(&anew), 1);
    }
}
