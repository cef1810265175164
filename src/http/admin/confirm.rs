//! The page that asks "are you sure?" before a change that cannot be undone by a click
//! (withdrawing a player, deleting a pack, a night or a season): its form sends the same change
//! again with `confirmed=1`.

use askama::Template;

use super::pages::Layout;

#[derive(Template)]
#[template(path = "admin/confirm.html")]
pub struct ConfirmPage {
    pub layout: Layout,
    /// The breadcrumb trail to the thing asked about (link, label), if its pages have one.
    pub crumbs: Vec<(String, String)>,
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
    /// Where the cancel link goes, and its label.
    pub back: String,
    pub cancel: String,
}
