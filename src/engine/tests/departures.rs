//! any departure during a round voids it, whoever left; follows from it.

use super::kit::*;
use crate::engine::round::{Action, Event, Phase, Round};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::types::{PlayerId, RuleSet};
use crate::engine::{Abandoner, Departure};

fn left(round: &Round, seat: usize, now: i64) -> Round {
    round
        .leave(round.seats[seat], Departure::Left, now)
        .expect("the departure changes the round")
        .0
}

/// Every kind of round, with the seats to try a departure from.
fn every_variant() -> Vec<(&'static str, Round)> {
    vec![
        ("classic", round_with_spy(RuleSet::Classic, 5, Some(3))),
        (
            "time travel",
            round_with_spy(RuleSet::TimeTravel, 6, Some(1)),
        ),
        (
            "two players",
            round_with_spy(RuleSet::TimeTravel, 2, Some(0)),
        ),
        (
            "two players, spy in the middle",
            round_with_spy(RuleSet::TimeTravel, 2, None),
        ),
        (
            "three players",
            round_with_spy(RuleSet::TimeTravel, 3, Some(2)),
        ),
        ("two spies", round_with_spies(RuleSet::Classic, 7, [1, 6])),
        ("team", team_round(3)),
    ]
}

#[test]
fn r_7_5_any_departure_voids_the_round_whoever_left() {
    for (name, round) in every_variant() {
        for seat in 0..round.seats.len() {
            let leaver = round.seats[seat];
            let (over, events) = round.leave(leaver, Departure::Left, T0 + 10).unwrap();
            assert_eq!(over.phase, Phase::Over, "{name}, seat {seat}");
            let result = over.result.as_ref().unwrap();
            assert_eq!(
                (result.outcome.clone(), result.winner),
                (
                    Outcome::Voided {
                        player: Some(leaver),
                        departure: Departure::Left
                    },
                    Winner::Nobody
                ),
                "{name}, seat {seat}"
            );
            assert!(result.points.iter().all(|(_, p)| *p == 0), "{name}");
            assert_eq!(
                events,
                vec![
                    Event::PlayerLeft {
                        player: leaver,
                        departure: Departure::Left
                    },
                    Event::RoundEnded
                ]
            );
            assert!(
                over.leave(over.seats[0], Departure::Left, T0 + 20)
                    .is_none(),
                "nothing more happens to a finished round"
            );
        }
    }
}

#[test]
fn r_7_5_r_2_5_a_spy_leaving_and_a_non_spy_leaving_look_alike() {
    // The same table twice, the spy card at seat 3 in one and at seat 1 in the other;
    // the player at seat 3 is removed in both.
    let worlds = [Some(3), Some(1)].map(|spy| {
        let round = round_with_spy(RuleSet::Classic, 5, spy);
        let p = round.seats.to_vec();
        let round = act(&round, p[0], Action::Ask { target: p[3] }, T0 + 5).0;
        round.leave(p[3], Departure::Removed, T0 + 10).unwrap()
    });
    let told = |(round, events): &(Round, Vec<Event>)| {
        let result = round.result.clone().unwrap();
        (
            events.clone(),
            round.log.clone(),
            result.outcome,
            result.winner,
            result.points,
            round.phase,
        )
    };
    assert_eq!(told(&worlds[0]), told(&worlds[1]));
    assert_ne!(
        worlds[0].0.result.as_ref().unwrap().spies,
        worlds[1].0.result.as_ref().unwrap().spies,
        "only the record's cards differ"
    );
}

#[test]
fn r_7_5_the_table_is_told_who_left_and_how() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(2));
    let removed = round.seats[4];
    let (over, _) = round.leave(removed, Departure::Removed, T0 + 1).unwrap();
    assert_eq!(
        over.result.unwrap().outcome,
        Outcome::Voided {
            player: Some(removed),
            departure: Departure::Removed
        }
    );
    assert_eq!(
        over.log.first().map(|l| l.event.clone()),
        Some(Event::PlayerLeft {
            player: removed,
            departure: Departure::Removed
        })
    );
}

#[test]
fn r_7_5_a_departure_during_a_vote_or_final_voting_voids_the_round_too() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(4));
    let p = round.seats.to_vec();
    let (voting, _) = act(&round, p[0], Action::Accuse { suspect: p[4] }, T0);
    assert_eq!(voting.phase, Phase::Voting);
    let over = left(&voting, 2, T0 + 1);
    assert!(matches!(
        over.result.unwrap().outcome,
        Outcome::Voided { .. }
    ));
    let (final_voting, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(final_voting.phase, Phase::FinalVoting);
    let over = left(&final_voting, 0, T0 + 8 * MINUTE + 1);
    assert!(matches!(
        over.result.unwrap().outcome,
        Outcome::Voided { .. }
    ));
}

#[test]
fn r_7_4_a_player_who_left_scores_nothing_and_their_bonus_is_not_passed_on() {
    // p1 first puts the spy (p3) up; the vote fails; p1 leaves: the round is void, so
    // neither p1 nor anyone else scores, the +1 included.
    let round = round_with_spy(RuleSet::TimeTravel, 6, Some(3));
    let p = round.seats.to_vec();
    let r = act(&round, p[1], Action::Accuse { suspect: p[3] }, T0 + 10).0;
    let r = act(&r, p[0], Action::Vote { yes: false }, T0 + 20).0;
    let r = left(&r, 1, T0 + 30);
    assert_eq!(points(&r), vec![0; 6]);
    assert_eq!(
        crate::engine::scoring::bonus_player(&r, &r.result.clone().unwrap().outcome),
        None
    );
    assert_eq!(
        refused(&r, p[2], Action::Accuse { suspect: p[3] }, T0 + 40),
        crate::engine::ActionError::RoundOver
    );
}

#[test]
fn a_player_not_dealt_in_leaving_changes_nothing() {
    let round = round_with_spy(RuleSet::Classic, 5, Some(3));
    let newcomer = PlayerId(uuid::Uuid::from_u128(999));
    assert!(round.leave(newcomer, Departure::Left, T0 + 1).is_none());
}

#[test]
fn the_host_abandoning_a_round_ends_it_without_points_and_keeps_its_record() {
    let round = round_with_spy(RuleSet::TimeTravel, 5, Some(2));
    let p = round.seats.to_vec();
    let round = act(&round, p[0], Action::Ask { target: p[1] }, T0 + 10).0;
    let (over, events) = round.abandon(Abandoner::Host, T0 + 20).unwrap();
    assert_eq!(over.phase, Phase::Over);
    let result = over.result.as_ref().unwrap();
    assert_eq!(
        (result.outcome.clone(), result.winner),
        (
            Outcome::Abandoned {
                by: Abandoner::Host
            },
            Winner::Nobody
        )
    );
    assert!(result.points.iter().all(|(_, n)| *n == 0));
    assert_eq!(over.questions.len(), 1, "the record is kept");
    assert!(events.contains(&crate::engine::Event::RoundAbandoned {
        by: Abandoner::Host
    }));
    assert!(
        over.abandon(Abandoner::Host, T0 + 30).is_none(),
        "a finished round cannot be abandoned"
    );
}
