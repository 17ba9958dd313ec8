//! Entry point of the browser app: mounts the Leptos root component.

fn main() {
    lamorisse::ui::start();
}
