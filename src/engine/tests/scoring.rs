use super::kit::*;
use crate::engine::round::{Action, Round};
use crate::engine::scoring::{Winner, standings};
use crate::engine::types::{PlayerId, RuleSet};

/// Accuses `suspect` and has everyone vote `yes` (or one no from the first other voter).
fn accusation(round: &Round, accuser: PlayerId, suspect: PlayerId, pass: bool, at: i64) -> Round {
    let mut r = act(round, accuser, Action::Accuse { suspect }, at).0;
    let voters: Vec<PlayerId> = r
        .seats
        .iter()
        .copied()
        .filter(|&v| v != accuser && v != suspect)
        .collect();
    for (i, v) in voters.into_iter().enumerate() {
        r = act(&r, v, Action::Vote { yes: pass || i > 0 }, at).0;
        if !pass {
            break;
        }
    }
    r
}

fn guess(round: &Round, right: bool) -> Round {
    let spy = round.spies()[0];
    let location = if right {
        round.locations[0].clone()
    } else {
        wrong_location(round)
    };
    act(
        round,
        spy,
        Action::Guess {
            location_id: location,
        },
        T0 + 1,
    )
    .0
}

#[test]
fn r_7_1_classic_scoring() {
    let r = round_with_spy(RuleSet::Classic, 5, Some(4));
    let p = r.seats.to_vec();
    assert_eq!(
        points(&r.tick(T0 + 8 * MINUTE).unwrap().0),
        vec![0, 0, 0, 0, 2],
        "time up, no one indicted"
    );
    assert_eq!(
        points(&accusation(&r, p[0], p[1], true, T0)),
        vec![0, 0, 0, 0, 4],
        "a non-spy indicted"
    );
    assert_eq!(
        points(&guess(&r, true)),
        vec![0, 0, 0, 0, 4],
        "the spy guessed right"
    );
    assert_eq!(
        points(&guess(&r, false)),
        vec![1, 1, 1, 1, 0],
        "a wrong guess: non-spies win"
    );
    assert_eq!(
        points(&accusation(&r, p[2], p[4], true, T0)),
        vec![1, 1, 2, 1, 0],
        "the accuser gets 2"
    );
    // The successful accuser gets 2 even if someone else accused the spy first.
    let failed = accusation(&r, p[1], p[4], false, T0);
    assert_eq!(
        points(&accusation(&failed, p[3], p[4], true, T0 + 5)),
        vec![1, 1, 1, 2, 0]
    );
}

#[test]
fn r_7_2_time_travel_scoring() {
    let r = round_with_spy(RuleSet::TimeTravel, 5, Some(4));
    let p = r.seats.to_vec();
    assert_eq!(
        points(&guess(&r, true)),
        vec![0, 0, 0, 0, 4],
        "victory 2 + guessed right 2"
    );
    assert_eq!(
        points(&accusation(&r, p[0], p[1], true, T0)),
        vec![0, 0, 0, 0, 4],
        "victory 2 + non-spy convicted 2"
    );
    assert_eq!(
        points(&accusation(&r, p[0], p[4], true, T0)),
        vec![2, 1, 1, 1, 0],
        "the accuser first put the spy up"
    );
    // First-accuser bonus when the later, successful vote was someone else's.
    let failed = accusation(&r, p[1], p[4], false, T0);
    assert_eq!(
        points(&accusation(&failed, p[2], p[4], true, T0 + 5)),
        vec![1, 2, 1, 1, 0]
    );
    // A wrong guess gives no +1, even to a player who had accused the spy.
    assert_eq!(points(&guess(&failed, false)), vec![1, 1, 1, 1, 0]);
}

#[test]
fn r_7_2_final_voting_scoring() {
    let r = round_with_spy(RuleSet::TimeTravel, 4, Some(3));
    let p = r.seats.to_vec();
    let vote_through = |mut round: Round, convict: PlayerId| {
        let now = T0 + 8 * MINUTE;
        while !round.is_over() {
            let suspect = round.open_ballot().unwrap().suspect;
            let voter = round.seats.iter().copied().find(|&v| v != suspect).unwrap();
            round = act(
                &round,
                voter,
                Action::Vote {
                    yes: suspect == convict,
                },
                now,
            )
            .0;
            if suspect == convict {
                for &v in round.seats.clone().iter() {
                    if v != suspect
                        && !round.is_over()
                        && round
                            .open_ballot()
                            .is_some_and(|b| !b.votes.iter().any(|(x, _)| *x == v))
                    {
                        round = act(&round, v, Action::Vote { yes: true }, now).0;
                    }
                }
            }
        }
        round
    };
    let at_time_up = |r: &Round| r.tick(T0 + 8 * MINUTE).unwrap().0;
    // Spy convicted and nobody had accused them: no +1.
    let someone_else = accusation(&r, p[0], p[1], false, T0);
    assert_eq!(
        points(&vote_through(at_time_up(&someone_else), p[3])),
        vec![1, 1, 1, 0]
    );
    // Spy convicted; p2 had accused the spy earlier: +1 to p2.
    let earlier = accusation(&r, p[2], p[3], false, T0);
    assert_eq!(
        points(&vote_through(at_time_up(&earlier), p[3])),
        vec![1, 1, 2, 0]
    );
    // A non-spy convicted: the spy gets 2 + 2.
    assert_eq!(
        points(&vote_through(at_time_up(&r), p[1])),
        vec![0, 0, 0, 4]
    );
}

#[test]
fn r_1_3_r_7_3_scores_accumulate_and_ties_are_shared() {
    let r = round_with_spy(RuleSet::Classic, 4, Some(3));
    let p = r.seats.to_vec();
    let spy_wins = guess(&r, true);
    let spy_loses = guess(&r, false);
    let results = [
        spy_wins.result.clone().unwrap(),
        spy_loses.result.clone().unwrap(),
    ];
    assert_eq!(results[0].winner, Winner::Spy);
    let table = standings(&p, &results);
    let view: Vec<(PlayerId, i32, u32)> = table
        .iter()
        .map(|s| (s.player_id, s.points, s.rank))
        .collect();
    assert_eq!(
        view,
        vec![(p[3], 4, 1), (p[0], 1, 2), (p[1], 1, 2), (p[2], 1, 2)]
    );
    let even = standings(&p, &[]);
    assert!(even.iter().all(|s| s.rank == 1 && s.points == 0));
}
