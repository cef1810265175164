//! A round's state, the actions players take on it, and what time alone does to it.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::departures::{Abandoner, Departure};
use super::error::ActionError;
use super::pause::Pause;
use super::round_clock::RoundClock;
use super::scoring::{self, Outcome, RoundResult};
use super::team::TeamRound;
use super::types::{Candidate, Card, LocationId, Millis, PlayerId, RoundRules, RuleSet, Variant};
use super::{accusations, final_voting, guesses, questions, team, variants};

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The clock runs; players ask questions.
    Playing,
    /// An accusation vote is open; the clock is stopped.
    Voting,
    /// Time is up in `time_travel`: players are put to a vote one at a time.
    FinalVoting,
    /// Team mode: captains question the agents.
    TeamQuestions,
    /// Team mode: captains pick agents or refuse.
    TeamPicking,
    /// Team mode: the spy names the two locations.
    TeamSpyGuess,
    Over,
}

/// One move by a player in the current round (`POST /rooms/{code}/actions`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    #[schema(title = "AskAction")]
    Ask {
        /// The player asked: one of the `ask` move's `targets`.
        target: PlayerId,
    },
    #[schema(title = "AccuseAction")]
    Accuse {
        /// The player to put up for a vote (with 2 or 3 players, to accuse outright).
        suspect: PlayerId,
    },
    #[schema(title = "VoteAction")]
    Vote {
        /// `true` for yes, `false` for no, on the open ballot.
        yes: bool,
    },
    #[schema(title = "GuessAction")]
    Guess {
        /// The id of the candidate location named as the round's location.
        location_id: LocationId,
    },
    #[schema(title = "ProposeRevealMiddleAction")]
    ProposeRevealMiddle,
    #[schema(title = "AnswerRevealMiddleAction")]
    AnswerRevealMiddle {
        /// `true` to agree to reveal the middle card, `false` to refuse.
        agree: bool,
    },
    #[schema(title = "ChooseFirstCaptainAction")]
    ChooseFirstCaptain {
        /// The captain who will act first: either captain, the sender included.
        captain: PlayerId,
    },
    #[schema(title = "PickAction")]
    Pick {
        /// The unpicked agent the acting captain takes into their team.
        agent: PlayerId,
    },
    #[schema(title = "RefusePickAction")]
    RefusePick,
    /// The spy's two guesses in team mode: the location of the captain who picked them
    /// (or of the captain who acts first, when nobody did) first, the other second.
    #[schema(title = "GuessTeamLocationsAction")]
    GuessTeamLocations {
        /// Two candidate location ids, in the order described above.
        locations: [LocationId; 2],
    },
}

/// Something that happened in a round, as the whole table may know it: an entry of the
/// round's public log. An event carries no secret until the round ends: a guess reveals
/// its spy and ends the round at once.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    #[schema(title = "QuestionAskedEvent")]
    QuestionAsked {
        /// The player who asked.
        #[serde(rename = "asker_id")]
        asker: PlayerId,
        /// The player asked, who answers and then has the turn (in team mode the captain
        /// keeps it).
        #[serde(rename = "target_id")]
        target: PlayerId,
    },
    #[schema(title = "AccusationOpenedEvent")]
    AccusationOpened {
        /// The player who made the accusation; their yes is implied.
        #[serde(rename = "accuser_id")]
        accuser: PlayerId,
        /// The player put up for the vote.
        #[serde(rename = "suspect_id")]
        suspect: PlayerId,
    },
    /// A ballot, public as a show of hands.
    #[schema(title = "VoteCastEvent")]
    VoteCast {
        /// The player who voted.
        #[serde(rename = "player_id")]
        voter: PlayerId,
        /// Their vote: `true` for yes, `false` for no.
        #[serde(default)]
        yes: bool,
    },
    /// A vote failed: one no, or (`missing` not empty) its timeout passed with those
    /// ballots missing, which count as no.
    #[schema(title = "VoteFailedEvent")]
    VoteFailed {
        /// The player the failed vote was on.
        #[serde(rename = "suspect_id")]
        suspect: PlayerId,
        /// Who had not voted when the timeout passed; empty when someone said no.
        #[serde(default, rename = "missing_ids")]
        missing: Vec<PlayerId>,
    },
    #[schema(title = "FinalVoteOpenedEvent")]
    FinalVoteOpened {
        /// The player now put to the vote in final voting.
        #[serde(rename = "suspect_id")]
        suspect: PlayerId,
    },
    #[schema(title = "TimeUpEvent")]
    TimeUp,
    #[schema(title = "RevealProposedEvent")]
    RevealProposed {
        /// The player who proposed revealing the middle card.
        #[serde(rename = "player_id")]
        by: PlayerId,
    },
    #[schema(title = "RevealAgreedEvent")]
    RevealAgreed {
        /// The player who agreed to reveal the middle card.
        #[serde(rename = "player_id")]
        by: PlayerId,
    },
    #[schema(title = "RevealRefusedEvent")]
    RevealRefused {
        /// The player who refused to reveal the middle card.
        #[serde(rename = "player_id")]
        by: PlayerId,
    },
    /// Nobody refused, but not everyone agreed before the vote timeout; `player_id`
    /// is who proposed.
    #[schema(title = "RevealExpiredEvent")]
    RevealExpired {
        /// The player who made the proposal that lapsed.
        #[serde(rename = "player_id")]
        by: PlayerId,
    },
    /// A spy named a location; the round ends at once.
    #[schema(title = "SpyGuessedEvent")]
    SpyGuessed {
        /// The spy who named a location.
        #[serde(rename = "player_id")]
        by: PlayerId,
        /// The id of the location named.
        location_id: LocationId,
        /// Whether it was the round's location.
        correct: bool,
    },
    /// Team mode: the spy named two locations (or let the time pass: none).
    #[schema(title = "TeamLocationsGuessedEvent")]
    TeamLocationsGuessed {
        /// The spy who named the locations; `null` when the spy let the time pass.
        #[serde(rename = "player_id")]
        by: Option<PlayerId>,
        /// The ids of the two locations named, first guess first; empty when the spy named none.
        location_ids: Vec<LocationId>,
    },
    #[schema(title = "FirstCaptainChosenEvent")]
    FirstCaptainChosen {
        /// The captain who acts first.
        #[serde(rename = "captain_id")]
        captain: PlayerId,
    },
    #[schema(title = "AgentPickedEvent")]
    AgentPicked {
        /// The captain who picked.
        #[serde(rename = "captain_id")]
        captain: PlayerId,
        /// The agent picked for that captain's team.
        #[serde(rename = "agent_id")]
        agent: PlayerId,
    },
    #[schema(title = "PickRefusedEvent")]
    PickRefused {
        /// The captain who refused to pick and is done for the round.
        #[serde(rename = "captain_id")]
        captain: PlayerId,
    },
    /// A player dealt into the round left or was removed: the round is void.
    #[schema(title = "PlayerLeftEvent")]
    PlayerLeft {
        /// The dealt player who left or was removed.
        #[serde(rename = "player_id")]
        player: PlayerId,
        /// `left` or `removed` (by the host); `left` in rounds stored before it was kept.
        #[serde(default)]
        departure: Departure,
    },
    /// The host (or a league night's organizer) called the round off; it ends without
    /// points.
    #[schema(title = "RoundAbandonedEvent")]
    RoundAbandoned {
        /// Who called the round off: `host` or `organizer`.
        #[serde(default)]
        by: Abandoner,
    },
    /// The host paused the round: every clock stands still until it resumes.
    #[schema(title = "RoundPausedEvent")]
    RoundPaused {
        /// The host who paused.
        #[serde(rename = "player_id")]
        by: PlayerId,
        /// What the host said, if anything.
        #[serde(default)]
        reason: Option<String>,
    },
    /// The host resumed the round: the clocks run again from where they stood.
    #[schema(title = "RoundResumedEvent")]
    RoundResumed {
        /// The host who resumed.
        #[serde(rename = "player_id")]
        by: PlayerId,
    },
    #[schema(title = "RoundEndedEvent")]
    RoundEnded,
}

/// An event of the round's public log and when it happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Logged {
    pub at: Millis,
    pub event: Event,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Question {
    pub asker: PlayerId,
    pub target: PlayerId,
    pub at: Millis,
}

/// A vote on one suspect: a mid-round accusation or a step of final voting.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Ballot {
    pub suspect: PlayerId,
    /// `None` in final voting, where nobody accused.
    pub accuser: Option<PlayerId>,
    /// Votes in the order cast; the accuser's implied yes is the first.
    pub votes: Vec<(PlayerId, bool)>,
    pub opened_at: Millis,
    pub deadline: Millis,
    pub closed_at: Option<Millis>,
    pub unanimous: Option<bool>,
}

/// A proposal to reveal the middle card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RevealProposal {
    pub by: PlayerId,
    pub agreed: Vec<PlayerId>,
    pub at: Millis,
    /// When a missing answer counts as a refusal; `None` in rounds stored before
    /// proposals timed out: see [`RevealProposal::lapses_at`].
    #[serde(default)]
    pub deadline: Option<Millis>,
}

impl RevealProposal {
    /// When the proposal lapses: its deadline, or for one stored before deadlines
    /// were kept, the vote timeout after it was made.
    pub fn lapses_at(&self, vote_timeout_ms: Millis) -> Millis {
        self.deadline.unwrap_or(self.at + vote_timeout_ms)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    /// Drawn at the deal, to tell this round from any other of the room (numbers start
    /// again with every game): see [`Round::situation`]. 0 in rounds stored before it.
    #[serde(default)]
    pub deal_id: u32,
    pub rules: RoundRules,
    pub variant: Variant,
    /// The players dealt in, in seat order. What the deal fixes is shared (`Arc`): a round
    /// is cloned for every check of a move, and these never change.
    pub seats: Arc<Vec<PlayerId>>,
    /// Each seat's card, parallel to `seats`.
    pub hands: Arc<Vec<Card>>,
    /// The face-down card of the 2- and 3-player variants.
    pub middle: Option<Card>,
    /// The round's location; team mode has two, the first captain's first.
    pub locations: Arc<Vec<LocationId>>,
    /// The candidate locations, which the spy may name.
    pub candidates: Arc<Vec<Candidate>>,
    /// Candidates played in earlier rounds of the game: public, and never this round's
    /// location.
    #[serde(default)]
    pub used: Arc<Vec<LocationId>>,
    pub dealer: PlayerId,
    pub started_at: Millis,
    pub clock: RoundClock,
    pub phase: Phase,
    /// Who asks next; `None` outside questioning.
    pub turn: Option<PlayerId>,
    /// Who asked the player whose turn it is.
    pub last_asker: Option<PlayerId>,
    /// Shared like the deal's parts: trying a move clones the round, and only a question
    /// asked copies them.
    pub questions: Arc<Vec<Question>>,
    /// Mid-round accusations, open or closed, in order.
    pub accusations: Vec<Ballot>,
    /// Final voting's ballots in order, and the seats still to be voted on.
    pub final_ballots: Vec<Ballot>,
    pub final_queue: Vec<PlayerId>,
    pub reveal: Option<RevealProposal>,
    pub reveals_refused: Vec<RevealProposal>,
    pub team: Option<TeamRound>,
    pub result: Option<RoundResult>,
    /// Players who left the table during the round.
    #[serde(default)]
    pub absent: Vec<PlayerId>,
    /// Everything public that happened, in order, with when (questions, accusations,
    /// ballots, reveal proposals and answers, guesses, picks, departures, the end).
    #[serde(default)]
    pub log: Arc<Vec<Logged>>,
    /// The pause in force, if the host paused the round (see `pause`).
    #[serde(default)]
    pub paused: Option<Pause>,
}

impl Round {
    /// What a move chosen on a view of the round means by: the round (its number and its
    /// deal's id, since numbers start again with every game), its phase, the
    /// ballots and reveal proposals it has seen (so the open one, if any) and in team mode
    /// its cycle and picks. While it stays the same, a move the round still allows means
    /// what it meant when chosen, whatever else changed (ballots cast, questions asked,
    /// the clock). Opaque to clients, who only compare it.
    pub fn situation(&self) -> String {
        let proposals = self.reveals_refused.len() + usize::from(self.reveal.is_some());
        let phase = format!("{:?}", self.phase).to_lowercase();
        let team = (self.team.as_ref()).map_or((0, 0), |t| (t.cycle, t.picks.len()));
        format!(
            "s{}.{}-{phase}-{}-{}-{proposals}-{}-{}",
            self.number,
            self.deal_id,
            self.accusations.len(),
            self.final_ballots.len(),
            team.0,
            team.1
        )
    }

    pub fn seat_of(&self, player: PlayerId) -> Option<usize> {
        self.seats.iter().position(|&p| p == player)
    }

    pub fn card_of(&self, player: PlayerId) -> Option<&Card> {
        self.seat_of(player).map(|i| &self.hands[i])
    }

    /// The players holding a spy card, in seat order: one, none when it lies in the
    /// middle, two in a room playing with two spies.
    pub fn spies(&self) -> Vec<PlayerId> {
        self.seats
            .iter()
            .zip(self.hands.iter())
            .filter(|(_, c)| c.is_spy())
            .map(|(&p, _)| p)
            .collect()
    }

    /// Whether `player` holds a spy card.
    pub fn is_spy(&self, player: PlayerId) -> bool {
        self.card_of(player).is_some_and(Card::is_spy)
    }

    /// Whether a spy card was dealt to a player (not only to the middle).
    pub fn spy_at_table(&self) -> bool {
        self.hands.iter().any(Card::is_spy)
    }

    /// Whether `id` was played in an earlier round of this game.
    pub fn is_used(&self, id: &LocationId) -> bool {
        self.used.contains(id)
    }

    pub fn is_candidate(&self, id: &LocationId) -> bool {
        self.candidates.iter().any(|c| &c.id == id)
    }

    pub fn location_name(&self, id: &LocationId) -> Option<&str> {
        self.candidates
            .iter()
            .find(|c| &c.id == id)
            .map(|c| c.name.as_str())
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }

    /// Refuses, saying why, unless the round is in open play: clock running, no vote open.
    pub(crate) fn require_open_play(&self) -> Result<(), ActionError> {
        match self.phase {
            Phase::Playing => Ok(()),
            Phase::Voting => Err(ActionError::VoteInProgress),
            Phase::FinalVoting => Err(ActionError::FinalVotingInProgress),
            _ => Err(ActionError::WrongPhase),
        }
    }

    /// The ballot open now, if any: an accusation vote or a final vote.
    pub fn open_ballot(&self) -> Option<&Ballot> {
        let ballot = match self.phase {
            Phase::Voting => self.accusations.last(),
            Phase::FinalVoting => self.final_ballots.last(),
            _ => None,
        };
        ballot.filter(|b| b.closed_at.is_none())
    }

    pub(crate) fn open_ballot_mut(&mut self) -> Option<&mut Ballot> {
        let ballot = match self.phase {
            Phase::Voting => self.accusations.last_mut(),
            Phase::FinalVoting => self.final_ballots.last_mut(),
            _ => None,
        };
        ballot.filter(|b| b.closed_at.is_none())
    }

    /// The next moment at which time alone changes the round, if any.
    pub fn next_deadline(&self) -> Option<Millis> {
        match self.phase {
            Phase::Over => None,
            _ if self.is_paused() => None,
            Phase::Voting | Phase::FinalVoting => self.open_ballot().map(|b| b.deadline),
            Phase::TeamSpyGuess => self.team.as_ref().and_then(|t| t.guess_deadline),
            _ => [self.clock.deadline(), self.reveal_deadline()]
                .into_iter()
                .flatten()
                .min(),
        }
    }

    /// When an open proposal to reveal the middle card runs out.
    fn reveal_deadline(&self) -> Option<Millis> {
        (self.reveal.as_ref()).map(|r| r.lapses_at(self.rules.vote_timeout_ms))
    }

    /// Applies `action` by `actor` at `now`, after whatever time alone has caused by then.
    /// On error nothing changes: `self` is left as it was.
    pub fn apply(
        &self,
        actor: PlayerId,
        action: &Action,
        now: Millis,
    ) -> Result<(Round, Vec<Event>), ActionError> {
        self.change_at(now, |round, now, events| {
            round.act(actor, action, now, events)
        })
    }

    /// Runs `change` on a copy of the round at `now` (never before its last event), after
    /// whatever time alone caused by then, and logs what it did.
    pub(crate) fn change_at(
        &self,
        now: Millis,
        change: impl FnOnce(&mut Round, Millis, &mut Vec<Event>) -> Result<(), ActionError>,
    ) -> Result<(Round, Vec<Event>), ActionError> {
        let now = self.not_before_last_event(now);
        let mut next = self.clone();
        let mut events = next.advance(now);
        if next.is_over() {
            return Err(ActionError::RoundOver);
        }
        let earlier = events.len();
        change(&mut next, now, &mut events)?;
        next.record(now, &events[earlier..]);
        Ok((next, events))
    }

    /// Whether `actor` may take `action` on the round as it stands, by the same checks
    /// `apply` makes (time is not advanced: the view lists moves for the state it shows).
    pub fn allows(&self, actor: PlayerId, action: &Action) -> bool {
        let mut next = self.clone();
        let mut events = Vec::new();
        next.act(actor, action, self.started_at, &mut events)
            .is_ok()
    }

    /// `player` left the table at `now`, or was removed (see `departures`); `None` when
    /// that changes nothing for this round.
    pub fn leave(
        &self,
        player: PlayerId,
        departure: Departure,
        now: Millis,
    ) -> Option<(Round, Vec<Event>)> {
        let now = self.not_before_last_event(now);
        let mut next = self.clone();
        let mut events = next.advance(now);
        let earlier = events.len();
        // A departure always records an event, as does anything time did first.
        super::departures::leave(&mut next, player, departure, now, &mut events);
        next.record(now, &events[earlier..]);
        (!events.is_empty()).then_some((next, events))
    }

    /// `by` abandons the round at `now`: it ends without points, its record kept; `None`
    /// when it is over already.
    pub fn abandon(&self, by: Abandoner, now: Millis) -> Option<(Round, Vec<Event>)> {
        if self.is_over() {
            return None;
        }
        let now = self.not_before_last_event(now);
        let mut next = self.clone();
        let mut events = vec![Event::RoundAbandoned { by }];
        next.finish(Outcome::Abandoned { by }, now, &mut events);
        next.record(now, &events);
        Some((next, events))
    }

    /// Whether `player` was dealt in and is still at the table.
    pub fn present(&self, player: PlayerId) -> bool {
        self.seat_of(player).is_some() && !self.absent.contains(&player)
    }

    /// What time alone causes up to `now` (time up, vote timeouts, final voting steps);
    /// `None` when nothing was due. Applying it twice changes nothing more.
    pub fn tick(&self, now: Millis) -> Option<(Round, Vec<Event>)> {
        let mut next = self.clone();
        let events = next.advance(now);
        (!events.is_empty()).then_some((next, events))
    }

    /// `now`, or the time of the round's last event if that is later: a change applied
    /// after another happened after it, whatever instant its request read from
    /// the clock before it waited for the room, so the log stays in time order.
    fn not_before_last_event(&self, now: Millis) -> Millis {
        self.log.last().map_or(now, |last| now.max(last.at))
    }

    /// Runs every due transition in time order, each at the moment it was due.
    fn advance(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        while let Some(due) = self.next_deadline().filter(|&d| d <= now) {
            let earlier = events.len();
            match self.phase {
                Phase::Voting => accusations::time_out(self, due, &mut events),
                Phase::FinalVoting => final_voting::time_out(self, due, &mut events),
                Phase::TeamSpyGuess => team::guess_timed_out(self, due, &mut events),
                _ if self.reveal_deadline() == Some(due) => {
                    variants::reveal_expired(self, due, &mut events)
                }
                _ => self.time_up(due, &mut events),
            }
            self.record(due, &events[earlier..]);
        }
        events
    }

    /// Appends `events`, which happened at `at`, to the public log.
    fn record(&mut self, at: Millis, events: &[Event]) {
        Arc::make_mut(&mut self.log).extend(events.iter().map(|event| Logged {
            at,
            event: event.clone(),
        }));
    }

    fn time_up(&mut self, at: Millis, events: &mut Vec<Event>) {
        self.clock.stop(at);
        self.reveal = None;
        events.push(Event::TimeUp);
        match (self.variant, self.rules.rule_set) {
            (Variant::Team, _) => team::time_up(self, at),
            (Variant::TwoPlayer | Variant::ThreePlayer, _) => {
                self.finish(Outcome::TimeUp, at, events)
            }
            (Variant::Standard, RuleSet::Classic) => self.finish(Outcome::TimeUp, at, events),
            (Variant::Standard, RuleSet::TimeTravel) => final_voting::begin(self, at, events),
        }
    }

    fn act(
        &mut self,
        actor: PlayerId,
        action: &Action,
        now: Millis,
        events: &mut Vec<Event>,
    ) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::RoundOver);
        }
        if !self.present(actor) {
            return Err(ActionError::NotInRound);
        }
        if self.is_paused() {
            return Err(ActionError::RoundPaused);
        }
        let team_mode = self.variant == Variant::Team;
        let small = matches!(self.variant, Variant::TwoPlayer | Variant::ThreePlayer);
        match action {
            Action::Ask { target } if team_mode => team::ask(self, actor, *target, now, events),
            Action::Ask { target } => questions::ask(self, actor, *target, now, events),
            Action::Accuse { suspect } if small => {
                variants::accuse(self, actor, *suspect, now, events)
            }
            Action::Accuse { suspect } if !team_mode => {
                accusations::accuse(self, actor, *suspect, now, events)
            }
            Action::Vote { yes } if self.phase == Phase::FinalVoting || (!team_mode && !small) => {
                accusations::vote(self, actor, *yes, now, events)
            }
            Action::Guess { location_id } if !team_mode => {
                guesses::guess(self, actor, location_id, now, events)
            }
            Action::ProposeRevealMiddle if small => {
                variants::propose_reveal(self, actor, now, events)
            }
            Action::AnswerRevealMiddle { agree } if small => {
                variants::answer_reveal(self, actor, *agree, now, events)
            }
            Action::ChooseFirstCaptain { captain } if team_mode => {
                team::choose_first_captain(self, actor, *captain, events)
            }
            Action::Pick { agent } if team_mode => {
                team::pick(self, actor, Some(*agent), now, events)
            }
            Action::RefusePick if team_mode => team::pick(self, actor, None, now, events),
            Action::GuessTeamLocations { locations } if team_mode => {
                team::guess_locations(self, actor, locations, now, events)
            }
            _ => Err(ActionError::NotInThisVariant),
        }
    }

    /// Ends the round with `outcome`: scores it and keeps the record.
    pub(crate) fn finish(&mut self, outcome: Outcome, at: Millis, events: &mut Vec<Event>) {
        self.clock.stop(at);
        self.turn = None;
        self.reveal = None;
        self.paused = None;
        let result = scoring::score(self, outcome, at);
        self.result = Some(result);
        self.phase = Phase::Over;
        events.push(Event::RoundEnded);
    }
}
