//! Typed fields of the admin panel's forms: a yes/no flag and an optional id, read the way
//! the pages post them.

use serde::{Deserialize, Deserializer, de::Error};
use uuid::Uuid;

/// A yes/no field: "1", "true" or "on" is yes; "0", "false" or nothing is no.
pub fn flag<'de, D: Deserializer<'de>>(d: D) -> Result<bool, D::Error> {
    let raw = String::deserialize(d)?;
    match raw.trim() {
        "1" | "true" | "on" => Ok(true),
        "0" | "false" | "off" | "" => Ok(false),
        other => Err(D::Error::custom(format!("'{other}' is not yes or no"))),
    }
}

/// An id chosen in the form; anything that is not one (an empty choice) is none, which
/// the change refuses with its own message.
pub fn uuid_or_none<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Uuid>, D::Error> {
    let raw = String::deserialize(d)?;
    Ok(Uuid::parse_str(raw.trim()).ok())
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Deserialize, Debug)]
    struct Form {
        #[serde(default, deserialize_with = "super::flag")]
        on: bool,
        #[serde(default, deserialize_with = "super::uuid_or_none")]
        id: Option<uuid::Uuid>,
    }

    fn parse(body: &str) -> Result<Form, serde_urlencoded::de::Error> {
        serde_urlencoded::from_str(body)
    }

    #[test]
    fn flags_read_the_pages_values_and_refuse_others() {
        assert!(parse("on=1").unwrap().on);
        assert!(parse("on=true").unwrap().on);
        assert!(!parse("on=0").unwrap().on);
        assert!(!parse("").unwrap().on);
        assert!(parse("on=maybe").is_err());
    }

    #[test]
    fn ids_that_do_not_parse_are_none() {
        let id = uuid::Uuid::from_u128(7);
        assert_eq!(parse(&format!("id={id}")).unwrap().id, Some(id));
        assert_eq!(parse("id=").unwrap().id, None);
        assert_eq!(parse("id=table-3").unwrap().id, None);
    }
}
