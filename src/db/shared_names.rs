//! One copy of a set of location names for every room state that shows it. A room
//! between games holds the names of its packs' candidates in every language (some 37 kB
//! for the bundled packs), and a room in a game its game's; rooms on the same packs hold
//! equal sets. Each read shares the set an earlier read made, if one is still held, so
//! 1,250 rooms on the bundled packs hold one copy instead of 1,250 (BENCHMARKS.md, P3).

use std::collections::HashMap;
use std::hash::RandomState;
use std::sync::{Arc, LazyLock, Mutex, PoisonError, Weak};

use crate::rooms::location_names::LocationNames;

/// The sets held somewhere, by fingerprint.
#[derive(Default)]
struct Held {
    sets: HashMap<u64, Vec<Weak<LocationNames>>>,
    /// Past this many fingerprints every dead entry is dropped, and the bound doubles
    /// if most are alive, so that a pruning is rare whatever is held.
    prune_at: usize,
}

const PRUNE_AT_LEAST: usize = 4096;

static HELD: LazyLock<Mutex<Held>> = LazyLock::new(Default::default);
/// Keyed per process, so that nobody can make sets collide on purpose.
static KEYS: LazyLock<RandomState> = LazyLock::new(RandomState::new);

/// `names`, or an equal set that some room state holds already.
pub fn shared(names: LocationNames) -> Arc<LocationNames> {
    if names.is_empty() {
        return Arc::new(names);
    }
    let fingerprint = names.fingerprint(&*KEYS);
    let mut held = HELD.lock().unwrap_or_else(PoisonError::into_inner);
    if held.sets.len() >= held.prune_at.max(PRUNE_AT_LEAST) {
        held.sets.retain(|_, sets| {
            sets.retain(|set| set.strong_count() > 0);
            !sets.is_empty()
        });
        held.prune_at = 2 * held.sets.len();
    }
    let sets = held.sets.entry(fingerprint).or_default();
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
    use crate::packs::format::{Translation, Translations};

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
        drop((first, again));
        let anew = shared(names(&["shared-a", "shared-b"]));
        assert_eq!(Arc::strong_count(&anew), 1);
    }

    #[test]
    fn sets_with_the_same_locations_but_other_words_are_apart() {
        let plain = shared(names(&["apart-a"]));
        let mut roled = LocationNames::default();
        roled.add("apart-a", "en", &["Cook".into()], &Translations::default());
        let mut translated = names(&["apart-a"]);
        let german: Translations = [(
            "de".to_string(),
            Translation {
                name: "A".into(),
                roles: vec![],
            },
        )]
        .into();
        translated.add("apart-a", "en", &[], &german);
        let (roled, translated) = (shared(roled), shared(translated));
        assert!(!Arc::ptr_eq(&plain, &roled) && !Arc::ptr_eq(&plain, &translated));
        assert!(!Arc::ptr_eq(&roled, &translated));
    }
}
