//! Display names: what other players see at the table.

pub const MAX_CHARS: usize = 32;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("a display name must have 1 to {MAX_CHARS} characters")]
    Length,
    #[error("a display name must not contain control characters")]
    Control,
}

/// A display name [`display_name`] accepted: what every layer behind the request that
/// brought it takes, so none checks it again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DisplayName(String);

impl DisplayName {
    pub fn parse(raw: &str) -> Result<Self, NameError> {
        display_name(raw).map(DisplayName)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<DisplayName> for String {
    fn from(name: DisplayName) -> String {
        name.0
    }
}

impl std::ops::Deref for DisplayName {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

/// Trims the name and folds runs of white space into one space, then checks it.
pub fn display_name(raw: &str) -> Result<String, NameError> {
    name_of_at_most(raw, MAX_CHARS)
}

/// `raw` as a name others read (runs of white space made one space, none around), when it
/// has 1 to `max` characters and no control character: the rules of display names, and of
/// what players name in packs they make.
pub fn name_of_at_most(raw: &str, max: usize) -> Result<String, NameError> {
    if raw.chars().any(|c| c.is_control() && !c.is_whitespace()) {
        return Err(NameError::Control);
    }
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    let len = name.chars().count();
    if len == 0 || len > max {
        return Err(NameError::Length);
    }
    Ok(name)
}

/// A display name as the API document gives it (what [`display_name`] accepts, spelled
/// as a schema): 1 to 32 characters, at least one of them not a space, no control
/// characters.
pub struct DisplayNameSchema;

impl utoipa::PartialSchema for DisplayNameSchema {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .min_length(Some(1))
            .max_length(Some(MAX_CHARS))
            .pattern(Some(
                r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$",
            ))
            .into()
    }
}

impl utoipa::ToSchema for DisplayNameSchema {
    fn name() -> std::borrow::Cow<'static, str> {
        "DisplayName".into()
    }
}

/// Names are unique within a room regardless of case.
pub fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_bounded() {
        assert_eq!(display_name("  Ana   Maria ").unwrap(), "Ana Maria");
        assert_eq!(display_name("   "), Err(NameError::Length));
        assert_eq!(display_name(&"x".repeat(33)), Err(NameError::Length));
        assert_eq!(display_name(&"é".repeat(32)).unwrap().chars().count(), 32);
        assert_eq!(display_name("a\u{0}b"), Err(NameError::Control));
        assert!(same_name("Ana", "aNA"));
    }
}
