//! What an admin panel account's name and password must be, shared by the panel's forms
//! and the `spyfall admin` command line.

/// The username rule of players, for accounts too.
pub fn valid_username(raw: &str) -> Result<String, String> {
    crate::text::username(raw)
        .ok_or_else(|| "A username has 3 to 32 characters of a-z, 0-9, '_', '.' and '-'.".into())
}

/// Admin panel passwords are longer than players' (they guard every pack).
pub fn valid_password(password: &str) -> Result<(), String> {
    let n = password.chars().count();
    if (10..=128).contains(&n) {
        Ok(())
    } else {
        Err("A password has 10 to 128 characters.".into())
    }
}
