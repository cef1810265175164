//! The rows a round's new questions and votes add beside its stored state, as the
//! columns the inserts send (one array per column): shared by the transaction that saves a
//! round and the one statement that writes a move (`db::moves`).

use chrono::{DateTime, Utc};
use uuid::Uuid;

use crate::engine::Round;
use crate::engine::datetime as time;

/// The round's questions from the `from`-th on.
#[derive(Debug, Default)]
pub struct QuestionRows {
    pub seq: Vec<i32>,
    pub askers: Vec<Uuid>,
    pub targets: Vec<Uuid>,
    pub at: Vec<DateTime<Utc>>,
}

impl QuestionRows {
    pub fn added(round: &Round, from: usize) -> Self {
        let added = round.questions.get(from..).unwrap_or_default();
        QuestionRows {
            seq: (from..from + added.len()).map(|i| i as i32).collect(),
            askers: added.iter().map(|q| q.asker.0).collect(),
            targets: added.iter().map(|q| q.target.0).collect(),
            at: added.iter().map(|q| time(q.at)).collect(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.seq.is_empty()
    }
}

/// The votes cast since `stored`, in accusations and final voting alike.
#[derive(Debug, Default)]
pub struct VoteRows {
    pub finals: Vec<bool>,
    pub seqs: Vec<i32>,
    pub suspects: Vec<Uuid>,
    pub accusers: Vec<Option<Uuid>>,
    pub voters: Vec<Uuid>,
    pub yes: Vec<bool>,
}

impl VoteRows {
    pub fn added(round: &Round, stored: Option<&Round>) -> Self {
        let mut rows = VoteRows::default();
        let earlier = |final_voting: bool, i: usize| {
            let ballots = stored.map(|r| match final_voting {
                true => &r.final_ballots,
                false => &r.accusations,
            });
            ballots.and_then(|b| b.get(i)).map_or(0, |b| b.votes.len())
        };
        let accusations = round.accusations.iter().enumerate();
        let finals = round.final_ballots.iter().enumerate();
        let ballots =
            (accusations.map(|(i, b)| (false, i, b))).chain(finals.map(|(i, b)| (true, i, b)));
        for (final_voting, i, ballot) in ballots {
            for &(voter, vote) in ballot.votes.iter().skip(earlier(final_voting, i)) {
                rows.finals.push(final_voting);
                rows.seqs.push(i as i32);
                rows.suspects.push(ballot.suspect.0);
                rows.accusers.push(ballot.accuser.map(|a| a.0));
                rows.voters.push(voter.0);
                rows.yes.push(vote);
            }
        }
        rows
    }

    pub fn is_empty(&self) -> bool {
        self.voters.is_empty()
    }
}
