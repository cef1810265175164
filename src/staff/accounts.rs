//! What an admin panel account's name and password must be, shared by the panel's forms
//! and the `spyfall admin` command line. Refusals are notices (`account-rule-…`): the panel
//! words them in the reader's language, the command line in English.

use crate::notice::Notice;

/// The username rule of players, for accounts too.
pub fn valid_username(raw: &str) -> Result<String, Notice> {
    crate::text::username(raw).ok_or_else(|| Notice::new("account-rule-username"))
}

/// Admin panel passwords are longer than players' (they guard every pack).
pub fn valid_password(password: &str) -> Result<(), Notice> {
    let n = password.chars().count();
    if (10..=128).contains(&n) {
        Ok(())
    } else {
        Err(Notice::new("account-rule-password"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames_and_passwords_are_refused_with_their_rule() {
        assert_eq!(valid_username(" Boss ").as_deref(), Ok("boss"));
        assert_eq!(
            valid_username("no").unwrap_err().id,
            "account-rule-username"
        );
        assert!(valid_password(&"p".repeat(10)).is_ok());
        let short = valid_password("short").unwrap_err();
        assert_eq!(short.id, "account-rule-password");
    }
}
