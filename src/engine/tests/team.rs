use super::kit::*;
use crate::engine::ActionError;
use crate::engine::round::{Action, Phase, Round};
use crate::engine::scoring::{Outcome, Winner};
use crate::engine::team::{captain_schedule, next_captains};
use crate::engine::types::{Card, PlayerId};

/// Agents holding captain `i`'s location, and the spy.
fn agents(round: &Round) -> (Vec<PlayerId>, Vec<PlayerId>, PlayerId) {
    let of = |i: usize| -> Vec<PlayerId> {
        round
            .seats
            .iter()
            .copied()
            .skip(2)
            .filter(|p| round.card_of(*p).and_then(Card::location) == Some(&round.locations[i]))
            .collect()
    };
    (of(0), of(1), round.spies()[0])
}

/// The acting captain asks every unpicked agent.
fn ask_all(mut round: Round, captain: PlayerId) -> Round {
    for agent in crate::engine::team::unpicked_agents(&round) {
        round = act(&round, captain, Action::Ask { target: agent }, T0 + 1).0;
    }
    round
}

#[test]
fn r_10_3_a_cycle_of_questions_then_picks() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (mine, theirs, spy) = agents(&round);
    assert_eq!(
        refused(&round, p[1], Action::Ask { target: p[2] }, T0),
        ActionError::FirstCaptainNotChosen
    );
    assert_eq!(
        refused(
            &round,
            p[2],
            Action::ChooseFirstCaptain { captain: p[2] },
            T0
        ),
        ActionError::NotACaptain
    );
    // The captains decide that the second captain acts first.
    let (round, _) = act(
        &round,
        p[0],
        Action::ChooseFirstCaptain { captain: p[1] },
        T0,
    );
    assert_eq!(round.turn, Some(p[1]));
    assert_eq!(
        refused(
            &round,
            p[0],
            Action::ChooseFirstCaptain { captain: p[0] },
            T0
        ),
        ActionError::FirstCaptainAlreadyChosen
    );
    assert_eq!(
        refused(&round, p[0], Action::Ask { target: p[2] }, T0),
        ActionError::NotYourTurn
    );
    let (half, _) = act(&round, p[1], Action::Ask { target: p[2] }, T0);
    assert_eq!(
        refused(&half, p[1], Action::Ask { target: p[2] }, T0),
        ActionError::AlreadyAskedThisCycle
    );
    assert_eq!(
        refused(&half, p[1], Action::Ask { target: p[0] }, T0),
        ActionError::NotAnUnpickedAgent
    );
    let round = ask_all(round, p[1]);
    assert_eq!(
        (round.phase, round.turn),
        (Phase::TeamQuestions, Some(p[0])),
        "then the other captain asks"
    );
    let round = ask_all(round, p[0]);
    assert_eq!(
        (round.phase, round.turn),
        (Phase::TeamPicking, Some(p[1])),
        "then picks, first captain first"
    );
    let (round, _) = act(&round, p[1], Action::Pick { agent: theirs[0] }, T0 + 2);
    assert_eq!(
        refused(&round, p[1], Action::Pick { agent: mine[0] }, T0 + 2),
        ActionError::NotYourTurn
    );
    assert_eq!(
        refused(&round, p[0], Action::Pick { agent: theirs[0] }, T0 + 2),
        ActionError::NotAnUnpickedAgent
    );
    let (round, _) = act(&round, p[0], Action::Pick { agent: mine[0] }, T0 + 2);
    // A new cycle over the agents still unpicked.
    assert_eq!(
        (round.phase, round.team.as_ref().unwrap().cycle),
        (Phase::TeamQuestions, 2)
    );
    assert_eq!(crate::engine::team::unpicked_agents(&round).len(), 4);
    assert!(crate::engine::team::unpicked_agents(&round).contains(&spy));
}

#[test]
fn r_10_3_a_captain_who_refuses_is_done_for_the_round() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (mine, _, _) = agents(&round);
    let round = act(
        &round,
        p[1],
        Action::ChooseFirstCaptain { captain: p[0] },
        T0,
    )
    .0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    let round = act(&round, p[0], Action::RefusePick, T0).0;
    let round = act(&round, p[1], Action::Pick { agent: mine[0] }, T0).0;
    // Only the second captain goes on: they ask, and they pick.
    assert_eq!(round.turn, Some(p[1]));
    assert_eq!(
        refused(&round, p[0], Action::Ask { target: mine[1] }, T0),
        ActionError::NotYourTurn
    );
    let round = ask_all(round, p[1]);
    assert_eq!((round.phase, round.turn), (Phase::TeamPicking, Some(p[1])));
    // The second captain refuses too: nobody picks, the spy names both locations.
    let round = act(&round, p[1], Action::RefusePick, T0).0;
    assert_eq!(round.phase, Phase::TeamSpyGuess);
    assert_eq!(
        round.turn,
        round.spies().first().copied(),
        "the spy reveals to guess"
    );
}

#[test]
fn r_10_4_a_captain_who_picks_the_spy_ends_the_round() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (_, _, spy) = agents(&round);
    let round = act(
        &round,
        p[0],
        Action::ChooseFirstCaptain { captain: p[0] },
        T0,
    )
    .0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    let round = act(&round, p[0], Action::Pick { agent: spy }, T0 + 5).0;
    assert_eq!(round.phase, Phase::TeamSpyGuess);
    assert!(!round.clock.running());
    assert_eq!(
        round.team.as_ref().unwrap().guess_for,
        Some([p[0], p[1]]),
        "the picking captain's location first"
    );
    // Right about the picking captain's location, wrong about the other.
    let guesses = [round.locations[0].clone(), round.locations[0].clone()];
    let agent = p[2..].iter().copied().find(|&x| x != spy).unwrap();
    let attempt = Action::GuessTeamLocations {
        locations: guesses.clone(),
    };
    assert_eq!(
        refused(&round, agent, attempt, T0 + 6),
        ActionError::NotTheSpy
    );
    let over = act(
        &round,
        spy,
        Action::GuessTeamLocations { locations: guesses },
        T0 + 6,
    )
    .0;
    let result = over.result.as_ref().unwrap();
    assert_eq!(result.winner, Winner::Teams);
    assert!(
        matches!(result.outcome, Outcome::Team { spy_picked_by: Some(c), correct: [true, false], .. } if c == p[0])
    );
    let spy_points = result.points.iter().find(|(x, _)| *x == spy).unwrap().1;
    assert_eq!(spy_points, 2, "1 for being picked + 1 right guess");
    assert_eq!(result.points[0].1, 0, "a captain who picked the spy gets 0");
}

#[test]
fn r_10_5_without_the_spy_picked_the_spy_guesses_both_when_time_is_up() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (_, _, spy) = agents(&round);
    let round = act(
        &round,
        p[0],
        Action::ChooseFirstCaptain { captain: p[1] },
        T0,
    )
    .0;
    let (round, _) = round.tick(T0 + 8 * MINUTE).unwrap();
    assert_eq!(round.phase, Phase::TeamSpyGuess);
    assert_eq!(
        round.team.as_ref().unwrap().guess_for,
        Some([p[1], p[0]]),
        "the first acting captain's location first"
    );
    let guesses = [round.locations[1].clone(), round.locations[0].clone()];
    let over = act(
        &round,
        spy,
        Action::GuessTeamLocations { locations: guesses },
        T0 + 8 * MINUTE + 1,
    )
    .0;
    let result = over.result.as_ref().unwrap();
    assert!(matches!(
        result.outcome,
        Outcome::Team {
            spy_picked_by: None,
            correct: [true, true],
            ..
        }
    ));
    assert_eq!(
        result.points.iter().find(|(x, _)| *x == spy).unwrap().1,
        2,
        "0 unpicked + 2 right guesses"
    );
    // A spy who does not answer in time guesses nothing.
    let (silent, _) = round.tick(T0 + 8 * MINUTE + 60_000).unwrap();
    assert!(matches!(
        silent.result.as_ref().unwrap().outcome,
        Outcome::Team {
            guesses: None,
            correct: [false, false],
            ..
        }
    ));
}

#[test]
fn r_10_6_team_scoring() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (mine, theirs, spy) = agents(&round);
    let round = act(
        &round,
        p[0],
        Action::ChooseFirstCaptain { captain: p[0] },
        T0,
    )
    .0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    // Captain 0 picks one of their own; captain 1 picks one of captain 0's agents.
    let round = act(&round, p[0], Action::Pick { agent: mine[0] }, T0).0;
    let round = act(&round, p[1], Action::Pick { agent: mine[1] }, T0).0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    // Captain 0 picks one of captain 1's agents; captain 1 picks their own.
    let round = act(&round, p[0], Action::Pick { agent: theirs[0] }, T0).0;
    let round = act(&round, p[1], Action::Pick { agent: theirs[1] }, T0).0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    let round = act(&round, p[0], Action::RefusePick, T0).0;
    let round = act(&round, p[1], Action::RefusePick, T0).0;
    let wrong = round
        .candidates
        .iter()
        .find(|c| !round.locations.contains(&c.id))
        .unwrap()
        .id
        .clone();
    let over = act(
        &round,
        spy,
        Action::GuessTeamLocations {
            locations: [wrong.clone(), wrong],
        },
        T0,
    )
    .0;
    let score = |x: PlayerId| {
        over.result
            .as_ref()
            .unwrap()
            .points
            .iter()
            .find(|(q, _)| *q == x)
            .unwrap()
            .1
    };
    assert_eq!(score(p[0]), 0, "+1 for their own agent, -1 for the other's");
    assert_eq!(score(p[1]), 0, "-1 then +1");
    assert_eq!(score(mine[0]), 1, "picked by their own location's captain");
    assert_eq!(score(mine[1]), 0, "picked by the other captain");
    assert_eq!(score(theirs[0]), 0);
    assert_eq!(score(theirs[1]), 1);
    assert_eq!(score(spy), 0, "not picked, no right guess");
}

#[test]
fn r_10_7_r_1_3_captains_rotate_until_everyone_has_captained() {
    let seats = players(7);
    let once = captain_schedule(&seats, &[], 1);
    assert_eq!(once.len(), 4);
    assert_eq!(once[0], [seats[0], seats[1]]);
    assert_eq!(
        once[3],
        [seats[6], seats[0]],
        "the odd player out pairs with the first seat"
    );
    let twice = captain_schedule(&seats, &[], 2);
    assert_eq!(twice.len(), 7);
    for p in &seats {
        let turns = twice.iter().filter(|pair| pair.contains(p)).count();
        assert_eq!(turns, 2, "every player captains twice");
    }
    assert!(twice.iter().all(|[a, b]| a != b));
    let even = captain_schedule(&players(8), &[], 1);
    assert_eq!(even.len(), 4);
}

#[test]
fn r_10_7_captains_are_chosen_at_each_deal_among_the_players_seated_then() {
    let p = players(9);
    let mut captained = vec![[p[0], p[1]]];
    // p2 left before the second deal: the next two who have not captained are p3 and p4.
    let seated: Vec<_> = p.iter().copied().filter(|&x| x != p[2]).collect();
    assert_eq!(next_captains(&seated, &captained, 1), Some([p[3], p[4]]));
    captained.push([p[3], p[4]]);
    // A newcomer (p9) takes their turn in the pass.
    let mut seated = seated;
    let newcomer = players(10)[9];
    seated.push(newcomer);
    assert_eq!(next_captains(&seated, &captained, 1), Some([p[5], p[6]]));
    captained.push([p[5], p[6]]);
    assert_eq!(next_captains(&seated, &captained, 1), Some([p[7], p[8]]));
    captained.push([p[7], p[8]]);
    assert_eq!(
        next_captains(&seated, &captained, 1),
        Some([newcomer, p[0]]),
        "one left in the pass pairs with the first seat"
    );
    captained.push([newcomer, p[0]]);
    assert_eq!(next_captains(&seated, &captained, 1), None, "all captained");
    assert_eq!(
        captain_schedule(&seated, &captained, 2).len(),
        4,
        "a second pass over the eight still seated (p0 already captained twice)"
    );
}

#[test]
fn r_10_7_a_departure_never_leaves_a_team_game_unable_to_deal() {
    let p = players(8);
    let mut captained: Vec<[PlayerId; 2]> = Vec::new();
    let mut seated = p.clone();
    // Every round one player who has not captained yet leaves before the deal; the game
    // still deals until everyone still seated has captained, and then ends.
    let mut rounds = 0;
    while let Some(pair) = next_captains(&seated, &captained, 1) {
        assert!(
            pair.iter().all(|c| seated.contains(c)),
            "captains are seated"
        );
        assert_ne!(pair[0], pair[1]);
        captained.push(pair);
        rounds += 1;
        if let Some(i) = seated
            .iter()
            .position(|x| !captained.iter().flatten().any(|c| c == x))
        {
            seated.remove(i);
        }
    }
    assert!(rounds >= 2);
    assert!(
        seated
            .iter()
            .all(|x| captained.iter().flatten().any(|c| c == x))
    );
}

#[test]
fn r_10_3_when_the_second_captain_refuses_the_first_goes_on_alone() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (mine, _, _) = agents(&round);
    let round = act(
        &round,
        p[0],
        Action::ChooseFirstCaptain { captain: p[0] },
        T0,
    )
    .0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    let round = act(&round, p[0], Action::Pick { agent: mine[0] }, T0).0;
    let round = act(&round, p[1], Action::RefusePick, T0).0;
    assert_eq!(
        (round.phase, round.turn),
        (Phase::TeamQuestions, Some(p[0]))
    );
    let round = ask_all(round, p[0]);
    assert_eq!(
        (round.phase, round.turn),
        (Phase::TeamPicking, Some(p[0])),
        "the captain who refused asks no more"
    );
}

#[test]
fn r_1_5_pause_stops_the_team_spys_time_to_guess() {
    let round = team_round(11);
    let p = round.seats.to_vec();
    let (_, _, spy) = agents(&round);
    let choose = Action::ChooseFirstCaptain { captain: p[0] };
    let round = act(&round, p[0], choose, T0).0;
    let round = ask_all(ask_all(round, p[0]), p[1]);
    let round = act(&round, p[0], Action::Pick { agent: spy }, T0 + 5).0;
    let deadline = round.team.as_ref().unwrap().guess_deadline.unwrap();
    let (paused, _) = round.pause(p[0], None, deadline - 20_000).unwrap();
    assert!(
        paused.tick(deadline + MINUTE).is_none(),
        "no guess times out while paused"
    );
    let (resumed, _) = paused.resume(p[0], deadline + 10 * MINUTE).unwrap();
    assert_eq!(
        resumed.next_deadline(),
        Some(deadline + 10 * MINUTE + 20_000)
    );
    assert_eq!(resumed.phase, Phase::TeamSpyGuess);
}
