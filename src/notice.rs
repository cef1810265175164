//! A message for a person, kept as words-to-be: a catalog id and its values. The core and
//! the application layer say *what* to tell (a night's change done or refused, a field
//! that does not parse); the shell words it in the reader's language
//! (`http::i18n::Texts::notice`), English in logs.

use std::fmt;

/// A value put into a notice: text as given, or a number (which picks plural forms).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value {
    Text(String),
    Number(i64),
}

impl From<String> for Value {
    fn from(s: String) -> Self {
        Value::Text(s)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::Text(s.to_string())
    }
}

impl From<&String> for Value {
    fn from(s: &String) -> Self {
        Value::Text(s.clone())
    }
}

macro_rules! number_value {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(n: $t) -> Self {
                Value::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_value!(i32, i64, u32, u64, usize);

/// A catalog message id (`night-player-added`) with its named values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub id: &'static str,
    pub args: Vec<(&'static str, Value)>,
}

impl Notice {
    pub fn new(id: &'static str) -> Notice {
        Notice {
            id,
            args: Vec::new(),
        }
    }

    /// The notice with the value `name` set.
    pub fn with(mut self, name: &'static str, value: impl Into<Value>) -> Notice {
        self.args.push((name, value.into()));
        self
    }
}

/// For logs and tests: the id and its values, `night-moved(name=Ana, table=2)`.
impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        let args: Vec<String> = (self.args.iter())
            .map(|(name, value)| match value {
                Value::Text(t) => format!("{name}={t}"),
                Value::Number(n) => format!("{name}={n}"),
            })
            .collect();
        write!(f, "({})", args.join(", "))
    }
}
