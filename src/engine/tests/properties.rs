//! Random games: any sequence of actions, legal or not, at random times, for every mode
//! and player count, keeps the invariants of RULES.md.

use proptest::prelude::*;

use super::kit::*;
use crate::engine::deal::{DealRequest, PreviousRound, deal};
use crate::engine::invariants;
use crate::engine::moves::{Move, allowed};
use crate::engine::round::{Action, Phase, Round};
use crate::engine::team::next_captains;
use crate::engine::types::{Mode, PlayerId, RoundRules, RuleSet};

/// Every action anybody could try now, legal or not.
fn menu(round: &Round) -> Vec<(PlayerId, Action)> {
    let mut out = Vec::new();
    let wrong = round
        .candidates
        .iter()
        .find(|c| !round.locations.contains(&c.id))
        .map(|c| c.id.clone())
        .unwrap_or_default();
    for &actor in round.seats.iter() {
        for &other in round.seats.iter() {
            out.push((actor, Action::Ask { target: other }));
            out.push((actor, Action::Accuse { suspect: other }));
            out.push((actor, Action::Pick { agent: other }));
            out.push((actor, Action::ChooseFirstCaptain { captain: other }));
        }
        for yes in [true, false] {
            out.push((actor, Action::Vote { yes }));
            out.push((actor, Action::AnswerRevealMiddle { agree: yes }));
        }
        out.push((
            actor,
            Action::Guess {
                location_id: round.locations[0].clone(),
            },
        ));
        out.push((
            actor,
            Action::Guess {
                location_id: wrong.clone(),
            },
        ));
        // A location of an earlier round: refused.
        out.extend(round.used.first().map(|used| {
            (
                actor,
                Action::Guess {
                    location_id: used.clone(),
                },
            )
        }));
        out.push((actor, Action::ProposeRevealMiddle));
        out.push((actor, Action::RefusePick));
        let both = [
            round.locations[0].clone(),
            round.locations.last().cloned().unwrap_or_default(),
        ];
        out.push((actor, Action::GuessTeamLocations { locations: both }));
    }
    out
}

/// Moves that are often legal now, filtered to the legal ones by trying them.
fn legal_moves(round: &Round, now: i64) -> Vec<(PlayerId, Action)> {
    let n = round.seats.len();
    let mut out = Vec::new();
    if let Some(turn) = round.turn {
        out.extend(
            round
                .seats
                .iter()
                .map(|&t| (turn, Action::Ask { target: t })),
        );
        if let Some(team) = &round.team {
            out.push((turn, Action::RefusePick));
            for agent in crate::engine::team::unpicked_agents(round) {
                out.push((turn, Action::Pick { agent }));
            }
            let _ = team;
        }
    }
    for (i, &actor) in round.seats.iter().enumerate() {
        for yes in [true, false] {
            out.push((actor, Action::Vote { yes }));
            out.push((actor, Action::AnswerRevealMiddle { agree: yes }));
        }
        out.push((
            actor,
            Action::Accuse {
                suspect: round.seats[(i + 1) % n],
            },
        ));
        out.push((
            actor,
            Action::Accuse {
                suspect: round.seats[(i + n - 1) % n],
            },
        ));
        out.push((actor, Action::ProposeRevealMiddle));
    }
    if let Some(team) = &round.team {
        for c in team.captains {
            out.push((c, Action::ChooseFirstCaptain { captain: c }));
        }
    }
    for spy in round.spies() {
        out.extend(menu(round).into_iter().filter(|(a, act)| {
            *a == spy
                && matches!(
                    act,
                    Action::Guess { .. } | Action::GuessTeamLocations { .. }
                )
        }));
    }
    out.retain(|(actor, action)| round.apply(*actor, action, now).is_ok());
    out
}

fn check_invariants(round: &Round, now: i64) {
    if let Err(broken) = invariants::check(round, now) {
        panic!("{broken}");
    }
}

/// Each action a listed move stands for, with every listed target (a guess: every
/// candidate not marked used).
fn expand(round: &Round, m: &Move) -> Vec<Action> {
    let open: Vec<String> = round
        .candidates
        .iter()
        .filter(|c| !round.is_used(&c.id))
        .map(|c| c.id.clone())
        .collect();
    match m {
        Move::Ask { targets } => targets
            .iter()
            .map(|&target| Action::Ask { target })
            .collect(),
        Move::Accuse { suspects } => suspects
            .iter()
            .map(|&suspect| Action::Accuse { suspect })
            .collect(),
        Move::Vote => vec![Action::Vote { yes: true }, Action::Vote { yes: false }],
        Move::Guess => open
            .iter()
            .map(|l| Action::Guess {
                location_id: l.clone(),
            })
            .collect(),
        Move::ProposeRevealMiddle => vec![Action::ProposeRevealMiddle],
        Move::AnswerRevealMiddle => vec![
            Action::AnswerRevealMiddle { agree: true },
            Action::AnswerRevealMiddle { agree: false },
        ],
        Move::ChooseFirstCaptain { captains } => captains
            .iter()
            .map(|&captain| Action::ChooseFirstCaptain { captain })
            .collect(),
        Move::Pick { agents } => agents.iter().map(|&agent| Action::Pick { agent }).collect(),
        Move::RefusePick => vec![Action::RefusePick],
        Move::GuessTeamLocations => open
            .iter()
            .zip(open.iter().rev())
            .map(|(a, b)| Action::GuessTeamLocations {
                locations: [a.clone(), b.clone()],
            })
            .collect(),
    }
}

/// A viewer's moves are exactly what the engine accepts of them: every listed move with
/// every listed target is accepted, and every action of the menu that is accepted is
/// listed.
fn check_moves(round: &Round, viewer: PlayerId) {
    let moves = allowed(round, viewer);
    let listed: Vec<Action> = moves.iter().flat_map(|m| expand(round, m)).collect();
    for action in &listed {
        assert!(
            round.allows(viewer, action),
            "{action:?} is listed but refused"
        );
    }
    for (_, action) in menu(round).into_iter().filter(|(a, _)| *a == viewer) {
        let covered = match &action {
            Action::GuessTeamLocations { locations } => {
                moves.contains(&Move::GuessTeamLocations)
                    && locations.iter().all(|l| !round.is_used(l))
            }
            _ => listed.contains(&action),
        };
        assert_eq!(
            round.allows(viewer, &action),
            covered,
            "{action:?} by {viewer:?} in {:?}: accepted and listed must agree",
            round.phase
        );
    }
}

/// Plays a game of up to three rounds with `spies` spy cards from `choices`, checking
/// every state.
fn play(rule_set: RuleSet, mode: Mode, spies: u8, n: usize, seed: u64, choices: &[(u16, u16)]) {
    let seats = players(n);
    let candidates = pack(12, 7);
    let mut captained: Vec<[PlayerId; 2]> = Vec::new();
    let mut used: Vec<String> = Vec::new();
    let mut previous = None;
    let mut now = T0;
    let mut steps = choices.iter();
    for number in 1..=3u32 {
        let req = DealRequest {
            number,
            rules: RoundRules {
                spies,
                ..rules(rule_set, mode)
            },
            seats: &seats,
            host: seats[0],
            candidates: &candidates,
            used: &used,
            previous,
            captains: next_captains(&seats, &captained, 1),
            now,
        };
        let mut round = deal(&req, &mut rng(seed + u64::from(number))).expect("a legal deal");
        // No location twice in a game, and the earlier ones marked.
        assert!(round.locations.iter().all(|l| !used.contains(l)));
        assert_eq!(round.used.len(), used.len());
        captained.extend(round.team.as_ref().map(|t| t.captains));
        check_invariants(&round, now);
        for &(pick, wait) in steps.by_ref().take(40) {
            // Mostly a few seconds between moves, sometimes minutes.
            now += if wait < 1800 {
                i64::from(wait) * 5
            } else {
                i64::from(wait - 1800) * 2000
            };
            if let Some((ticked, _)) = round.tick(now) {
                round = ticked;
                check_invariants(&round, now);
            }
            if round.is_over() {
                break;
            }
            // Now and then a player leaves the table.
            if pick % 29 == 28 {
                let leaver = round.seats[usize::from(pick / 29) % round.seats.len()];
                if let Some((next, _)) = round.leave(leaver, crate::engine::Departure::Left, now) {
                    round = next;
                }
                check_invariants(&round, now);
                continue;
            }
            // Three moves in four are legal ones; the rest are anything at all.
            let legal = legal_moves(&round, now);
            let options = if pick % 4 == 0 || legal.is_empty() {
                menu(&round)
            } else {
                legal
            };
            let (actor, action) = options[usize::from(pick / 4) % options.len()].clone();
            let before = round.clone();
            match round.apply(actor, &action, now) {
                Ok((next, _)) => round = next,
                Err(_) => assert_eq!(round, before, "a refused action changes nothing"),
            }
            check_invariants(&round, now);
            // One player's moves each step (every player's would be slow).
            check_moves(&round, round.seats[usize::from(pick) % round.seats.len()]);
        }
        // A round always ends: time alone finishes it.
        now += 3 * 3_600_000;
        if let Some((ticked, _)) = round.tick(now) {
            round = ticked;
        }
        assert_eq!(round.phase, Phase::Over);
        check_invariants(&round, now);
        used.extend(round.locations.iter().cloned());
        previous = Some(PreviousRound::of(&round));
    }
}

fn game_strategy() -> impl Strategy<Value = (u64, Vec<(u16, u16)>)> {
    (
        any::<u64>(),
        prop::collection::vec((any::<u16>(), 0u16..2000), 0..120),
    )
}

/// 256 cases unless `PROPTEST_CASES` asks for another number.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(256)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn classic_games_keep_the_invariants(n in 4usize..=12, (seed, choices) in game_strategy()) {
        play(RuleSet::Classic, Mode::Standard, 1, n, seed, &choices);
    }

    #[test]
    fn time_travel_games_keep_the_invariants(n in 2usize..=12, (seed, choices) in game_strategy()) {
        play(RuleSet::TimeTravel, Mode::Standard, 1, n, seed, &choices);
    }

    #[test]
    fn team_games_keep_the_invariants(n in 7usize..=12, (seed, choices) in game_strategy()) {
        play(RuleSet::TimeTravel, Mode::Team, 1, n, seed, &choices);
    }

    /// two spy cards exactly; each spy's view the same wherever the
    /// other spy card lies; scores as the oracle gives them.
    #[test]
    fn r_12_2_two_spy_games_keep_the_invariants(
        n in 7usize..=12,
        time_travel: bool,
        (seed, choices) in game_strategy(),
    ) {
        let rule_set = if time_travel { RuleSet::TimeTravel } else { RuleSet::Classic };
        play(rule_set, Mode::Standard, 2, n, seed, &choices);
    }
}
