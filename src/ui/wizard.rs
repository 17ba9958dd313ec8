//! The new-game wizard: preset, players, names, setup method and seed, remembered between
//! games.

use leptos::prelude::*;

use crate::ui::shown::Shown;
use serde::{Deserialize, Serialize};

use super::editions::{BoardThumbnail, EDITIONS, edition_of, game_name};
use super::phrases::{colour_name, say, tr};
use super::storage;
use super::store::GameStore;
use super::wizard_board::{
    BoardChoice, EditionFit, chosen_rules, fits, kept_name, preset_for, rules_change,
};
use crate::engine::bot::Level;
use crate::engine::i18n::Lang;
use crate::engine::presets::preset;
use crate::engine::record::Seat;
use crate::engine::rules::{ExpertToggles, RuleSet, SetupMethod, WinCondition};
use crate::engine::state::Colour;

/// The storage key of the last wizard settings.
const SETTINGS_KEY: &str = "lamorisse.wizard";

/// The wizard's choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The preset id.
    pub preset: String,
    /// Seat names, one per player.
    pub names: Vec<String>,
    /// Deal and auto-place instead of the book's setup.
    pub auto_place: bool,
    /// A fixed seed, or empty for a random one.
    pub seed: String,
    /// Defenders choose their dice after a hand-off (RULINGS R5).
    #[serde(default)]
    pub defender_chooses: bool,
    /// Each seat's colour, in seating order (all six, so a seat added later has one).
    #[serde(default = "all_colours")]
    pub colours: Vec<Colour>,
    /// Who plays each seat: a human (`None`) or a bot of a level (all six seats).
    #[serde(default = "all_human")]
    pub bots: Vec<Option<Level>>,
    /// The shorter capital game (001 Capital Risk: 4 players any 2 headquarters, 5-6 any 3).
    #[serde(default)]
    pub short_game: bool,
    /// The expert options chosen (001 "Rules variations for RISK experts").
    #[serde(default)]
    pub toggles: ExpertToggles,
    /// The people join on their own phones: each one's invitation opens after Start
    /// (issue 38).
    #[serde(default)]
    pub phones: bool,
    /// A board imported on this device to play on, or `None` for the rules' own (issue 40).
    #[serde(default)]
    pub board: Option<String>,
}

/// Six human seats.
fn all_human() -> Vec<Option<Level>> {
    vec![None; 6]
}

/// A seat's player in the wizard's language.
fn player_kind(lang: Lang, bot: Option<Level>) -> &'static str {
    match bot {
        None => tr(lang, "Human", "Humain"),
        Some(Level::Easy) => tr(lang, "Bot: easy", "Robot : facile"),
        Some(Level::Normal) => tr(lang, "Bot: normal", "Robot : normal"),
        Some(Level::Hard) => tr(lang, "Bot: hard", "Robot : difficile"),
        Some(Level::Expert) => tr(lang, "Bot: expert", "Robot : expert"),
    }
}

/// The six colours in their usual order.
fn all_colours() -> Vec<Colour> {
    Colour::ALL.to_vec()
}

/// The name a seat starts with, until the players type theirs.
fn default_name(seat: usize) -> String {
    const NAMES: [&str; 6] = ["Ada", "Bruno", "Chloé", "David", "Elsa", "Farid"];
    NAMES
        .get(seat)
        .map_or_else(|| format!("{}", seat + 1), |n| (*n).to_owned())
}

/// Each seat's optional PIN, kept for this game only (never stored with the settings).
type Pins = RwSignal<Vec<String>>;

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            preset: "conquete-2010".into(),
            names: (0..3).map(default_name).collect(),
            auto_place: false,
            seed: String::new(),
            defender_chooses: false,
            colours: all_colours(),
            bots: all_human(),
            short_game: false,
            toggles: ExpertToggles::default(),
            phones: false,
            board: None,
        }
    }
}

/// "2 to 6 players", "2 players".
fn player_range(lang: Lang, min: u8, max: u8) -> String {
    match (lang, min == max) {
        (Lang::En, true) => format!("{min} players"),
        (Lang::Fr, true) => format!("{min} joueurs"),
        (Lang::En, false) => format!("{min} to {max} players"),
        (Lang::Fr, false) => format!("{min} à {max} joueurs"),
    }
}

/// One line on each playable preset.
fn describe(lang: Lang, id: &str) -> &'static str {
    match id {
        "parker-1993" => tr(
            lang,
            "Parker 1993: conquer the world; sets escalate 4, 6, 8…",
            "Parker 1993 : conquérir le monde ; des séries à 4, 6, 8…",
        ),
        "parker-1993-duel" => tr(
            lang,
            "Parker 1993 for 2 players: a neutral army stands between you.",
            "Parker 1993 pour 2 joueurs : une armée neutre se dresse entre vous.",
        ),
        "parker-1993-capital" => tr(
            lang,
            "Parker 1993 Capital Risk: take the enemy headquarters and keep your own.",
            "Parker 1993 Risk des capitales : prendre les quartiers généraux ennemis et garder le sien.",
        ),
        "parker-1993-missions" => tr(
            lang,
            "Parker 1993 Secret Mission: complete your mission first.",
            "Parker 1993 Missions secrètes : être le premier à accomplir sa mission.",
        ),
        "conquete-2010-missions" => tr(
            lang,
            "Risk Mission (2010s): four secret objectives of rising rank; claim one a turn.",
            "Risk Mission (années 2010) : quatre objectifs secrets de grade croissant ; un seul annoncé par tour.",
        ),
        "napoleon-1999" => tr(
            lang,
            "Risk Napoléon (1999): a secret mission each on the map of Europe in 1810, claimed in your own turn.",
            "Risk Napoléon (1999) : une mission secrète chacun sur la carte de l’Europe de 1810, à accomplir pendant votre propre tour.",
        ),
        "napoleon-1999-world" => tr(
            lang,
            "Risk Napoléon (1999): conquer Europe in 1810, 2 to 6 players (two with a neutral army).",
            "Risk Napoléon (1999) : conquérir l’Europe de 1810, 2 à 6 joueurs (à deux avec une armée neutre).",
        ),
        "napoleon-1999-capitals" => tr(
            lang,
            "Risk Napoléon (1999) capitals: a secret capital each; take one and its owner's whole army is yours.",
            "Risk Napoléon (1999) capitales : une capitale secrète chacun ; prenez-en une et toute l’armée de son propriétaire est à vous.",
        ),
        "roman-empire" => tr(
            lang,
            "Risk Astérix, Battle for the Roman Empire: leaders, sesterces, potions and secret missions; 10 victory points win.",
            "Risk Astérix, Bataille pour l’Empire romain : chefs, sesterces, potions et missions secrètes ; le premier à 10\u{a0}points de victoire gagne.",
        ),
        "roman-conquest" => tr(
            lang,
            "Risk Astérix, Conquest: conquer the whole Roman Empire, with sesterces and potions but no leaders.",
            "Risk Astérix, Conquête : conquérir tout l’Empire romain, avec sesterces et potions mais sans chefs.",
        ),
        "napoleon-1999-duel" => tr(
            lang,
            "Risk Napoléon (1999) for 2 players: a neutral army gets half of your reinforcements, placed by your opponent.",
            "Risk Napoléon (1999) à 2 joueurs : une armée neutre reçoit la moitié de vos renforts, placée par votre adversaire.",
        ),
        "conquete-2010-teams" => tr(
            lang,
            "Risk in teams (2010s): seats 1 and 3 against 2 and 4; the first team to eliminate an opponent wins.",
            "Risk par équipe (années 2010) : places 1 et 3 contre 2 et 4 ; la première équipe qui élimine un adversaire gagne.",
        ),
        "conquete-2010-duel-active" => tr(
            lang,
            "La Conquête du Monde for 2: buy the two independents with cards and fight with them.",
            "La Conquête du Monde à 2 : ralliez les deux indépendants avec des cartes et combattez avec eux.",
        ),
        "conquete-2010-duel-passive" => tr(
            lang,
            "La Conquête du Monde for 2: two passive independents block the way.",
            "La Conquête du Monde à 2 : deux indépendants passifs barrent la route.",
        ),
        "miro-1975" => tr(
            lang,
            "Miro 1975: a secret objective each; nobody out before round 5.",
            "Miro 1975 : un objectif secret chacun ; personne ne peut être éliminé avant le 5ᵉ tour.",
        ),
        "miro-1975-world" => tr(
            lang,
            "Miro 1975, conquer the world: rising sets, the last player standing wins.",
            "Miro 1975, conquête du monde\u{202f}: des séries qui rapportent de plus en plus, le dernier en jeu gagne.",
        ),
        "miro-1975-duel" => tr(
            lang,
            "Miro 1975 for 2: an allied force that your opponent plays against you.",
            "Miro 1975 à 2\u{202f}: une force alliée que votre adversaire joue contre vous.",
        ),
        "conquete-2010" => tr(
            lang,
            "La Conquête du Monde (2010s): the golden cavalier, 3 or 4 players.",
            "La Conquête du Monde (années 2010) : le cavalier doré, 3 ou 4 joueurs.",
        ),
        _ => "",
    }
}

/// Whether the shorter capital game changes anything for this table (4 players or more).
fn offers_short_game(rules: &RuleSet, players: usize) -> bool {
    matches!(rules.win, WinCondition::Capitals { .. }) && players >= 4
}

/// Keeps the number of seats within the chosen preset's range (on the chosen board); a preset
/// that does not fit the chosen imported board plays on its own.
fn fit_seats(settings: &mut Settings) {
    if !fits(&settings.preset, settings.board.as_deref()) {
        settings.board = None;
    }
    let Some(rules) = chosen_rules(&settings.preset, settings.board.as_deref()) else {
        return;
    };
    while settings.names.len() < usize::from(rules.min_players) {
        settings.names.push(default_name(settings.names.len()));
    }
    settings.names.truncate(usize::from(rules.max_players));
}

/// A random seed from the browser.
fn random_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        return js_sys_now();
    }
    u64::from_le_bytes(bytes)
}

/// A fallback seed: the page's clock.
fn js_sys_now() -> u64 {
    window()
        .performance()
        .map_or(0, |p| (p.now() * 1000.0) as u64)
}

/// The wizard; `on_started` runs once the game is set up.
#[component]
pub fn Wizard(lang: Signal<Lang>, on_started: Callback<()>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let saved: Settings = storage::read(SETTINGS_KEY)
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default();
    let mut saved = saved;
    fit_seats(&mut saved);
    if saved.colours.len() != 6 || Colour::ALL.iter().any(|c| !saved.colours.contains(c)) {
        saved.colours = all_colours();
    }
    saved.bots.resize(6, None);
    let settings = RwSignal::new(saved);
    let seat_colour =
        move |i: usize| settings.with(|s| s.colours.get(i).copied().unwrap_or(Colour::Red));
    let error = RwSignal::new(None::<String>);
    // The game a board choice had to change, the game it became and the board, said once.
    let rules_note = RwSignal::new(None::<(String, String, String)>);
    let kept_boards = expect_context::<super::boards::ImportedBoards>();
    let pins: Pins = RwSignal::new(vec![String::new(); 6]);
    // What the wizard's parts depend on, each apart: a change of one option (the seed, a name)
    // works out and draws again only what follows from it, not the seats, the games' list and
    // the rules (each option's change was one long task on a slow tablet).
    let chosen_preset = Memo::new(move |_| settings.with(|s| s.preset.clone()));
    let chosen_board = Memo::new(move |_| settings.with(|s| s.board.clone()));
    let seat_count = Memo::new(move |_| settings.with(|s| s.names.len()));
    let rules = move || {
        let board = chosen_board.get();
        chosen_preset
            .with(|id| chosen_rules(id, board.as_deref()))
            .unwrap_or_else(|| preset("conquete-2010").expect("built in"))
    };
    let start = move || {
        let chosen = settings.get_untracked();
        let base: RuleSet = rules();
        let mut rules = if chosen.auto_place {
            RuleSet {
                setup: SetupMethod::AutoPlace,
                ..base
            }
        } else {
            base
        };
        if chosen.short_game && offers_short_game(&rules, chosen.names.len()) {
            rules.win = WinCondition::Capitals { short: true };
        }
        let toggles = rules.playable_toggles(chosen.toggles);
        rules = rules.with_toggles(toggles);
        let seed = chosen
            .seed
            .trim()
            .parse::<u64>()
            .unwrap_or_else(|_| random_seed());
        let pins = pins.get_untracked();
        let seats = chosen
            .names
            .iter()
            .enumerate()
            .map(|(i, n)| Seat {
                name: if n.trim().is_empty() {
                    format!("{}", i + 1)
                } else {
                    n.trim().to_owned()
                },
                bot: chosen
                    .bots
                    .get(i)
                    .copied()
                    .flatten()
                    .map(|l| l.name().to_owned()),
                colour: chosen.colours.get(i).copied(),
                pin: pins
                    .get(i)
                    .filter(|p| p.len() == 4 && p.chars().all(|c| c.is_ascii_digit()))
                    .cloned(),
            })
            .collect();
        let _ = storage::write(
            SETTINGS_KEY,
            &serde_json::to_string(&chosen).unwrap_or_default(),
        );
        match store.start(rules, seats, seed, chosen.defender_chooses) {
            Ok(()) => {
                if let Some(asked) = use_context::<crate::ui::link::host::PhonesAtStart>() {
                    asked.0.set(chosen.phones);
                }
                on_started.run(())
            }
            Err(e) => error.set(Some(super::refusals::setup_refusal(
                lang.get_untracked(),
                &e,
            ))),
        }
    };
    view! {
        <section class="wizard" data-testid="wizard">
            <div class="wizard-body">
            <h2>{say(lang, "New game", "Nouvelle partie")}</h2>
            // A kept board comes first: the editions and games that fit it follow.
            <BoardChoice lang=lang chosen=Signal::derive(move || chosen_board.get())
                choose=Callback::new(move |key: Option<String>| settings.update(|s| {
                    let now = preset_for(&s.preset, key.as_deref());
                    let was = std::mem::replace(&mut s.preset, now);
                    let name = key.as_deref().map(|k| kept_name(&kept_boards, k)).unwrap_or_default();
                    rules_note.set((was != s.preset).then(|| (was, s.preset.clone(), name)));
                    s.board = key;
                    fit_seats(s);
                })) />
            {move || rules_note.get().and_then(|(was, now, board)| rules_change(lang.get(), &was, &now, &board)).map(|note| view! {
                <p class="hint rules-change" data-testid="rules-change" role="status">{note}</p>
            })}
            <div class="editions" role="radiogroup" aria-label=say(lang, "Edition", "Édition")>
                {EDITIONS.iter().filter(|e| !e.playable().is_empty()).map(|edition| {
                    let chosen = move || chosen_preset.with(|p| edition_of(p).is_some_and(|e| e.book == edition.book));
                    // Worked out again only when the board changes, not at every keystroke.
                    let board = chosen_board;
                    let fit = Memo::new(move |_| board.with(|b| EditionFit::of(edition, b.as_deref())));
                    let games = move || fit.with(|f| f.games.clone());
                    let players = move || fit.with(|f| f.players);
                    view! {
                        <button class="edition-card" role="radio" data-testid=format!("edition-{}", edition.book)
                            aria-checked=move || chosen().to_string()
                            // On an imported board, an edition none of whose games fit it is greyed.
                            aria-disabled=move || games().is_empty().to_string()
                            class:unfit=move || games().is_empty()
                            on:click=move |_| {
                                if chosen() { return; }
                                if let Some(first) = games().first() {
                                    let id = (*first).to_owned();
                                    rules_note.set(None);
                                    settings.update(|s| { s.preset = id; fit_seats(s); });
                                }
                            }>
                            // The chosen board where the edition's games fit it, else its own.
                            {move || {
                                let shown = board.get().filter(|_| !games().is_empty()).unwrap_or_else(|| edition.board());
                                view! { <BoardThumbnail board=shown /> }
                            }}
                            <span class="edition-text">
                                <span class="edition-name">{move || edition.name(lang.get())}</span>
                                <span class="edition-players">{move || players().map(|(min, max)| player_range(lang.get(), min, max)).unwrap_or_default()}</span>
                                <span class="edition-line">{move || edition.line(lang.get())}</span>
                            </span>
                        </button>
                    }
                }).collect_view()}
            </div>
            <label class="field">
                {say(lang, "Game", "Jeu")}
                <select data-testid="preset" on:change=move |ev| {
                    let id = event_target_value(&ev);
                    rules_note.set(None);
                    settings.update(|s| {
                        s.preset = id;
                        fit_seats(s);
                    });
                }>
                    {EDITIONS.iter().filter(|e| !e.playable().is_empty()).map(|edition| view! {
                        <optgroup label=move || edition.name(lang.get())>
                            {edition.playable().into_iter().map(|id| view! {
                                <option value=id selected=move || chosen_preset.with(|p| p == id) disabled=move || chosen_board.with(|b| !fits(id, b.as_deref()))>{move || game_name(lang.get(), id)}</option>
                            }).collect_view()}
                        </optgroup>
                    }).collect_view()}
                </select>
            </label>
            <p class="hint" data-testid="preset-line">{move || chosen_preset.with(|p| describe(lang.get(), p))}</p>
            <label class="field">
                {say(lang, "Players", "Joueurs")}
                <select data-testid="players" on:change=move |ev| {
                    let n: usize = event_target_value(&ev).parse().unwrap_or(3);
                    settings.update(|s| {
                        while s.names.len() < n { let k = s.names.len(); s.names.push(default_name(k)); }
                        s.names.truncate(n);
                    });
                }>
                    {move || { let r = rules(); (r.min_players..=r.max_players).map(|n| view! {
                        <option value=n.to_string() selected=move || seat_count.get() == usize::from(n)>{n}</option>
                    }).collect_view() }}
                </select>
            </label>
            <ol class="seats">
                {move || (0..seat_count.get()).map(|i| view! {
                    <li>
                        <span class="swatch-dot" style=move || format!("background:{}", super::palette::fill(seat_colour(i)))></span>
                        <select
                            data-testid=format!("seat-colour-{i}")
                            aria-label=move || format!("{} {}", tr(lang.get(), "Colour of player", "Couleur du joueur"), i + 1)
                            on:change=move |ev| {
                                let Ok(pick) = event_target_value(&ev).parse::<usize>() else { return };
                                let Some(&colour) = Colour::ALL.get(pick) else { return };
                                // Taking another seat's colour swaps the two.
                                settings.update(|s| {
                                    if let Some(j) = s.colours.iter().position(|&c| c == colour) {
                                        s.colours.swap(i, j);
                                    }
                                });
                            }
                        >
                            {Colour::ALL.into_iter().enumerate().map(|(k, colour)| view! {
                                <option value=k.to_string() selected=move || seat_colour(i) == colour>
                                    {move || colour_name(lang.get(), colour)}
                                </option>
                            }).collect_view()}
                        </select>
                        <select
                            class="seat-kind"
                            data-testid=format!("seat-kind-{i}")
                            aria-label=move || format!("{} {}", tr(lang.get(), "Who plays seat", "Qui joue la place"), i + 1)
                            on:change=move |ev| {
                                let pick: Option<Level> = event_target_value(&ev).parse().ok();
                                settings.update(|s| if let Some(slot) = s.bots.get_mut(i) { *slot = pick; });
                            }
                        >
                            {[None, Some(Level::Easy), Some(Level::Normal), Some(Level::Hard), Some(Level::Expert)].into_iter().map(|kind| view! {
                                <option value=kind.map_or("human", |l| l.name()) selected=move || settings.with(|s| s.bots.get(i).copied().flatten() == kind)>
                                    {move || player_kind(lang.get(), kind)}
                                </option>
                            }).collect_view()}
                        </select>
                        <input
                            data-testid=format!("seat-name-{i}")
                            aria-label=move || format!("{} {} ({})", tr(lang.get(), "Name of player", "Nom du joueur"), i + 1, colour_name(lang.get(), seat_colour(i)))
                            prop:value=move || settings.with(|s| s.names.get(i).cloned().unwrap_or_default())
                            on:change=move |ev| { let v = event_target_value(&ev); settings.update(|s| if let Some(n) = s.names.get_mut(i) { *n = v; }); }
                        />
                        <Shown when=move || settings.with(|s| s.bots.get(i).copied().flatten().is_none())>
                        <input
                            class="pin"
                            type="password"
                            inputmode="numeric"
                            maxlength="4"
                            data-testid=format!("seat-pin-{i}")
                            placeholder=say(lang, "PIN", "PIN")
                            aria-label=move || format!("{} {}", tr(lang.get(), "Optional 4-digit PIN of player", "PIN facultatif à 4 chiffres du joueur"), i + 1)
                            on:change=move |ev| { let v = event_target_value(&ev); pins.update(|p| if let Some(slot) = p.get_mut(i) { *slot = v; }); }
                        />
                        </Shown>
                    </li>
                }).collect_view()}
            </ol>
            <label class="check">
                <input type="checkbox" data-testid="auto-place" prop:checked=move || settings.with(|s| s.auto_place)
                    on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.auto_place = on); } />
                {say(lang, "Deal and auto-place the armies", "Distribuer et placer les régiments automatiquement")}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="use-phones" prop:checked=move || settings.with(|s| s.phones)
                    on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.phones = on); } />
                {say(lang, "Players join on their own phones (a QR code each once the game starts)", "Chaque joueur joue sur son propre téléphone (un QR code chacun une fois la partie commencée)")}
            </label>
            <Shown when=move || offers_short_game(&rules(), seat_count.get())>
                <label class="check">
                    <input type="checkbox" data-testid="short-game" prop:checked=move || settings.with(|s| s.short_game)
                        on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.short_game = on); } />
                    {say(lang, "Shorter game: any 2 enemy headquarters with 4 players, any 3 with 5 or 6", "Partie courte : 2 quartiers généraux ennemis à 4 joueurs, 3 à 5 ou 6")}
                </label>
            </Shown>
            <details class="advanced" data-testid="advanced">
                <summary>{say(lang, "Advanced", "Options avancées")}</summary>
            <Shown when=move || rules().allows_expert_toggles()>
                <ExpertOptions lang=lang settings=settings />
            </Shown>
            // 004 variante b, for the Napoléon presets.
            <Shown when=move || rules().allows_progressive_reinforcements()>
                <label class="check">
                    <input type="checkbox" data-testid="progressive-reinforcements"
                        prop:checked=move || settings.with(|s| s.toggles.progressive_reinforcements)
                        on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.toggles.progressive_reinforcements = on); } />
                    {say(lang, "Progressive reinforcements: every set worth 4, 6, 8, 10, 12, 15, 20… by the order of trades", "Renforts progressifs : chaque série vaut 4, 6, 8, 10, 12, 15, 20… selon l’ordre des échanges")}
                </label>
            </Shown>
            <label class="check">
                <input type="checkbox" data-testid="defender-chooses" prop:checked=move || settings.with(|s| s.defender_chooses)
                    on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| s.defender_chooses = on); } />
                {say(lang, "Defenders choose their dice (hand the tablet over)", "Le défenseur choisit ses dés (on lui passe la tablette)")}
            </label>
            <label class="field">
                {say(lang, "Game number, to deal the same game again (leave empty for a new deal)", "Numéro de partie, pour redonner la même partie (laissez vide pour une nouvelle donne)")}
                <input data-testid="seed" inputmode="numeric" prop:value=move || settings.with(|s| s.seed.clone())
                    on:change=move |ev| { let v = event_target_value(&ev); settings.update(|s| s.seed = v); } />
            </label>
            </details>
            </div>
            <div class="wizard-actions">
            <Shown when=move || error.get().is_some()>
                <p class="notice" role="alert">{move || error.get()}</p>
            </Shown>
            <button class="primary" data-testid="start-game" on:click=move |_| start()>
                {say(lang, "Start the game", "Commencer la partie")}
            </button>
            </div>
        </section>
    }
}

/// The expert options of 001 "Rules variations for RISK experts" that the engine plays.
#[component]
fn ExpertOptions(lang: Signal<Lang>, settings: RwSignal<Settings>) -> impl IntoView {
    type Pick = fn(&mut ExpertToggles) -> &mut bool;
    let options: [(&'static str, &'static str, &'static str, Pick); 5] = [
        (
            "expert-plus-one",
            "Sets worth 4, 5, 6… (one more each time)",
            "Séries valant 4, 5, 6… (un régiment de plus à chaque échange)",
            |t| &mut t.plus_one_sets,
        ),
        (
            "expert-connected",
            "Fortify as often as you like, along your own territories",
            "Déplacements à volonté, le long de vos propres territoires",
            |t| &mut t.connected_fortification,
        ),
        (
            "expert-twelve",
            "At most 12 armies on a territory (armies with nowhere to go are lost)",
            "Au plus 12\u{a0}régiments par territoire (ceux qu’on ne peut placer sont perdus)",
            |t| &mut t.twelve_per_territory,
        ),
        (
            "expert-reroll",
            "Re-roll one attack die per battle with a card showing either territory",
            "Relancer un dé d’attaque par bataille avec une carte montrant l’un des deux territoires",
            |t| &mut t.reroll_with_card,
        ),
        (
            "expert-commander",
            "The Commander: once a turn, turn an attack die to 6",
            "Le Commandant : une fois par tour, changer un dé d’attaque en 6",
            |t| &mut t.commander,
        ),
    ];
    view! {
        <fieldset class="expert-options">
            <legend>{say(lang, "Rules for experts", "Règles pour experts")}</legend>
            {options.into_iter().map(|(id, en, fr, pick)| view! {
                <label class="check">
                    <input type="checkbox" data-testid=id
                        prop:checked=move || settings.with(|s| { let mut t = s.toggles; *pick(&mut t) })
                        on:change=move |ev| { let on = event_target_checked(&ev); settings.update(|s| *pick(&mut s.toggles) = on); } />
                    {move || tr(lang.get(), en, fr)}
                </label>
            }).collect_view()}
        </fieldset>
    }
}
