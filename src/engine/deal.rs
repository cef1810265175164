//! The deal: a location drawn from the candidates not yet used in the game, the spy
//! card and the first roles of that location shuffled and given out, and the dealer.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{CryptoRng, Rng, RngExt};

use super::round::{Phase, Round};
use super::round_clock::RoundClock;
use super::team::TeamRound;
use super::types::{
    Candidate, Card, Location, LocationId, MAX_PLAYERS, MIN_PLAYERS_TWO_SPIES, Millis, Mode,
    PlayerId, RoundRules, RuleSet, Variant, player_bounds, variant_for,
};
use crate::problem_code::ProblemCode;

/// The role shown to a team captain with their location.
pub const CAPTAIN_ROLE: &str = "Captain";

/// Who dealt and who held a spy card in the previous round of the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreviousRound {
    pub dealer: PlayerId,
    /// Empty when the spy card lay in the middle (2- and 3-player variants); two with two
    /// spies.
    pub spies: Vec<PlayerId>,
}

impl PreviousRound {
    pub fn of(round: &Round) -> Self {
        PreviousRound {
            dealer: round.dealer,
            spies: round.spies(),
        }
    }
}

/// Everything a deal depends on, as plain data.
#[derive(Debug, Clone)]
pub struct DealRequest<'a> {
    pub number: u32,
    pub rules: RoundRules,
    /// The players dealt in, in seat order.
    pub seats: &'a [PlayerId],
    /// The host, who deals the first round of a `classic` game.
    pub host: PlayerId,
    pub candidates: &'a [Location],
    /// Locations already played in this game.
    pub used: &'a [LocationId],
    pub previous: Option<PreviousRound>,
    /// Team mode: this round's captains, from [`super::team::next_captains`].
    pub captains: Option<[PlayerId; 2]>,
    pub now: Millis,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, strum::EnumIter)]
pub enum DealError {
    /// `bounds` says how many players the rule set and mode take.
    #[error("{bounds}")]
    TooFewPlayers { bounds: &'static str },
    #[error("{bounds}")]
    TooManyPlayers { bounds: &'static str },
    #[error("team mode is played with the time_travel rule set only")]
    TeamNeedsTimeTravel,
    #[error("two spies are played in standard play only")]
    TwoSpiesNeedStandardPlay,
    #[error("every candidate location has been played in this game")]
    NoLocationsLeft,
    #[error("team mode needs two different captains seated at the table")]
    BadCaptains,
}

impl DealError {
    pub fn code(&self) -> ProblemCode {
        match self {
            DealError::TooFewPlayers { .. } => ProblemCode::TooFewPlayers,
            DealError::TooManyPlayers { .. } => ProblemCode::TooManyPlayers,
            DealError::TeamNeedsTimeTravel => ProblemCode::TeamModeNeedsTimeTravel,
            DealError::TwoSpiesNeedStandardPlay => ProblemCode::TwoSpiesNeedStandardPlay,
            DealError::NoLocationsLeft => ProblemCode::NoLocationsLeft,
            DealError::BadCaptains => ProblemCode::BadCaptains,
        }
    }
}

/// Deals a new round. The random source must be cryptographically secure: the
/// bound makes a weak generator a compile error; tests hand in a seeded `StdRng`.
pub fn deal<R: CryptoRng + ?Sized>(req: &DealRequest<'_>, rng: &mut R) -> Result<Round, DealError> {
    let n = req.seats.len();
    let variant = dealt_variant(&req.rules, n)?;
    let fresh: Vec<&Location> = req
        .candidates
        .iter()
        .filter(|l| !req.used.contains(&l.id))
        .collect();
    let location_count = if variant == Variant::Team { 2 } else { 1 };
    if fresh.len() < location_count {
        return Err(DealError::NoLocationsLeft);
    }
    let drawn: Vec<&Location> = fresh.sample(rng, location_count).copied().collect();

    let (hands, middle, dealer, team) = if variant == Variant::Team {
        let captains = req.captains.ok_or(DealError::BadCaptains)?;
        if captains[0] == captains[1] || captains.iter().any(|c| !req.seats.contains(c)) {
            return Err(DealError::BadCaptains);
        }
        let hands = deal_team(req.seats, captains, &drawn, rng);
        (hands, None, captains[0], Some(TeamRound::new(captains)))
    } else {
        // the spy card and the first roles; deal one extra card to
        // the middle.
        let dealt = match variant {
            Variant::TwoPlayer | Variant::ThreePlayer => n + 1,
            _ => n,
        };
        // with two spies, two spy cards and the first n-2 roles.
        let spies = usize::from(req.rules.spies.max(1));
        let mut cards = vec![Card::Spy; spies];
        cards.extend(role_cards(drawn[0], dealt - spies));
        cards.shuffle(rng);
        let middle = (cards.len() > n).then(|| cards.remove(n));
        let dealer = choose_dealer(req, rng);
        (cards, middle, dealer, None)
    };

    let in_team = variant == Variant::Team;
    // Drawn last: what the earlier draws gave does not depend on it.
    let deal_id = rng.random::<u32>();
    Ok(Round {
        number: req.number,
        deal_id,
        rules: req.rules,
        variant,
        seats: req.seats.to_vec().into(),
        hands: hands.into(),
        middle,
        locations: drawn
            .iter()
            .map(|l| l.id.clone())
            .collect::<Vec<_>>()
            .into(),
        candidates: req
            .candidates
            .iter()
            .map(|l| Candidate {
                id: l.id.clone(),
                name: l.name.clone(),
            })
            .collect::<Vec<_>>()
            .into(),
        used: req
            .candidates
            .iter()
            .filter(|l| req.used.contains(&l.id))
            .map(|l| l.id.clone())
            .collect::<Vec<_>>()
            .into(),
        dealer,
        started_at: req.now,
        clock: RoundClock::started(req.rules.duration_ms, req.now),
        phase: if in_team {
            Phase::TeamQuestions
        } else {
            Phase::Playing
        },
        // the dealer asks the first question; in team mode the captains decide.
        turn: (!in_team).then_some(dealer),
        last_asker: None,
        questions: Default::default(),
        accusations: Vec::new(),
        final_ballots: Vec::new(),
        final_queue: Vec::new(),
        reveal: None,
        reveals_refused: Vec::new(),
        paused: None,
        team,
        result: None,
        absent: Vec::new(),
        log: Default::default(),
    })
}

/// How a round of `n` players is played under `rules`, or why it cannot be dealt (R-1.2,
///
fn dealt_variant(rules: &RoundRules, n: usize) -> Result<Variant, DealError> {
    let (rule_set, mode) = (rules.rule_set, rules.mode);
    if (rule_set, mode) == (RuleSet::Classic, Mode::Team) {
        return Err(DealError::TeamNeedsTimeTravel);
    }
    if rules.spies > 1 {
        if mode != Mode::Standard {
            return Err(DealError::TwoSpiesNeedStandardPlay);
        }
        if !(MIN_PLAYERS_TWO_SPIES..=MAX_PLAYERS).contains(&n) {
            let bounds = "two spies need 7 to 12 players";
            return Err(if n < MIN_PLAYERS_TWO_SPIES {
                DealError::TooFewPlayers { bounds }
            } else {
                DealError::TooManyPlayers { bounds }
            });
        }
    }
    let bounds = player_bounds(rule_set, mode);
    variant_for(rule_set, mode, n).ok_or(if n < MAX_PLAYERS {
        DealError::TooFewPlayers { bounds }
    } else {
        DealError::TooManyPlayers { bounds }
    })
}

/// The first `count` roles of a location as cards, repeating from the top when the deck is
/// shorter (R-2.3, Decision); a location made without roles deals itself alone, with an
/// empty role (docs/rules-decisions.md).
fn role_cards(location: &Location, count: usize) -> impl Iterator<Item = Card> + '_ {
    let none = [String::new()];
    let roles = if location.roles.is_empty() {
        none.to_vec()
    } else {
        location.roles.clone()
    };
    (roles.into_iter().cycle().take(count)).map(|role| Card::Location {
        location: location.id.clone(),
        role,
    })
}

/// captains hold their own location; agents get the spy card and the rest
/// split between the two locations, the first captain's getting the extra card.
fn deal_team<R: Rng + ?Sized>(
    seats: &[PlayerId],
    captains: [PlayerId; 2],
    drawn: &[&Location],
    rng: &mut R,
) -> Vec<Card> {
    let agents = seats.len() - 2;
    let location_cards = agents - 1;
    let first = location_cards.div_ceil(2);
    let mut cards = vec![Card::Spy];
    cards.extend(role_cards(drawn[0], first));
    cards.extend(role_cards(drawn[1], location_cards - first));
    cards.shuffle(rng);
    let mut cards = cards.into_iter();
    seats
        .iter()
        .map(|&p| match captains.iter().position(|&c| c == p) {
            Some(i) => Card::Location {
                location: drawn[i].id.clone(),
                role: CAPTAIN_ROLE.to_string(),
            },
            None => cards.next().unwrap_or(Card::Spy),
        })
        .collect()
}

/// round 1: the host (`classic`) or a random player (`time_travel`); later: the
/// previous spy (of two, the first clockwise after the previous dealer, R-12.6), or, with
/// no spy at the table, the next player clockwise after the previous dealer (Decision: also
/// when the previous spies have left; the first seat when the previous dealer has left
/// too).
pub fn choose_dealer<R: Rng + ?Sized>(req: &DealRequest<'_>, rng: &mut R) -> PlayerId {
    known_dealer(req).unwrap_or_else(|| req.seats[rng.random_range(0..req.seats.len())])
}

/// The dealer of the round `req` would deal, when it is known before the deal: always but
/// for round 1 of a standard `time_travel` game, whose dealer is drawn. In team
/// mode it is the round's first captain.
pub fn known_dealer(req: &DealRequest<'_>) -> Option<PlayerId> {
    if req.rules.mode == Mode::Team {
        return req.captains.map(|[first, _]| first);
    }
    let seats = req.seats;
    // With nobody seated there is nobody else to deal; the host stands in.
    let first = seats.first().copied().unwrap_or(req.host);
    let Some(prev) = &req.previous else {
        return match req.rules.rule_set {
            RuleSet::Classic if seats.contains(&req.host) => Some(req.host),
            RuleSet::Classic => Some(first),
            RuleSet::TimeTravel if seats.is_empty() => Some(first),
            RuleSet::TimeTravel => None,
        };
    };
    let n = seats.len();
    let after_dealer = match seats.iter().position(|&p| p == prev.dealer) {
        Some(i) => i + 1,
        None => 0,
    };
    let clockwise = (0..n).map(|step| seats[(after_dealer + step) % n]);
    let mut spies = clockwise.filter(|p| prev.spies.contains(p));
    Some(match (spies.next(), seats.contains(&prev.dealer)) {
        (Some(spy), _) => spy,
        (None, true) => seats[after_dealer % n],
        (None, false) => first,
    })
}
