//! Whole games over HTTP, for every rule set and variant: each round is scripted from
//! what the cards say, and the expected points come from RULES.md, written out here
//! independently of the server's scoring. After every round the test checks the winner,
//! the round's points, every player's running total, and the standings.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{
    Player, TestApp, assert_problem, assert_spy_view_keeps_secrets, player_id, public_part,
    spawn_app,
};

/// A table playing one game, and what the test expects the scores to be.
struct Table<'a> {
    app: &'a TestApp,
    code: String,
    p: Vec<Player>,
    ids: Vec<String>,
    totals: Vec<i64>,
    round_ms: i64,
    vote_timeout_ms: i64,
    /// The current round's locations and who holds the spy card, for the secrecy checks.
    secrets: Vec<Value>,
    spy: Option<usize>,
}

/// One dealt round as the test sees it: every player's card.
struct Deal {
    spy: Option<usize>,
    location: Value,
    dealer: usize,
    /// Another candidate than the round's location, for wrong guesses.
    wrong: Value,
    views: Vec<Value>,
}

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i}")).collect()
}

impl<'a> Table<'a> {
    async fn sit(app: &'a TestApp, n: usize, settings: Value) -> Table<'a> {
        let names = names(n);
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let (code, p) = app.table(&refs, settings.clone()).await;
        let mut ids = Vec::new();
        for player in &p {
            ids.push(player_id(&app.room(&code, player).await));
        }
        let view = app.start_game(&code, &p[0]).await;
        Table {
            app,
            code,
            p,
            ids,
            totals: vec![0; n],
            round_ms: view["settings"]["round_minutes"].as_i64().unwrap_or(6) * 60_000,
            vote_timeout_ms: view["settings"]["vote_timeout_seconds"].as_i64().unwrap() * 1000,
            secrets: Vec::new(),
            spy: None,
        }
    }

    fn n(&self) -> usize {
        self.p.len()
    }

    fn seat(&self, id: &Value) -> usize {
        self.ids
            .iter()
            .position(|x| x == id)
            .unwrap_or_else(|| panic!("{id} is not at the table"))
    }

    async fn view(&self, i: usize) -> Value {
        let view = self.app.room(&self.code, &self.p[i]).await;
        self.check_secrecy(i, &view);
        view
    }

    /// Every view the test fetches while a round runs: the spy's names no location
    /// outside the candidate list.
    fn check_secrecy(&self, viewer: usize, view: &Value) {
        if self.spy == Some(viewer) && view["round"]["phase"] != "over" {
            assert_spy_view_keeps_secrets(view, &self.secrets);
        }
    }

    /// The host deals; the test reads every card, and checks that every player's view is
    /// the same outside their own part.
    async fn deal(&mut self) -> Deal {
        self.spy = None;
        let res = self.app.deal(&self.code, &self.p[0]).await;
        assert_eq!(res.status(), StatusCode::CREATED);
        let mut views = Vec::new();
        for i in 0..self.n() {
            views.push(self.view(i).await);
        }
        let spy = views
            .iter()
            .position(|v| v["round"]["my_card"]["spy"] == true);
        let holder = views
            .iter()
            .find(|v| v["round"]["my_card"]["spy"] == false)
            .expect("someone holds the location");
        let location = holder["round"]["my_card"]["location"]["id"].clone();
        // A wrong guess names a location not played earlier in the game.
        let wrong = holder["candidate_locations"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["used"] == false)
            .map(|c| c["id"].clone())
            .find(|id| *id != location)
            .unwrap();
        let dealer = self.seat(&views[0]["round"]["dealer_id"]);
        self.secrets = Vec::new();
        for v in views
            .iter()
            .filter(|v| v["round"]["my_card"]["spy"] == false)
        {
            let location = &v["round"]["my_card"]["location"];
            if !self.secrets.contains(location) {
                self.secrets.push(location.clone());
            }
        }
        self.spy = spy;
        for (i, v) in views.iter().enumerate() {
            assert_eq!(public_part(v), public_part(&views[0]), "R-2.5");
            self.check_secrecy(i, v);
        }
        Deal {
            spy,
            location,
            dealer,
            wrong,
            views,
        }
    }

    async fn act(&self, i: usize, action: Value) -> Value {
        let view = self.app.act_ok(&self.code, &self.p[i], action).await;
        self.check_secrecy(i, &view);
        view
    }

    async fn ask(&self, i: usize, target: usize) -> Value {
        self.act(i, json!({"type": "ask", "target": self.ids[target]}))
            .await
    }

    async fn accuse(&self, i: usize, suspect: usize) -> Value {
        self.act(i, json!({"type": "accuse", "suspect": self.ids[suspect]}))
            .await
    }

    async fn vote(&self, i: usize, yes: bool) -> Value {
        self.act(i, json!({"type": "vote", "yes": yes})).await
    }

    async fn guess(&self, spy: usize, location: &Value) -> Value {
        self.act(spy, json!({"type": "guess", "location_id": location}))
            .await
    }

    /// An accusation on which every voter says yes.
    async fn unanimous(&self, accuser: usize, suspect: usize) -> Value {
        let mut last = self.accuse(accuser, suspect).await;
        for i in (0..self.n()).filter(|&i| i != accuser && i != suspect) {
            last = self.vote(i, true).await;
        }
        last
    }

    /// An accusation that the first voter other than the accuser turns down.
    async fn turned_down(&self, accuser: usize, suspect: usize) {
        self.accuse(accuser, suspect).await;
        let voter = (0..self.n())
            .find(|&i| i != accuser && i != suspect)
            .unwrap();
        let after = self.vote(voter, false).await;
        assert_eq!(
            after["round"]["phase"], "playing",
            "one no ends the vote (R-4.2)"
        );
    }

    /// Lets the round clock run out with nobody calling but the reader.
    async fn time_up(&self) -> Value {
        self.app.clock.advance(self.round_ms);
        self.view(0).await
    }

    /// Final voting: suspects in turn from the dealer clockwise; the first
    /// `convict` suspect gets a unanimous vote, everyone before gets one `no`.
    async fn final_voting(&self, d: &Deal, convict: Option<usize>) -> Value {
        let spy = d.spy.unwrap();
        let mut last = self.view(0).await;
        for k in 0..self.n() {
            assert_eq!(last["round"]["phase"], "final_voting");
            let suspect = (d.dealer + k) % self.n();
            assert_eq!(last["round"]["vote"]["suspect_id"], self.ids[suspect]);
            assert_eq!(last["round"]["vote"]["accuser_id"], Value::Null);
            let voters: Vec<usize> = (0..self.n()).filter(|&i| i != suspect).collect();
            if Some(suspect) == convict {
                for &i in &voters {
                    last = self.vote(i, true).await;
                }
                return last;
            }
            // Someone says no: the spy when they vote, else the first voter.
            let no = if suspect == spy { voters[0] } else { spy };
            last = self.vote(no, false).await;
        }
        last
    }

    /// Checks the finished round against the rules' answer and adds its points.
    async fn scored(&mut self, winner: &str, kind: &str, points: Vec<i64>) {
        let view = self.view(0).await;
        let round = &view["round"];
        assert_eq!(round["phase"], "over");
        let result = &round["result"];
        assert_eq!(result["winner"], winner, "result: {result}");
        assert_eq!(result["outcome"]["kind"], kind, "result: {result}");
        let mut got = vec![0; self.n()];
        for entry in result["points"].as_array().unwrap() {
            got[self.seat(&entry["player_id"])] = entry["points"].as_i64().unwrap();
        }
        assert_eq!(got, points, "the round's points, by seat");
        for (total, add) in self.totals.iter_mut().zip(&points) {
            *total += add;
        }
        let scores: Vec<i64> = view["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["score"].as_i64().unwrap())
            .collect();
        assert_eq!(scores, self.totals, "running totals, by seat (R-7.3)");
        self.check_standings(&view);
    }

    /// Standings: most points first, tied players share a rank.
    fn check_standings(&self, view: &Value) {
        let standings = view["game"]["standings"].as_array().unwrap();
        assert_eq!(standings.len(), self.n());
        let mut last = i64::MAX;
        for s in standings {
            let seat = self.seat(&s["player_id"]);
            let points = s["points"].as_i64().unwrap();
            assert_eq!(points, self.totals[seat]);
            assert!(points <= last, "ordered by points");
            last = points;
            let ahead = self.totals.iter().filter(|&&t| t > points).count() as i64;
            assert_eq!(s["rank"], ahead + 1, "rank of {points} points");
        }
    }

    /// The game is over: no more deals, and the winners are those with the most points.
    async fn over(&self) {
        let view = self.view(0).await;
        assert_eq!(view["game"]["over"], true);
        let res = self.app.deal(&self.code, &self.p[0]).await;
        assert_problem(res, StatusCode::CONFLICT, "game_over").await;
        let best = *self.totals.iter().max().unwrap();
        let leaders: Vec<&Value> = view["game"]["standings"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["rank"] == 1)
            .collect();
        let expected = self.totals.iter().filter(|&&t| t == best).count();
        assert_eq!(leaders.len(), expected, "ties for first are shared (R-1.3)");
    }
}

/// Points where only the given seats score.
fn only(n: usize, scores: &[(usize, i64)]) -> Vec<i64> {
    let mut out = vec![0; n];
    for &(seat, pts) in scores {
        out[seat] += pts;
    }
    out
}

/// Every non-spy gets `each`, and the listed seats get `extra` on top.
fn non_spies(n: usize, spy: usize, each: i64, extra: &[(usize, i64)]) -> Vec<i64> {
    let mut out: Vec<i64> = (0..n).map(|i| if i == spy { 0 } else { each }).collect();
    for &(seat, pts) in extra {
        out[seat] += pts;
    }
    out
}

fn other_than(n: usize, not: &[usize]) -> Vec<usize> {
    (0..n).filter(|i| !not.contains(i)).collect()
}

fn classic(rounds: u32) -> Value {
    json!({"rule_set": "classic", "rounds": rounds, "round_minutes": 6,
           "vote_timeout_seconds": 30, "pack_ids": ["spyfall1"]})
}

fn time_travel(rounds: u32) -> Value {
    json!({"rule_set": "time_travel", "rounds": rounds, "round_minutes": 6,
           "vote_timeout_seconds": 30, "pack_ids": ["time-travel"]})
}

/// the spy's right guess (4), an indictment of the spy (1 each, the accuser 2), a
/// failed vote and then time up (the spy 2).
#[tokio::test]
async fn classic_with_4_players() {
    let app = spawn_app().await;
    let mut t = Table::sit(&app, 4, classic(3)).await;
    let n = 4;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let target = other_than(n, &[d.dealer])[0];
    t.ask(d.dealer, target).await;
    t.guess(spy, &d.location).await;
    t.scored("spy", "spy_guessed", only(n, &[(spy, 4)])).await;

    let d = t.deal().await;
    assert_eq!(d.dealer, spy, "the previous spy deals (R-2.6)");
    let spy = d.spy.unwrap();
    let accuser = other_than(n, &[spy])[0];
    t.unanimous(accuser, spy).await;
    t.scored(
        "non_spies",
        "indicted",
        non_spies(n, spy, 1, &[(accuser, 1)]),
    )
    .await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let innocent = other_than(n, &[spy])[0];
    t.turned_down(spy, innocent).await;
    let over = t.time_up().await;
    assert_eq!(over["round"]["result"]["outcome"]["kind"], "time_up");
    t.scored("spy", "time_up", only(n, &[(spy, 2)])).await;
    t.over().await;
}

/// a wrong guess (1 each, no bonus), the spy indicting a non-spy (4), time up (2).
#[tokio::test]
async fn classic_with_7_players() {
    let app = spawn_app().await;
    let mut t = Table::sit(&app, 7, classic(3)).await;
    let n = 7;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    t.guess(spy, &d.wrong).await;
    t.scored("non_spies", "spy_guessed", non_spies(n, spy, 1, &[]))
        .await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let innocent = other_than(n, &[spy])[2];
    t.unanimous(spy, innocent).await;
    t.scored("spy", "indicted", only(n, &[(spy, 4)])).await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    t.time_up().await;
    t.scored("spy", "time_up", only(n, &[(spy, 2)])).await;
    t.over().await;
}

/// with a full table: a non-spy indicted on a non-spy's accusation (the spy 4); then
/// a failed vote on the spy and a second, successful one: the bonus goes to whoever put the
/// spy up for the vote that succeeded.
#[tokio::test]
async fn classic_with_12_players() {
    let app = spawn_app().await;
    let mut t = Table::sit(&app, 12, classic(2)).await;
    let n = 12;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let others = other_than(n, &[spy]);
    t.unanimous(others[0], others[1]).await;
    t.scored("spy", "indicted", only(n, &[(spy, 4)])).await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let others = other_than(n, &[spy]);
    t.turned_down(others[3], spy).await;
    t.unanimous(others[5], spy).await;
    t.scored(
        "non_spies",
        "indicted",
        non_spies(n, spy, 1, &[(others[5], 1)]),
    )
    .await;
    t.over().await;
}

/// the spy's right guess (2 + 2); a failed accusation of the spy, time up,
/// and the spy convicted in final voting (1 each, +1 to the first accuser of the spy);
/// final voting with no unanimous vote (the spy 2).
#[tokio::test]
async fn time_travel_with_4_players() {
    let app = spawn_app().await;
    let mut t = Table::sit(&app, 4, time_travel(3)).await;
    let n = 4;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    t.guess(spy, &d.location).await;
    t.scored("spy", "spy_guessed", only(n, &[(spy, 4)])).await;

    let d = t.deal().await;
    assert_eq!(d.dealer, spy, "the previous spy deals (R-2.6)");
    let spy = d.spy.unwrap();
    let first = other_than(n, &[spy])[1];
    t.turned_down(first, spy).await;
    let voting = t.time_up().await;
    assert_eq!(voting["round"]["phase"], "final_voting");
    t.final_voting(&d, Some(spy)).await;
    t.scored(
        "non_spies",
        "convicted",
        non_spies(n, spy, 1, &[(first, 1)]),
    )
    .await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    t.time_up().await;
    t.final_voting(&d, None).await;
    t.scored("spy", "no_conviction", only(n, &[(spy, 2)])).await;
    t.over().await;
}

/// with 8: the first accuser of the spy gets the +1 even though another's vote
/// convicted; a non-spy indicted (2 + 2); a wrong guess (1 each, no +1); a non-spy
/// convicted in final voting (2 + 2).
#[tokio::test]
async fn time_travel_with_8_players() {
    let app = spawn_app().await;
    let mut t = Table::sit(&app, 8, time_travel(4)).await;
    let n = 8;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let others = other_than(n, &[spy]);
    t.turned_down(others[0], spy).await;
    t.unanimous(others[4], spy).await;
    t.scored(
        "non_spies",
        "indicted",
        non_spies(n, spy, 1, &[(others[0], 1)]),
    )
    .await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let others = other_than(n, &[spy]);
    t.unanimous(others[2], others[6]).await;
    t.scored("spy", "indicted", only(n, &[(spy, 4)])).await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    let others = other_than(n, &[spy]);
    t.turned_down(others[1], spy).await;
    t.guess(spy, &d.wrong).await;
    t.scored("non_spies", "spy_guessed", non_spies(n, spy, 1, &[]))
        .await;

    let d = t.deal().await;
    let spy = d.spy.unwrap();
    t.time_up().await;
    let first_non_spy = (0..n)
        .map(|k| (d.dealer + k) % n)
        .find(|&s| s != spy)
        .unwrap();
    t.final_voting(&d, Some(first_non_spy)).await;
    t.scored("spy", "convicted", only(n, &[(spy, 4)])).await;
    t.over().await;
}

/// What a scripted 2- or 3-player round does.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Small {
    AccuseSpy,
    AccuseNonSpy,
    SpyGuessesRight,
    SpyGuessesWrong,
    RevealAgreed,
    RevealRefusedThenTimeUp,
    TimeUp,
}

/// Plays 2- or 3-player rounds (games of 30 rounds, a new game when one ends) until every
/// script has been played with the spy card in a hand and in the middle. The deal is the
/// server's CSPRNG, so the test keeps dealing until both cases have come up.
async fn small_table(players: usize, in_hand: &[Small], in_middle: &[Small]) {
    let app = spawn_app().await;
    let settings = json!({"rule_set": "time_travel", "rounds": 30, "round_minutes": 6,
                          "vote_timeout_seconds": 30, "pack_ids": ["spyfall1", "spyfall2"]});
    let mut t = Table::sit(&app, players, settings).await;
    let (mut hand_done, mut middle_done) = (0, 0);
    let mut dealt = 0;
    while hand_done < in_hand.len() || middle_done < in_middle.len() {
        dealt += 1;
        assert!(dealt < 400, "both cases come up long before this");
        if t.view(0).await["game"]["over"] == true {
            t.over().await;
            t.app.start_game(&t.code, &t.p[0]).await;
            t.totals = vec![0; players];
        }
        let d = t.deal().await;
        assert!(
            d.views
                .iter()
                .filter(|v| v["round"]["my_card"]["spy"] == true)
                .count()
                <= 1
        );
        match d.spy {
            Some(spy) => {
                let script = in_hand[hand_done % in_hand.len()];
                hand_done += 1;
                play_small_with_spy(&mut t, &d, spy, script).await;
            }
            None => {
                let script = in_middle[middle_done % in_middle.len()];
                middle_done += 1;
                play_small_without_spy(&mut t, script).await;
            }
        }
    }
}

async fn play_small_with_spy(t: &mut Table<'_>, d: &Deal, spy: usize, script: Small) {
    let n = t.n();
    let others = other_than(n, &[spy]);
    // Retaliation is allowed at small tables.
    let asker = d.dealer;
    let target = (asker + 1) % n;
    t.ask(asker, target).await;
    t.ask(target, asker).await;
    match script {
        Small::AccuseSpy => {
            t.accuse(others[0], spy).await;
            t.scored(
                "non_spies",
                "accused_revealed",
                non_spies(n, spy, 1, &[(others[0], 1)]),
            )
            .await;
        }
        Small::AccuseNonSpy => {
            // Only at three: accuser and accused get nothing, the spy 2.
            t.accuse(others[0], others[1]).await;
            t.scored("spy", "accused_revealed", only(n, &[(spy, 2)]))
                .await;
        }
        Small::SpyGuessesRight => {
            t.guess(spy, &d.location).await;
            t.scored("spy", "spy_guessed", only(n, &[(spy, 4)])).await;
        }
        Small::SpyGuessesWrong => {
            t.guess(spy, &d.wrong).await;
            t.scored("non_spies", "spy_guessed", non_spies(n, spy, 1, &[]))
                .await;
        }
        Small::RevealAgreed => {
            // The middle card is a location card: the spy wins 2.
            t.act(spy, json!({"type": "propose_reveal_middle"})).await;
            for &o in &others {
                t.act(o, json!({"type": "answer_reveal_middle", "agree": true}))
                    .await;
            }
            t.scored("spy", "middle_revealed", only(n, &[(spy, 2)]))
                .await;
        }
        Small::RevealRefusedThenTimeUp | Small::TimeUp => {
            if script == Small::RevealRefusedThenTimeUp {
                refused_reveal(t, others[0]).await;
            }
            t.time_up().await;
            t.scored("spy", "time_up", only(n, &[(spy, 2)])).await;
        }
    }
}

/// The spy card lies in the middle: everyone at the table holds the location.
async fn play_small_without_spy(t: &mut Table<'_>, script: Small) {
    let n = t.n();
    match script {
        Small::AccuseNonSpy => {
            // both lose: nobody scores.
            t.accuse(0, 1).await;
            t.scored("nobody", "accused_revealed", vec![0; n]).await;
        }
        Small::RevealAgreed => {
            t.act(1, json!({"type": "propose_reveal_middle"})).await;
            for o in other_than(n, &[1]) {
                t.act(o, json!({"type": "answer_reveal_middle", "agree": true}))
                    .await;
            }
            t.scored("everyone", "middle_revealed", vec![1; n]).await;
        }
        Small::RevealRefusedThenTimeUp | Small::TimeUp => {
            if script == Small::RevealRefusedThenTimeUp {
                refused_reveal(t, 0).await;
            }
            // time up with the spy card in the middle ends without points.
            t.time_up().await;
            t.scored("nobody", "time_up", vec![0; n]).await;
        }
        other => panic!("{other:?} needs a spy at the table"),
    }
}

/// A proposal to reveal the middle card that the next player turns down: play goes on.
async fn refused_reveal(t: &Table<'_>, by: usize) {
    let proposed = t.act(by, json!({"type": "propose_reveal_middle"})).await;
    // the view carries the proposal's deadline, the vote timeout after it was made.
    let time = |v: &Value| chrono::DateTime::parse_from_rfc3339(v.as_str().unwrap()).unwrap();
    let deadline = time(&proposed["round"]["reveal_proposal"]["deadline"]);
    let waits = deadline - time(&proposed["now"]);
    assert_eq!(waits.num_milliseconds(), t.vote_timeout_ms);
    let after = t
        .act(
            (by + 1) % t.n(),
            json!({"type": "answer_reveal_middle", "agree": false}),
        )
        .await;
    assert_eq!(after["round"]["phase"], "playing");
    assert_eq!(after["round"]["reveal_proposal"], Value::Null);
}

/// two players, the spy card in a hand or in the middle.
#[tokio::test]
async fn time_travel_with_2_players_spy_in_hand_and_in_middle() {
    small_table(
        2,
        &[
            Small::AccuseSpy,
            Small::SpyGuessesRight,
            Small::RevealAgreed,
            Small::RevealRefusedThenTimeUp,
        ],
        &[
            Small::AccuseNonSpy,
            Small::RevealAgreed,
            Small::RevealRefusedThenTimeUp,
        ],
    )
    .await;
}

/// three players, the spy card in a hand or in the middle.
#[tokio::test]
async fn time_travel_with_3_players_spy_in_hand_and_in_middle() {
    small_table(
        3,
        &[
            Small::AccuseSpy,
            Small::AccuseNonSpy,
            Small::RevealAgreed,
            Small::SpyGuessesWrong,
            Small::TimeUp,
        ],
        &[
            Small::AccuseNonSpy,
            Small::RevealAgreed,
            Small::RevealRefusedThenTimeUp,
        ],
    )
    .await;
}

/// A team round as dealt: the captains (as dealt: the first holds the bigger team's
/// location), their locations, and who holds which card.
struct TeamDeal {
    captains: [usize; 2],
    locations: [Value; 2],
    spy: usize,
    /// Agents holding each captain's location.
    agents: [Vec<usize>; 2],
    wrong: Value,
}

async fn team_deal(t: &mut Table<'_>) -> TeamDeal {
    let d = t.deal().await;
    let team = &d.views[0]["round"]["team"];
    let captains = [t.seat(&team["captains"][0]), t.seat(&team["captains"][1])];
    let loc = |seat: usize| d.views[seat]["round"]["my_card"]["location"]["id"].clone();
    let locations = [loc(captains[0]), loc(captains[1])];
    let mut agents = [Vec::new(), Vec::new()];
    for seat in other_than(t.n(), &[captains[0], captains[1]]) {
        let v = &d.views[seat];
        assert_eq!(v["me"]["team_role"], "agent");
        if Some(seat) == d.spy {
            continue;
        }
        let side = locations.iter().position(|l| *l == loc(seat)).unwrap();
        agents[side].push(seat);
    }
    // the first captain's location gets the extra agent card.
    let agent_cards = t.n() - 3;
    assert_eq!(agents[0].len(), agent_cards.div_ceil(2));
    assert_eq!(agents[1].len(), agent_cards / 2);
    let wrong = d.views[0]["candidate_locations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["used"] == false)
        .map(|c| c["id"].clone())
        .find(|id| !locations.contains(id))
        .unwrap();
    TeamDeal {
        captains,
        locations,
        spy: d.spy.unwrap(),
        agents,
        wrong,
    }
}

impl Table<'_> {
    /// The acting captains each ask every unpicked agent one question.
    async fn team_questions(&self, order: [usize; 2]) -> Value {
        let mut last = Value::Null;
        for captain in order {
            let view = self.view(captain).await;
            let round = &view["round"];
            if round["team"]["refused"]
                .as_array()
                .unwrap()
                .contains(&json!(self.ids[captain]))
            {
                continue;
            }
            assert_eq!(round["phase"], "team_questions");
            assert_eq!(round["turn_player_id"], self.ids[captain]);
            for agent in round["team"]["unpicked_agents"].as_array().unwrap() {
                last = self
                    .act(captain, json!({"type": "ask", "target": agent}))
                    .await;
            }
        }
        assert_eq!(last["round"]["phase"], "team_picking");
        last
    }

    async fn pick(&self, captain: usize, agent: usize) -> Value {
        self.act(captain, json!({"type": "pick", "agent": self.ids[agent]}))
            .await
    }

    async fn refuse(&self, captain: usize) -> Value {
        self.act(captain, json!({"type": "refuse_pick"})).await
    }

    async fn team_guess(&self, spy: usize, first: &Value, second: &Value) -> Value {
        self.act(
            spy,
            json!({"type": "guess_team_locations", "locations": [first, second]}),
        )
        .await
    }
}

/// Plays a team-mode game of `n` players: the captains rotate until everyone has been
/// captain once, and each round follows one of four scripts.
async fn team_game(n: usize) {
    let app = spawn_app().await;
    let settings = json!({"rule_set": "time_travel", "mode": "team", "round_minutes": 8,
                          "vote_timeout_seconds": 30, "pack_ids": ["time-travel"]});
    let mut t = Table::sit(&app, n, settings).await;
    let rounds = n.div_ceil(2);
    let mut captained = vec![0; n];
    for r in 0..rounds {
        let d = team_deal(&mut t).await;
        for c in d.captains {
            captained[c] += 1;
        }
        let [c1, c2] = d.captains;
        let [own1, own2] = [&d.locations[0], &d.locations[1]];
        let mut points = vec![0; n];
        match r % 4 {
            // c1 picks an agent of theirs (+1 each), c2 an agent of c1's (-1); in the
            // second cycle c1 refuses and c2 picks the spy, who names c2's location right
            // and c1's wrong: spy 1 + 1, c2 nothing at all.
            0 => {
                t.act(
                    c1,
                    json!({"type": "choose_first_captain", "captain": t.ids[c1]}),
                )
                .await;
                t.team_questions([c1, c2]).await;
                t.pick(c1, d.agents[0][0]).await;
                t.pick(c2, d.agents[0][1]).await;
                t.team_questions([c1, c2]).await;
                t.refuse(c1).await;
                let guessing = t.pick(c2, d.spy).await;
                assert_eq!(guessing["round"]["phase"], "team_spy_guess");
                t.team_guess(d.spy, own2, &d.wrong).await;
                points[c1] = 1;
                points[d.agents[0][0]] = 1;
                points[d.spy] = 2;
            }
            // c2 acts first; both refuse; the unpicked spy names both right: 0 + 2.
            1 => {
                t.act(
                    c1,
                    json!({"type": "choose_first_captain", "captain": t.ids[c2]}),
                )
                .await;
                t.team_questions([c2, c1]).await;
                t.refuse(c2).await;
                let guessing = t.refuse(c1).await;
                assert_eq!(guessing["round"]["turn_player_id"], t.ids[d.spy]);
                t.team_guess(d.spy, own2, own1).await;
                points[d.spy] = 2;
            }
            // c1 picks an agent of c2's (-1), c2 one of theirs (+1 each); time runs out in
            // the second cycle and the spy lets the guess time out: nothing.
            2 => {
                t.act(
                    c2,
                    json!({"type": "choose_first_captain", "captain": t.ids[c1]}),
                )
                .await;
                t.team_questions([c1, c2]).await;
                t.pick(c1, d.agents[1][0]).await;
                t.pick(c2, d.agents[1][1]).await;
                let guessing = t.time_up().await;
                assert_eq!(guessing["round"]["phase"], "team_spy_guess");
                t.app.clock.advance(t.vote_timeout_ms);
                points[c1] = -1;
                points[c2] = 1;
                points[d.agents[1][1]] = 1;
            }
            // c1 picks the spy at once; the spy names c1's location wrong, c2's right.
            _ => {
                t.act(
                    c2,
                    json!({"type": "choose_first_captain", "captain": t.ids[c1]}),
                )
                .await;
                t.team_questions([c1, c2]).await;
                t.pick(c1, d.spy).await;
                t.team_guess(d.spy, &d.wrong, own2).await;
                points[d.spy] = 2;
            }
        }
        t.scored("teams", "team", points).await;
    }
    assert!(captained.iter().all(|&c| c >= 1), "everyone captained");
    assert_eq!(
        captained.iter().sum::<usize>(),
        rounds * 2,
        "two captains a round"
    );
    t.over().await;
}

#[tokio::test]
async fn team_mode_with_7_players() {
    team_game(7).await;
}

#[tokio::test]
async fn team_mode_with_10_players() {
    team_game(10).await;
}
