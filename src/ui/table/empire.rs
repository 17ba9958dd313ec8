//! Book 003's pieces on the table: every player's board and the points track (public), the
//! purse and the shop, the leader card and the potion cards (secret, like missions); the
//! question to a defender holding a defence potion is `guard_prompt.rs`.

use leptos::prelude::*;

use crate::ui::shown::Shown;

use super::reads::{seat_name, with_state};
use crate::engine::action::Action;
use crate::engine::board::TerritoryId;
use crate::engine::empire::{Potion, PotionMoment, Ware};
use crate::engine::i18n::Lang;
use crate::engine::rules::WinCondition;
use crate::engine::state::{ForceId, Leader};
use crate::engine::text::empire_message::{leader_word, potion_word};
use crate::ui::phrases::say;
use crate::ui::store::GameStore;
use crate::ui::words::catalogs::{speak_plain, speak_word, speak_word_part};
use crate::ui::words::{W, word};

/// One player's board: leader, territories, ports, sesterces, potions and points.
#[derive(Clone, Debug, PartialEq)]
struct PlayerBoard {
    seat: ForceId,
    leader: Option<Leader>,
    territories: usize,
    ports: usize,
    sesterces: u32,
    potions: usize,
    points: u32,
    out: bool,
}

/// Every player's board and the points track (public: 003 "Plateaux individuels").
#[component]
pub fn EmpireBoards(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let boards = Memo::new(move |_| {
        with_state(store, |s| {
            if !s.plays_empire() {
                return (Vec::new(), None);
            }
            let target = match s.rules.win {
                WinCondition::Points { target } => Some(target),
                _ => None,
            };
            // Public facts only: any seat's view shows them alike.
            let view = s.view_for(s.turn.current);
            let boards = s
                .players()
                .map(|seat| {
                    let public = &view.forces[usize::from(seat.0)];
                    PlayerBoard {
                        seat,
                        leader: public.leader,
                        territories: public.territories,
                        ports: s
                            .territories_of(seat)
                            .filter(|&t| s.board().territory(t).port)
                            .count(),
                        sesterces: public.sesterces,
                        potions: public.potions,
                        points: public.victory_points,
                        out: public.eliminated,
                    }
                })
                .collect();
            (boards, target)
        })
        .unwrap_or_default()
    });
    view! {
        <Shown when=move || !boards.with(|(b, _)| b.is_empty())>
            <section class="empire-boards" data-testid="empire-boards" aria-label=say(lang, W::PLAYERS_BOARDS)>
                <h2>{say(lang, W::PLAYERS_BOARDS)}</h2>
                <ul>
                    {move || {
                        let (list, target) = boards.get();
                        list.into_iter().map(|b| {
                            let name = seat_name(store, lang.get(), b.seat.0);
                            let leader = b.leader.map(|l| speak_word(lang.get(), leader_word(l))).unwrap_or_default();
                            let ability = b.leader.map(|l| speak_word_part(lang.get(), leader_word(l), "-ability")).unwrap_or_default();
                            let counts = speak_plain(lang.get(), &crate::ui::sentences::messages::empire_counts(b.territories as u32, b.ports as u32, b.sesterces, b.potions as u32));
                            let track = target.map(|goal| {
                                let label = format!("{} {}/{goal}", word(lang.get(), W::VICTORY_POINTS), b.points);
                                view! {
                                    <meter class="points-track" data-testid="points-track" min="0" max=goal value=b.points aria-label=label.clone() title=label></meter>
                                    <span class="points">{format!("{}/{goal}", b.points)}</span>
                                }
                            });
                            view! {
                                <li class="empire-board" class:out=b.out data-testid="empire-board">
                                    <p><strong>{name}</strong>" — "<span class="leader-card" data-testid="leader-card" title=ability.clone()>{leader}</span></p>
                                    <p class="hint">{ability}</p>
                                    <p class="counts">{counts}</p>
                                    {track}
                                </li>
                            }
                        }).collect_view()
                    }}
                </ul>
            </section>
        </Shown>
    }
}

/// The purse and the shop of the player to move: cash sesterces while reinforcing, buy a
/// sword or a shield for the selected territory, or a mission, before the first invasion.
#[component]
pub fn Treasury(lang: Signal<Lang>, from: RwSignal<Option<TerritoryId>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let amount = RwSignal::new(10u32);
    let facts = Memo::new(move |_| {
        with_state(store, |s| {
            if !s.plays_empire() {
                return None;
            }
            let me = s.turn.current;
            let purse = s.force(me).sesterces;
            let most = purse.min(10);
            let cash = (most >= 2).then(|| {
                let n = amount.get().clamp(2, most);
                (n, s.cash_value(me, n).unwrap_or(0))
            });
            let can_cash =
                cash.is_some_and(|(n, _)| s.check(&Action::CashSesterces { sesterces: n }).is_ok());
            Some((purse, cash.filter(|_| can_cash), s.shop_open()))
        })
        .flatten()
    });
    let ware = move |ware: Ware| {
        let territory = from.get()?;
        let action = Action::BuyWare { ware, territory };
        with_state(store, |s| s.check(&action).is_ok().then_some(action)).flatten()
    };
    let can_buy_mission =
        move || with_state(store, |s| s.check(&Action::BuyMission).is_ok()).unwrap_or(false);
    view! {
        <Shown when=move || facts.get().is_some()>
            <section class="treasury" data-testid="treasury" aria-label=say(lang, W::PURSE_AND_SHOP)>
                <h2>{say(lang, W::PURSE)}</h2>
                <p data-testid="sesterces">{move || facts.get().map(|(purse, _, _)| speak_plain(lang.get(), &crate::ui::sentences::messages::counted("ui-count-sesterces", purse)))}</p>
                <Shown when=move || facts.get().is_some_and(|(_, cash, _)| cash.is_some())>
                    <div class="stepper" role="group" aria-label=say(lang, W::SESTERCES_TO_CASH)>
                        <button aria-label=say(lang, W::FEWER_SESTERCES) on:click=move |_| amount.update(|n| *n = n.saturating_sub(1).max(2))>"−"</button>
                        <button class="primary" data-testid="cash" on:click=move |_| {
                            if let Some((_, Some((n, _)), _)) = facts.get_untracked() {
                                store.dispatch(Action::CashSesterces { sesterces: n });
                            }
                        }>
                            {move || facts.get().and_then(|(_, c, _)| c).map(|(n, armies)| speak_plain(lang.get(), &crate::ui::sentences::messages::cash_sesterces(n, armies)))}
                        </button>
                        <button aria-label=say(lang, W::MORE_SESTERCES) on:click=move |_| amount.update(|n| *n = (*n + 1).min(10))>"+"</button>
                    </div>
                </Shown>
                <Shown when=move || facts.get().is_some_and(|(_, _, open)| open)>
                    <h3>{say(lang, W::SHOP)}</h3>
                    <p class="hint">{say(lang, W::SELECT_ONE_OF_YOUR_TERRITORIES_FOR)}</p>
                    <div class="tray-buttons">
                        <button data-testid="buy-sword" disabled=move || ware(Ware::Sword).is_none() on:click=move |_| {
                            if let Some(a) = ware(Ware::Sword) { store.dispatch(a); }
                        }>{say(lang, W::SWORD_2)}</button>
                        <button data-testid="buy-shield" disabled=move || ware(Ware::Shield).is_none() on:click=move |_| {
                            if let Some(a) = ware(Ware::Shield) { store.dispatch(a); }
                        }>{say(lang, W::SHIELD_2)}</button>
                        <Shown when=can_buy_mission>
                            <button data-testid="buy-mission" on:click=move |_| { store.dispatch(Action::BuyMission); }>
                                {say(lang, W::NEW_MISSION_1)}
                            </button>
                        </Shown>
                    </div>
                </Shown>
            </section>
        </Shown>
    }
}

/// The potion cards and the mission swaps of the seat holding the tablet (secret: shown only
/// with the other secret panels, after the hand-off).
#[component]
pub fn PotionHand(lang: Signal<Lang>, to: RwSignal<Option<TerritoryId>>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let face_up = super::cards::face_down_at_each_turn(store);
    let hand = move || {
        with_state(store, |s| {
            if !s.plays_empire() {
                return Vec::new();
            }
            s.view_for(store.secrets_seat(s)).potions
        })
        .unwrap_or_default()
    };
    let play = move |potion: Potion| {
        let territory = potion.takes_territory().then(|| to.get()).flatten();
        let action = Action::PlayPotion { potion, territory };
        with_state(store, |s| {
            let own =
                s.deciding_seat() == s.turn.current && store.secrets_seat(s) == s.turn.current;
            (own && potion.moment() != PotionMoment::Attacked && s.check(&action).is_ok())
                .then_some(action)
        })
        .flatten()
    };
    let swaps = move || {
        with_state(store, |s| {
            let me = s.turn.current;
            let board = s.board();
            (0..s.force(me).missions.len() as u8)
                .filter(|&m| s.check(&Action::SwapMission { mission: m }).is_ok())
                .map(|m| {
                    let mission = &s.force(me).missions[usize::from(m)];
                    let text = super::reads::mission_words(store, lang.get(), mission, board);
                    (m, text)
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    view! {
        <Shown when=move || with_state(store, |s| s.plays_empire()).unwrap_or(false)>
            <section class="potions" data-testid="potion-cards" aria-label=say(lang, W::YOUR_POTION_CARDS)>
                <button on:click=move |_| face_up.update(|f| *f = !*f) aria-pressed=move || face_up.get().to_string()>
                    {move || match (face_up.get(), swaps().is_empty()) {
                        (true, _) => word(lang.get(), W::HIDE_MY_POTIONS),
                        (false, true) => word(lang.get(), W::SHOW_MY_POTIONS),
                        // The mission cards have their own button: here, only their swap.
                        (false, false) => word(lang.get(), W::SHOW_MY_POTIONS_AND_MISSION_SWAPS),
                    }}
                </button>
                <Shown when=move || face_up.get()>
                    <ul class="cards">
                        {move || hand().into_iter().map(|potion| view! {
                            <li class="card potion-card" data-testid=format!("potion-{potion:?}").to_lowercase()>
                                <span class="card-name">{move || speak_word(lang.get(), potion_word(potion))}</span>
                                <span class="card-design">{move || speak_word_part(lang.get(), potion_word(potion), "-effect")}</span>
                                <button data-testid="play-potion" disabled=move || play(potion).is_none() on:click=move |_| {
                                    if let Some(a) = play(potion) { store.dispatch(a); }
                                }>{say(lang, W::PLAY_2)}</button>
                            </li>
                        }).collect_view()}
                    </ul>
                    <Shown when=move || !swaps().is_empty()>
                        <h3>{say(lang, W::SWAP_A_MISSION_1_SESTERCE)}</h3>
                        <ul class="swaps">
                            {move || swaps().into_iter().map(|(m, text)| view! {
                                <li><button data-testid="swap-mission" on:click=move |_| { store.dispatch(Action::SwapMission { mission: m }); }>{text}</button></li>
                            }).collect_view()}
                        </ul>
                    </Shown>
                </Shown>
            </section>
        </Shown>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::text::message::Message;
    use crate::ui::said_check::said_plain;

    /// Every potion's effect and choice, and every leader's ability, is said in every language
    /// (`said_plain` fails on a message any built-in language lacks); a choice is the potion's
    /// name, a colon, and its effect.
    #[test]
    fn every_potion_and_leader_is_said_in_every_language() {
        let part = |id: &str, suffix: &str| Message::word(format!("{id}{suffix}"));
        for lang in Lang::ALL {
            for potion in Potion::ALL {
                let id = potion_word(potion);
                let name = said_plain(lang, &Message::word(id));
                let choice = said_plain(lang, &part(id, "-choice"));
                assert!(choice.starts_with(&name), "{choice}");
                assert!(said_plain(lang, &part(id, "-effect")).ends_with('.'));
            }
            for leader in Leader::ALL {
                let ability = said_plain(lang, &part(leader_word(leader), "-ability"));
                assert!(ability.ends_with('.'), "{ability}");
            }
        }
        assert_eq!(
            said_plain(Lang::En, &part("potion-palisade", "-choice")),
            "Palisade: when attacked, +1 on the best defence die there for the turn."
        );
    }
}
