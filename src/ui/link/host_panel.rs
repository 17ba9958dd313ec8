//! The host's screens for phones (issue 38): the sheet's "Phones" section (each person's
//! seat: here, on a phone, or waiting for one) and the invitation: the QR code to scan with
//! the phone, the code to copy, and the phone's answer to scan or paste.

use leptos::html::Div;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::host::{LinkHost, Phone};
use super::js;
use crate::engine::i18n::Lang;
use crate::ui::phrases::{say, tr};
use crate::ui::settings::Settings;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

/// A short code from `link.js` said to a player.
pub fn problem_text(lang: Lang, code: &str) -> &'static str {
    match code {
        "bad-code" => tr(
            lang,
            "That code is not a Lamorisse invitation or answer.",
            "Ce code n'est ni une invitation ni une réponse de Lamorisse.",
        ),
        "timeout" => tr(
            lang,
            "The other device did not answer in time. Are both on the same Wi-Fi?",
            "L'autre appareil n'a pas répondu à temps. Les deux sont-ils sur le même Wi-Fi ?",
        ),
        "no-camera" => tr(
            lang,
            "No camera here, or it is not allowed: paste the code instead.",
            "Pas de caméra ici, ou elle n'est pas autorisée : collez plutôt le code.",
        ),
        "unavailable" => tr(
            lang,
            "Playing on several devices is not available in this browser.",
            "Jouer sur plusieurs appareils n'est pas possible dans ce navigateur.",
        ),
        _ => tr(
            lang,
            "The devices could not connect. Try a new code.",
            "Les appareils n'ont pas pu se connecter. Essayez un nouveau code.",
        ),
    }
}

/// The sheet's section listing each person's seat and where it is played.
#[component]
pub fn PhonesSection(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let host = expect_context::<LinkHost>();
    let seats = move || {
        store.record.with(|r| {
            r.as_ref().map_or_else(Vec::new, |r| {
                r.players
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.bot.is_none())
                    .map(|(i, p)| (i, p.name.clone()))
                    .collect()
            })
        })
    };
    view! {
        <section class="phones" data-testid="phones" aria-label=say(lang, "Phones", "Téléphones")>
            <h2>{say(lang, "Phones", "Téléphones")}</h2>
            <ul>
                <For each=seats key=|(i, name)| (*i, name.clone()) let:((seat, name))>
                    <PhoneRow lang=lang seat=seat name=name />
                </For>
            </ul>
            <Shown when=move || host.problem.get().is_some()>
                <p role="alert" data-testid="phones-problem">
                    {move || host.problem.get().map(|code| problem_text(lang.get(), &code))}
                </p>
            </Shown>
        </section>
    }
}

/// The invitation on screen, if any (over the whole table, whatever the sheet shows).
#[component]
pub fn Invitations(lang: Signal<Lang>) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let host = expect_context::<LinkHost>();
    move || {
        let seat = host.inviting.get()?;
        let name = store.record.with_untracked(|r| {
            r.as_ref()
                .and_then(|r| r.players.get(seat))
                .map(|p| p.name.clone())
        })?;
        Some(view! { <Invitation lang=lang seat=seat name=name /> })
    }
}

/// One seat's row: where it is played, and what the host may do about it.
#[component]
fn PhoneRow(lang: Signal<Lang>, seat: usize, name: String) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let host = expect_context::<LinkHost>();
    let settings = expect_context::<RwSignal<Settings>>();
    let phone = move || {
        host.phones
            .with(|p| p.get(seat).cloned().unwrap_or(Phone::Here))
    };
    let label = {
        let name = name.clone();
        move || match (lang.get(), phone()) {
            (Lang::En, Phone::Joined) => format!("{name} plays on their phone"),
            (Lang::Fr, Phone::Joined) => format!("{name} joue sur son téléphone"),
            (Lang::En, Phone::Waiting) => format!("Waiting for {name}'s phone"),
            (Lang::Fr, Phone::Waiting) => format!("En attente du téléphone de {name}"),
            (Lang::En, _) => format!("{name} plays here"),
            (Lang::Fr, _) => format!("{name} joue ici"),
        }
    };
    let invite = move |_| {
        host.chain.set(false);
        let stun = settings.get_untracked().stun;
        spawn_local(host.invite(seat, stun));
    };
    view! {
        <li class="phone-row" data-testid=format!("phone-{seat}")>
            <span>{label}</span>
            <Shown when=move || !matches!(phone(), Phone::Joined)>
                <button data-testid=format!("add-phone-{seat}") on:click=invite>
                    {move || match phone() {
                        Phone::Waiting => tr(lang.get(), "New code", "Nouveau code"),
                        _ => tr(lang.get(), "Add a phone", "Ajouter un téléphone"),
                    }}
                </button>
            </Shown>
            <Shown when=move || matches!(phone(), Phone::Joined | Phone::Waiting)>
                <button data-testid=format!("play-here-{seat}") on:click=move |_| host.play_here(store, seat)>
                    {say(lang, "Play here", "Jouer ici")}
                </button>
            </Shown>
        </li>
    }
}

/// The invitation for one seat's phone: its QR code and code, then the phone's answer.
#[component]
fn Invitation(lang: Signal<Lang>, seat: usize, name: String) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let host = expect_context::<LinkHost>();
    let settings = expect_context::<RwSignal<Settings>>();
    let close = move || {
        host.chain.set(false);
        host.inviting.set(None);
    };
    let answer = RwSignal::new(String::new());
    let camera = NodeRef::<Div>::new();
    let scanning = RwSignal::new(false);
    let code = move || match host.phones.with(|p| p.get(seat).cloned()) {
        Some(Phone::Inviting { code, svg }) => Some((code, svg)),
        _ => None,
    };
    // Joined: the invitation has done its work; the next person's follows when the wizard
    // asked for phones.
    Effect::new(move |_| {
        if host.phones.with(|p| p.get(seat) == Some(&Phone::Joined)) {
            if host.chain.get_untracked() {
                host.invite_next(store, Some(seat), settings.get_untracked().stun);
            } else {
                close();
            }
        }
    });
    let connect = move || {
        let text = answer.get_untracked();
        if !text.trim().is_empty() {
            spawn_local(host.accept(store, seat, text));
        }
    };
    let scan = move |_| {
        let Some(parent) = camera.get_untracked() else {
            return;
        };
        scanning.set(true);
        spawn_local(async move {
            let read = async {
                let module = js::module().await?;
                js::call_async(&module, "scan", &[parent.into()]).await
            };
            match read.await {
                Ok(text) => {
                    scanning.set(false);
                    answer.set(text.as_string().unwrap_or_default());
                    connect();
                }
                Err(error) => {
                    scanning.set(false);
                    host.problem.set(Some(error.0));
                }
            }
        });
    };
    let name = StoredValue::new(name);
    let title = move || {
        name.with_value(|name| match lang.get() {
            Lang::En => format!("Scan to play as {name}"),
            Lang::Fr => format!("Scannez pour jouer {name}"),
        })
    };
    view! {
        <div class="overlay invitation" role="dialog" aria-modal="true" data-testid="invitation" aria-label=title>
            <h2>{title}</h2>
            {move || match code() {
                None => view! { <p role="status">{say(lang, "Preparing the code…", "Préparation du code…")}</p> }.into_any(),
                Some((code, svg)) => view! {
                    <div class="qr" data-testid="invite-qr" role="img" aria-label=say(lang, "QR code of the invitation", "QR code de l'invitation") inner_html=svg></div>
                    <p class="hint">{say(lang, "Open the phone's camera on this code. Or send the code:", "Visez ce code avec l'appareil photo du téléphone. Ou envoyez le code :")}</p>
                    <textarea readonly class="code" data-testid="invite-code" aria-label=say(lang, "Invitation code", "Code d'invitation") prop:value=code></textarea>
                }.into_any(),
            }}
            <h3>{say(lang, "Then the phone's answer", "Puis la réponse du téléphone")}</h3>
            <div class="camera" node_ref=camera></div>
            <button data-testid="scan-answer" disabled=move || scanning.get() || code().is_none() on:click=scan>
                {say(lang, "Scan the phone's code", "Scanner le code du téléphone")}
            </button>
            <textarea class="code" data-testid="answer-code" aria-label=say(lang, "The phone's answer", "La réponse du téléphone")
                placeholder=say(lang, "…or paste its answer here", "…ou collez sa réponse ici")
                prop:value=move || answer.get() on:input=move |ev| answer.set(event_target_value(&ev))></textarea>
            <div class="actions">
                <button class="primary" data-testid="connect-phone" disabled=move || answer.with(|a| a.trim().is_empty()) on:click=move |_| connect()>
                    {say(lang, "Connect", "Connecter")}
                </button>
                <button data-testid="close-invitation" on:click=move |_| close()>
                    {say(lang, "Close", "Fermer")}
                </button>
            </div>
        </div>
    }
}
