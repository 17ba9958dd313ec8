//! The catalogs offered to the page's on-demand JavaScript screens (issue 52): the link screens
//! (`public/link/screens.js`) and the Boards page (`public/boards/screens.js`) keep no words
//! of their own; index.html hands each the page's `lamorisseSay(id, args)`, which says the
//! catalog's message `id` in the page's language (`<html lang>`). `args` is a plain object:
//! a number is a count, a text a text, and an object `{ id, args }` a message said inside
//! (an imported board's refusal says what a line should hold that way).

use crate::engine::text::message::{Arg, Message};

/// A variable as a screen gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Given {
    /// A number: a count.
    Number(f64),
    /// A text.
    Text(String),
    /// A message said inside, `{ id, args }`.
    Said(String, Vec<(String, Given)>),
}

/// The names of the variables the screens have given so far, kept for the page's life (a
/// message names its variables with static texts; the screens use a few dozen names).
fn interned(name: &str) -> &'static str {
    thread_local! {
        static NAMES: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    NAMES.with_borrow_mut(|names| match names.iter().find(|n| **n == name) {
        Some(known) => known,
        None => {
            let kept: &'static str = Box::leak(name.to_owned().into_boxed_str());
            names.push(kept);
            kept
        }
    })
}

/// The message `id` with the variables `args`, as the screens name them.
pub fn message_of(id: &str, args: &[(String, Given)]) -> Message {
    let said = args
        .iter()
        .map(|(name, given)| {
            let arg = match given {
                // (A count the screens give is whole and small: armies, dice, territories.)
                Given::Number(n) => Arg::Count(n.clamp(0.0, f64::from(u32::MAX)) as u32),
                Given::Text(text) => Arg::Text(text.clone()),
                Given::Said(inner, inner_args) => {
                    Arg::Said(Box::new(message_of(inner, inner_args)))
                }
            };
            (interned(name), arg)
        })
        .collect();
    Message::new(id.to_owned(), said)
}

/// The variables of a JavaScript object (`{}` or none: no variable; a value of another kind
/// is left out).
#[cfg(target_arch = "wasm32")]
fn given(args: &wasm_bindgen::JsValue) -> Vec<(String, Given)> {
    use wasm_bindgen::JsCast;
    let Some(object) = args.dyn_ref::<js_sys::Object>() else {
        return Vec::new();
    };
    js_sys::Object::entries(object)
        .iter()
        .filter_map(|entry| {
            let pair: js_sys::Array = entry.dyn_into().ok()?;
            let (name, value) = (pair.get(0).as_string()?, pair.get(1));
            let given = if let Some(n) = value.as_f64() {
                Given::Number(n)
            } else if let Some(text) = value.as_string() {
                Given::Text(text)
            } else {
                let inner = js_sys::Reflect::get(&value, &"id".into())
                    .ok()?
                    .as_string()?;
                let inner_args = js_sys::Reflect::get(&value, &"args".into()).ok()?;
                Given::Said(inner, given(&inner_args))
            };
            Some((name, given))
        })
        .collect()
}

/// The page's language, as `<html lang>` says it.
pub fn page_language() -> crate::engine::i18n::Lang {
    use crate::engine::i18n::Lang;
    leptos::prelude::document()
        .document_element()
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En)
}

/// Offers `window.lamorisseSay` to the screens (once, at the start).
#[cfg(target_arch = "wasm32")]
pub fn offer() {
    use crate::ui::words::catalogs::speak_plain;
    use wasm_bindgen::prelude::*;
    let say = Closure::<dyn Fn(String, JsValue) -> String>::new(|id: String, args: JsValue| {
        speak_plain(page_language(), &message_of(&id, &given(&args)))
    });
    let window: JsValue = leptos::prelude::window().into();
    let _ = js_sys::Reflect::set(&window, &"lamorisseSay".into(), &say.into_js_value());
}

/// Natively there is no page to offer it to.
#[cfg(not(target_arch = "wasm32"))]
pub fn offer() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_screen_s_variables_become_the_message_s_arguments() {
        let shape = Given::Said("import-shape-country".into(), Vec::new());
        let args = vec![
            ("file".to_owned(), Given::Text("a.map".into())),
            ("line".to_owned(), Given::Number(12.0)),
            ("shape".to_owned(), shape),
        ];
        let message = message_of("import-bad-line", &args);
        assert_eq!(message.id, "import-bad-line");
        assert!(message.args.contains(&("line", Arg::Count(12))));
        assert!(message.args.contains(&("file", Arg::Text("a.map".into()))));
        let shape = Message::new("import-shape-country", Vec::new());
        assert!(
            message
                .args
                .contains(&("shape", Arg::Said(Box::new(shape))))
        );
        assert!(message_of("x", &[]).args.is_empty());
    }
}
