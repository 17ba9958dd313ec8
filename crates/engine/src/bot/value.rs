//! Hard: how likely a position is to be won, for scoring the look-ahead's imagined games in
//! games won by the last player standing. A logistic model over a few public figures of the
//! position (shares of armies, territories and reinforcements, cards, who is exposed to an
//! elimination), fitted on simulated games by `examples/fit_value.rs` and kept as data in
//! `value.json` (docs/bots.md).

use std::sync::OnceLock;

use serde::Deserialize;

use super::super::state::{ForceId, GameState};

/// How many figures [`features`] reads from a position.
pub const FEATURES: usize = 13;

/// Names of the figures, in order (printed by the fitting tool).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "constant",
    "army share",
    "reinforcement share",
    "territory share",
    "own cards / 5",
    "duel (two players left)",
    "duel x army share",
    "outgunned (log strongest opponent's strength / own armies)",
    "exposed (own cards / 5 when holding 6 territories or fewer)",
    "prize (most cards / 5 of an opponent holding 6 or fewer)",
    "stage (next set's value / 20)",
    "opponents' imbalance",
    "cards' worth (own cards x next set's value / 3 / all armies)",
];

/// The fitted model, kept as data: the weights with the figures of their fit, written by
/// `scripts/fit-value.sh` (`examples/fit_value.rs --write`; docs/bots.md).
const MODEL: &str = include_str!("value.json");

/// A fitted model as `value.json` holds it (the fit's other figures are for people).
#[derive(Deserialize)]
struct FittedModel {
    /// The figures' names, in [`FEATURE_NAMES`]' order.
    features: Vec<String>,
    /// One weight a figure.
    weights: Vec<f64>,
    /// The presets where Expert's search, scored by this model, was measured to pay.
    #[serde(default)]
    expert_searches: Vec<String>,
}

/// The kept model as the bots use it.
struct Kept {
    /// One weight a figure.
    weights: [f64; FEATURES],
    /// The presets where Expert searches.
    expert_searches: Vec<String>,
}

/// A model written as `value.json` is, its weights checked against [`FEATURE_NAMES`].
fn read(text: &str) -> Result<Kept, String> {
    let model: FittedModel = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if model.features != FEATURE_NAMES {
        return Err(format!("the figures are not {FEATURE_NAMES:?}"));
    }
    let weights = model
        .weights
        .try_into()
        .map_err(|w: Vec<f64>| format!("{} weights for {FEATURES} figures", w.len()))?;
    Ok(Kept {
        weights,
        expert_searches: model.expert_searches,
    })
}

/// The weights of a model written as `value.json` is, checked against [`FEATURE_NAMES`].
pub fn read_weights(text: &str) -> Result<[f64; FEATURES], String> {
    read(text).map(|kept| kept.weights)
}

/// `value.json`, read once (a test reads the file; were it unreadable, every position would
/// score even and Expert would search nowhere).
fn kept() -> &'static Kept {
    static KEPT: OnceLock<Kept> = OnceLock::new();
    KEPT.get_or_init(|| {
        read(MODEL).unwrap_or(Kept {
            weights: [0.0; FEATURES],
            expert_searches: Vec::new(),
        })
    })
}

/// The presets where Expert's search was measured at least as strong as Hard's choice
/// (`value.json`'s `expert_searches`, with the measure; docs/bots.md "Expert").
pub fn expert_searches(preset: &str) -> bool {
    kept().expert_searches.iter().any(|id| id == preset)
}

/// Territories at or below which a player holding cards is worth hunting down.
const EXPOSED_AT: f64 = 6.0;

/// A player's public figures.
#[derive(Clone, Copy)]
struct Figures {
    /// Armies on the board.
    armies: f64,
    /// Territories held.
    territories: f64,
    /// The next reinforcement from territories and continents.
    reinforcements: f64,
    /// Cards held (a public count).
    cards: f64,
    /// Armies, the next reinforcement, and the next set when the hand holds 3 cards or more.
    strength: f64,
}

impl Figures {
    /// The figures of `force`, the next set being worth `set_value`.
    fn of(state: &GameState, force: ForceId, set_value: f64) -> Figures {
        let armies: u32 = state.territories.iter().map(|h| h.share(force)).sum();
        let (from_territories, from_continents) = state.reinforcements(force);
        let cards = state.force(force).hand.len() as f64;
        let reinforcements = f64::from(from_territories + from_continents);
        let trade = if cards >= 3.0 { set_value } else { 0.0 };
        Figures {
            armies: f64::from(armies),
            territories: state.territory_count(force) as f64,
            reinforcements,
            cards,
            strength: f64::from(armies) + reinforcements + trade,
        }
    }
}

/// The figures of the position seen from `me`, in the order of [`FEATURE_NAMES`].
pub fn features(state: &GameState, me: ForceId) -> [f64; FEATURES] {
    let set_value = f64::from(
        state
            .rules
            .nth_set_value(state.sets_traded as usize)
            .unwrap_or(8),
    );
    let alive: Vec<(ForceId, Figures)> = state
        .players()
        .filter(|&p| !state.force(p).eliminated)
        .map(|p| (p, Figures::of(state, p, set_value)))
        .collect();
    let total = |figure: fn(&Figures) -> f64| -> f64 {
        alive.iter().map(|(_, f)| figure(f)).sum::<f64>().max(1.0)
    };
    let own = Figures::of(state, me, set_value);
    let opponents: Vec<Figures> = alive
        .iter()
        .filter(|(p, _)| *p != me)
        .map(|(_, f)| *f)
        .collect();
    let exposed = |f: &Figures| {
        if f.territories <= EXPOSED_AT {
            f.cards / 5.0
        } else {
            0.0
        }
    };
    let strongest = opponents.iter().map(|f| f.strength).fold(0.0, f64::max);
    let duel = if alive.len() == 2 { 1.0 } else { 0.0 };
    let army_share = own.armies / total(|f| f.armies);
    let imbalance = match opponents[..] {
        [a, b] => (a.strength - b.strength).abs() / total(|f| f.strength),
        _ => 0.0,
    };
    [
        1.0,
        army_share,
        own.reinforcements / total(|f| f.reinforcements),
        own.territories / total(|f| f.territories),
        own.cards / 5.0,
        duel,
        duel * army_share,
        ((strongest + 1.0) / (own.armies + 1.0)).ln(),
        exposed(&own),
        opponents.iter().map(exposed).fold(0.0, f64::max),
        set_value / 20.0,
        imbalance,
        own.cards * set_value / 3.0 / total(|f| f.armies),
    ]
}

/// The fitted chance that `me` wins from `state`: 1 once it has won, 0 once it is out.
pub fn win_chance(state: &GameState, me: ForceId) -> f64 {
    if let Some(winner) = state.winner() {
        return if winner == me { 1.0 } else { 0.0 };
    }
    if state.force(me).eliminated {
        return 0.0;
    }
    logistic(&features(state, me), &kept().weights)
}

/// The logistic model's chance for `features` under `weights`.
pub fn logistic(features: &[f64], weights: &[f64]) -> f64 {
    let z: f64 = features.iter().zip(weights).map(|(f, w)| f * w).sum();
    1.0 / (1.0 + (-z).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_kept_model_reads_whole_and_a_damaged_one_says_why() {
        let weights = read_weights(MODEL).expect("value.json reads");
        assert!(weights.iter().any(|&w| w != 0.0));
        assert!(expert_searches("parker-1993") && !expert_searches("miro-1975"));
        let short = MODEL.replace("\"constant\",", "");
        assert!(read_weights(&short).unwrap_err().contains("figures"));
        assert!(read_weights("{").is_err());
    }
}
