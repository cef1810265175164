//! How the projector page divides a night across screens. It is sized for a 16:9 screen
//! in `vh` (so 1280×720 shows what 1920×1080 does): a small night fits one screen, its
//! standings beside its tables; a bigger one takes the whole screen for each part and
//! turns the page at every refresh, with a page indicator, so every table and every
//! standings row is shown large enough to read across a bar.

/// Standings rows in one column of a full-screen page (two columns a page): rows of
/// 3.65vh under the tallest header.
pub const ROWS_PER_COLUMN: usize = 16;
/// Tables across a full-screen page.
const TABLES_ACROSS: usize = 3;
/// Standings rows and tables that fit on one screen side by side.
const SIDE_BY_SIDE: (usize, usize) = (14, 2);

/// Tables on a full-screen page: three rows of tables of up to 6 players (three lines of
/// names), two of bigger ones.
fn tables_per_page(largest: usize) -> usize {
    TABLES_ACROSS * if largest <= 6 { 3 } else { 2 }
}

/// What one screen shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    /// Everything: standings beside tables.
    All,
    /// Standings rows `from..to`, in two columns.
    Standings { from: usize, to: usize },
    /// Tables `from..to`.
    Tables { from: usize, to: usize },
}

/// The screens a night of `rows` standings rows and `tables` tables (of at most `largest`
/// players) takes, in order: tables first while no round has been played (the room needs
/// its seats first), then standings.
pub fn screens(rows: usize, tables: usize, largest: usize, tables_first: bool) -> Vec<Screen> {
    if rows <= SIDE_BY_SIDE.0 && tables <= SIDE_BY_SIDE.1 {
        return vec![Screen::All];
    }
    let chunks = |n: usize, size: usize| {
        (0..n.div_ceil(size)).map(move |i| (i * size, n.min((i + 1) * size)))
    };
    let standings = chunks(rows.max(1), 2 * ROWS_PER_COLUMN).map(|(from, to)| Screen::Standings {
        from,
        to: to.min(rows),
    });
    let seating =
        chunks(tables, tables_per_page(largest)).map(|(from, to)| Screen::Tables { from, to });
    if tables_first {
        seating.chain(standings).collect()
    } else {
        standings.chain(seating).collect()
    }
}

/// The screen to show for the `?page=` asked (1-based; anything else is the first) and the
/// page the next refresh asks for.
pub fn pick(screens: &[Screen], asked: Option<usize>) -> (usize, usize) {
    let page = asked
        .filter(|p| (1..=screens.len()).contains(p))
        .unwrap_or(1);
    (page, page % screens.len() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_night_fits_one_screen_and_a_big_one_pages_through_every_row_and_table() {
        assert_eq!(screens(12, 2, 6, false), vec![Screen::All]);
        assert_eq!(
            screens(32, 6, 6, false),
            vec![
                Screen::Standings { from: 0, to: 32 },
                Screen::Tables { from: 0, to: 6 }
            ]
        );
        // Forty at tables of 4: ten tables, nine a page; tables first before any round.
        assert_eq!(
            screens(40, 10, 4, true),
            vec![
                Screen::Tables { from: 0, to: 9 },
                Screen::Tables { from: 9, to: 10 },
                Screen::Standings { from: 0, to: 32 },
                Screen::Standings { from: 32, to: 40 }
            ]
        );
        // Tables of 8 take more room: six a page.
        assert_eq!(
            screens(40, 5, 8, false)[2],
            Screen::Tables { from: 0, to: 5 }
        );
        assert_eq!(
            screens(48, 7, 8, false)[3],
            Screen::Tables { from: 6, to: 7 }
        );
        // Nobody registered yet, many tables: an empty standings screen still says so.
        assert_eq!(
            screens(0, 4, 4, false)[0],
            Screen::Standings { from: 0, to: 0 }
        );
    }

    #[test]
    fn the_page_asked_for_is_shown_and_the_next_refresh_turns_to_the_next() {
        let two = screens(32, 6, 6, false);
        assert_eq!(pick(&two, None), (1, 2));
        assert_eq!(pick(&two, Some(2)), (2, 1));
        assert_eq!(pick(&two, Some(9)), (1, 2));
        assert_eq!(pick(&[Screen::All], Some(1)), (1, 1));
    }
}
