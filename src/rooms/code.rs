//! Room codes: five letters, easy to read aloud and type on a phone, case-insensitive.
//!
//! Consonants only, so no code spells a word by accident and none mixes up O/0 or I/1.
//! 20^5 = 3.2 million codes; the database's unique constraint rules out collisions and
//! creation simply draws again.

use rand::{Rng, RngExt};

pub const ALPHABET: &[u8] = b"BCDFGHJKLMNPQRSTVWXZ";
pub const LENGTH: usize = 5;

/// Draws a new code.
pub fn generate(rng: &mut impl Rng) -> String {
    draw(rng, LENGTH)
}

/// A league walk-in's claim code: the same letters, twice as long, since it stands in for
/// a password (20^10, about 10^13).
pub const CLAIM_LENGTH: usize = 10;

pub fn generate_claim(rng: &mut impl Rng) -> String {
    draw(rng, CLAIM_LENGTH)
}

/// `len` letters of the codes' alphabet, drawn from `rng`.
pub fn draw(rng: &mut impl Rng, len: usize) -> String {
    (0..len)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

/// A claim code as typed (any case, spaces and dashes ignored), or `None`.
pub fn normalize_claim(input: &str) -> Option<String> {
    normalize_spoken(input, CLAIM_LENGTH)
}

/// A code of `len` letters as typed or read out (any case, spaces and dashes ignored), or
/// `None` when it cannot be one.
pub fn normalize_spoken(input: &str, len: usize) -> Option<String> {
    let code: String = input
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (code.len() == len && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// The canonical (upper-case) form of a code typed by a player, or `None` when it cannot
/// be a code at all.
fn normalize(input: &str) -> Option<String> {
    let code = input.trim().to_ascii_uppercase();
    (code.len() == LENGTH && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

/// A code parsed where it arrives, so that every layer past the edge holds a valid,
/// normalised one and none normalises it again.
macro_rules! code_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash)]
        pub struct $name(String);

        impl $name {
            /// The code a player typed (any case, spaces around), or `None` when it cannot
            /// be one.
            pub fn parse(input: &str) -> Option<Self> {
                normalize(input).map($name)
            }

            /// A newly drawn code.
            pub fn generate(rng: &mut impl Rng) -> Self {
                $name(generate(rng))
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }
        }

        impl std::ops::Deref for $name {
            type Target = str;

            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.0)
            }
        }
    };
}

code_type!(
    /// A room's code: players type it to join, and every room path carries it.
    RoomCode
);

code_type!(
    /// A league night's join code, the same letters as a room's.
    NightCode
);

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn generated_codes_are_valid_and_varied() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        let codes: std::collections::HashSet<String> =
            (0..1000).map(|_| generate(&mut rng)).collect();
        assert!(codes.len() > 990);
        assert!(
            codes
                .iter()
                .all(|c| normalize(c).as_deref() == Some(c.as_str()))
        );
    }

    #[test]
    fn typed_codes_parse_to_the_one_normal_form() {
        assert_eq!(RoomCode::parse(" bcdfg").unwrap().as_str(), "BCDFG");
        assert_eq!(NightCode::parse("BCDFg ").unwrap().to_string(), "BCDFG");
        assert!(RoomCode::parse("BCDE1").is_none());
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let drawn = RoomCode::generate(&mut rng);
        assert_eq!(RoomCode::parse(&drawn), Some(drawn));
    }

    #[test]
    fn codes_are_case_insensitive_and_strict() {
        assert_eq!(normalize(" bcdfg ").as_deref(), Some("BCDFG"));
        assert_eq!(normalize("ABCDE"), None, "vowels never appear");
        assert_eq!(normalize("BCDF"), None);
        assert_eq!(normalize("BCDFGH"), None);
        assert_eq!(normalize("BCD1G"), None);
    }

    #[test]
    fn claim_codes_forgive_case_spaces_and_dashes() {
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let code = generate_claim(&mut rng);
        assert_eq!(normalize_claim(&code), Some(code.clone()));
        let typed = format!("{}-{}", &code[..5].to_lowercase(), &code[5..]);
        assert_eq!(normalize_claim(&typed), Some(code));
        assert_eq!(normalize_claim("BCDFG"), None);
        assert_eq!(normalize_claim("BCDFGBCDFA"), None);
    }
}
