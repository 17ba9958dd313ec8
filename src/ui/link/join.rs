//! A phone's joining screen (issue 38): opened by the invitation's link (the page's
//! `#join=` fragment) or from the title page's "Join a table", where the host's code is
//! scanned or pasted; then the phone's answer for the host to scan, until the table opens.

use leptos::html::Div;
use leptos::prelude::*;
use leptos::task::spawn_local;

use super::host_panel::problem_text;
use super::js;
use super::phone::{Joining, LinkPhone};
use crate::engine::i18n::Lang;
use crate::ui::phrases::say;
use crate::ui::shown::Shown;
use crate::ui::store::GameStore;

/// The invitation carried by the page's address (`#join=CODE`), removed from the address so
/// a reload does not answer it twice.
pub fn invitation_in_address() -> Option<String> {
    let location = window().location();
    let hash = location.hash().ok()?;
    let code = hash.strip_prefix("#join=")?.to_owned();
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&location.pathname().unwrap_or_default()),
        );
    }
    (!code.is_empty()).then_some(code)
}

/// The joining screen; `code` is the invitation when the address carried one.
#[component]
pub fn JoinScreen(
    lang: Signal<Lang>,
    code: Option<String>,
    on_table: Callback<()>,
) -> impl IntoView {
    let store = expect_context::<GameStore>();
    let phone = expect_context::<LinkPhone>();
    let pasted = RwSignal::new(String::new());
    let camera = NodeRef::<Div>::new();
    let scanning = RwSignal::new(false);
    let started = RwSignal::new(false);
    let join = move |code: String| {
        started.set(true);
        spawn_local(phone.join(store, code, on_table));
    };
    if let Some(code) = code {
        join(code);
    }
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
            let result = read.await;
            scanning.set(false);
            match result {
                Ok(text) => join(text.as_string().unwrap_or_default()),
                Err(error) => phone.joining.set(Joining::Failed(error.0)),
            }
        });
    };
    let asking =
        move || !started.get() || matches!(phone.joining.get(), Joining::Lost | Joining::Failed(_));
    view! {
        <section class="join" data-testid="join">
            <h2>{say(lang, "Join a table", "Rejoindre une table")}</h2>
            {move || match phone.joining.get() {
                Joining::Answer { code, svg } => view! {
                    <p>{say(lang, "Show this code to the host: it scans it, and your seat opens here.", "Montrez ce code à l'hôte : il le scanne, et votre place s'ouvre ici.")}</p>
                    <div class="qr" data-testid="answer-qr" role="img" aria-label=say(lang, "QR code of your answer", "QR code de votre réponse") inner_html=svg></div>
                    <p class="hint">{say(lang, "No camera on the host? Send it this code:", "Pas de caméra sur l'hôte ? Envoyez-lui ce code :")}</p>
                    <textarea readonly class="code" data-testid="join-answer" aria-label=say(lang, "Your answer", "Votre réponse") prop:value=code></textarea>
                }.into_any(),
                Joining::Preparing if started.get() => view! {
                    <p role="status">{say(lang, "Preparing your answer…", "Préparation de votre réponse…")}</p>
                }.into_any(),
                Joining::Lost => view! {
                    <p role="alert" data-testid="join-lost">{say(lang, "The host is out of reach. Ask it for a new code for your seat.", "L'hôte est hors de portée. Demandez-lui un nouveau code pour votre place.")}</p>
                }.into_any(),
                Joining::Failed(code) => view! {
                    <p role="alert" data-testid="join-failed">{move || problem_text(lang.get(), &code)}</p>
                }.into_any(),
                _ => ().into_any(),
            }}
            <Shown when=asking>
                <p>{say(lang, "Scan the code the host shows for your seat, or paste it.", "Scannez le code que l'hôte montre pour votre place, ou collez-le.")}</p>
                <div class="camera" node_ref=camera></div>
                <button class="primary" data-testid="scan-invite" disabled=move || scanning.get() on:click=scan>
                    {say(lang, "Scan the host's code", "Scanner le code de l'hôte")}
                </button>
                <textarea class="code" data-testid="invite-paste" aria-label=say(lang, "The host's code", "Le code de l'hôte")
                    prop:value=move || pasted.get() on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
                <button data-testid="join-pasted" disabled=move || pasted.with(|p| p.trim().is_empty()) on:click=move |_| {
                    let text = pasted.get_untracked();
                    let code = text.split("#join=").last().unwrap_or_default().trim().to_owned();
                    join(code);
                }>
                    {say(lang, "Join", "Rejoindre")}
                </button>
            </Shown>
        </section>
    }
}
