//! [`Shown`]: Leptos's `Show` with its condition and children type-erased, so the code that
//! shows and hides them is built once for the whole app instead of once per use (there are
//! some seventy; docs/performance.md "Where the bytes go").

use std::sync::Arc;

use leptos::prelude::*;

/// Shows its children while `when` is true, and `fallback` (nothing by default) otherwise;
/// the children are built again only when the condition changes.
#[component]
pub fn Shown<W>(
    /// Whether the children show.
    when: W,
    /// What shows while `when` is true.
    children: ChildrenFn,
    /// What shows while `when` is false.
    #[prop(optional, into)]
    fallback: ViewFn,
) -> impl IntoView
where
    W: Fn() -> bool + Send + Sync + 'static,
{
    shown(Arc::new(when), children, fallback)
}

/// The one body of every [`Shown`].
fn shown(
    when: Arc<dyn Fn() -> bool + Send + Sync>,
    children: ChildrenFn,
    fallback: ViewFn,
) -> AnyView {
    let when = ArcMemo::new(move |_| when());
    (move || {
        if when.get() {
            children()
        } else {
            fallback.run()
        }
    })
    .into_any()
}
