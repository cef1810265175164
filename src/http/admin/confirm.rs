//! The page that asks "are you sure?" before a change that cannot be undone by a click
//! (withdrawing a player, deleting a night or a season): its form sends the same change
//! again with `confirmed=1`.

use askama::Template;

use super::pages::Layout;

#[derive(Template)]
#[template(path = "admin/confirm.html")]
pub struct ConfirmPage {
    pub layout: Layout,
    pub title: String,
    /// What will happen, a paragraph each.
    pub lines: Vec<String>,
    /// A link to keep something first (an export), with its label.
    pub keep_first: Option<(String, String)>,
    pub action: String,
    pub version: i64,
    /// The change's own fields, sent again.
    pub fields: Vec<(&'static str, String)>,
    pub confirm: String,
    /// Where Cancel goes.
    pub back: String,
}
