//! A room state's candidates and round as they read in one language, and its views'
//! candidate list encoded, worked out once per state and language and shared by every
//! view built from that state in it, rather than again for each phone a change wakes.

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use crate::engine::{Candidate, Round};
use crate::rooms::room_view::CandidateList;

/// The candidates and the round (if any) in one language, and the candidate list every
/// view in it shows, encoded by the first view built.
#[derive(Debug)]
pub struct InOneLanguage {
    pub candidates: Vec<Candidate>,
    pub round: Option<Round>,
    pub list: OnceLock<CandidateList>,
}

/// The languages views of one state were built in so far, each with what it reads there.
/// A table's names come in a handful of languages, so a list searched in order will do.
#[derive(Debug, Default)]
pub struct Localized(Mutex<Vec<(String, Arc<InOneLanguage>)>>);

/// A copy starts empty: a copied state may be changed before its views are built, and
/// what was made for the original would then no longer be what it reads.
impl Clone for Localized {
    fn clone(&self) -> Self {
        Localized::default()
    }
}

impl Localized {
    /// What the state reads in `language`, made by `make` the first time it is asked for.
    pub fn get(&self, language: &str, make: impl FnOnce() -> InOneLanguage) -> Arc<InOneLanguage> {
        let mut held = self.held();
        if let Some((_, found)) = held.iter().find(|(l, _)| l == language) {
            return found.clone();
        }
        let made = Arc::new(make());
        held.push((language.to_string(), made.clone()));
        made
    }

    fn held(&self) -> std::sync::MutexGuard<'_, Vec<(String, Arc<InOneLanguage>)>> {
        // A panic while making one leaves nothing half-added: the list stays usable.
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(name: &str) -> InOneLanguage {
        InOneLanguage {
            candidates: vec![Candidate {
                id: "plane".into(),
                name: name.into(),
            }],
            round: None,
            list: OnceLock::new(),
        }
    }

    #[test]
    fn each_language_is_made_once_and_kept_apart() {
        let localized = Localized::default();
        let mut made = 0;
        let de = localized.get("de", || {
            made += 1;
            named("Flugzeug")
        });
        let again = localized.get("de", || {
            made += 1;
            named("wrong")
        });
        assert_eq!(made, 1);
        assert!(Arc::ptr_eq(&de, &again));
        let ru = localized.get("ru", || named("Самолёт"));
        assert_eq!(ru.candidates[0].name, "Самолёт");
        let copy = localized.clone();
        let remade = copy.get("de", || named("Flugzeug, again"));
        assert_eq!(remade.candidates[0].name, "Flugzeug, again");
    }
}
