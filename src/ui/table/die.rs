//! A die drawn as the box's: a face with pips, red for the attack and white for the defence
//! (000 "Champ de Bataille").

use leptos::prelude::*;

/// The pips of each face, as places on a 3×3 grid read row by row.
const PIPS: [&[u8]; 6] = [
    &[4],
    &[2, 6],
    &[2, 4, 6],
    &[0, 2, 6, 8],
    &[0, 2, 4, 6, 8],
    &[0, 2, 3, 5, 6, 8],
];

/// One die face; `bonus` (003 swords, shields, potions, leaders) shows as a "+1" on it.
#[component]
pub fn Die(
    /// The face, 1 to 6.
    value: u8,
    /// Red attack die, or white defence die.
    attack: bool,
    /// Added to this die by a 003 bonus.
    #[prop(optional)]
    bonus: u8,
    /// Whether this die lost its pair.
    #[prop(optional)]
    lost: bool,
    /// The die's accessible name.
    #[prop(into)]
    label: String,
) -> impl IntoView {
    let pips = PIPS
        .get(usize::from(value.saturating_sub(1)))
        .copied()
        .unwrap_or(&[]);
    view! {
        <span class="die" class:red=attack class:white=!attack class:lost=lost data-value=value role="img" aria-label=label>
            <svg viewBox="0 0 30 30" aria-hidden="true">
                <rect class="die-face" x="1.5" y="1.5" width="27" height="27" rx="6" />
                {pips.iter().map(|&p| {
                    let (cx, cy) = (8 + 7 * u32::from(p % 3), 8 + 7 * u32::from(p / 3));
                    view! { <circle class="pip" cx=cx cy=cy r="2.7" /> }
                }).collect_view()}
            </svg>
            {(bonus > 0).then(|| view! { <span class="plus" data-testid="die-bonus">{format!("+{bonus}")}</span> })}
        </span>
    }
}
