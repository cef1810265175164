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

/// The form a confirmation sends: where, at which version of the thing, and where "cancel" goes.
pub struct Asked {
    pub action: String,
    pub version: i64,
    pub back: String,
}

impl ConfirmPage {
    /// Asks `title` (what will happen: `lines`) before sending `asked` again with the button
    /// `confirm`; the cancel link says `cancel`.
    pub fn new(layout: Layout, title: String, lines: Vec<String>, asked: Asked) -> Self {
        let Asked {
            action,
            version,
            back,
        } = asked;
        ConfirmPage {
            layout,
            crumbs: Vec::new(),
            title,
            lines,
            keep_first: None,
            action,
            version,
            fields: Vec::new(),
            confirm: String::new(),
            back,
            cancel: String::new(),
        }
    }

    /// The two buttons' words: the one that goes ahead and the one that goes back.
    pub fn buttons(mut self, confirm: String, cancel: String) -> Self {
        self.confirm = confirm;
        self.cancel = cancel;
        self
    }

    /// The change's own fields, sent again with the confirmation.
    pub fn fields(mut self, fields: Vec<(&'static str, String)>) -> Self {
        self.fields = fields;
        self
    }

    /// The breadcrumb trail above the question.
    pub fn crumbs(mut self, crumbs: Vec<(String, String)>) -> Self {
        self.crumbs = crumbs;
        self
    }

    /// A link to keep something (an export) before going ahead.
    pub fn keep_first(mut self, url: String, label: String) -> Self {
        self.keep_first = Some((url, label));
        self
    }
}
