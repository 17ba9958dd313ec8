#!/usr/bin/env bash
# Where the wasm's bytes go (issue 25, docs/performance.md): builds the release wasm as the app
# is built, keeps its function names through wasm-bindgen and wasm-opt, and reports the
# biggest contributors by crate and by the app's modules with twiggy. twiggy is installed here
# (only this report needs it), once per machine.
#
#   scripts/size-report.sh [N]     (N: how many single functions to list too, 20 by default)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
lamorisse_setup
cargo_tool twiggy twiggy 0.8.0 1
cd "$LAMORISSE_ROOT"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
env "${WASM_BUILD_ENV[@]}" cargo build --quiet --release --target wasm32-unknown-unknown --bin lamorisse
wasm-bindgen --target web --keep-debug --out-dir "$work" target/wasm32-unknown-unknown/release/lamorisse.wasm
# The same optimisation as index.html asks Trunk for, with the names kept (-g).
wasm-opt -Oz --low-memory-unused --one-caller-inline-max-function-size=0 --converge -g "$work/lamorisse_bg.wasm" -o "$work/named.wasm"
wasm-opt -Oz --low-memory-unused --one-caller-inline-max-function-size=0 --converge "$work/lamorisse_bg.wasm" -o "$work/shipped.wasm"
echo "shipped wasm: $(wc -c <"$work/shipped.wasm") bytes, $(gzip -9c "$work/shipped.wasm" | wc -c) gzipped"
twiggy top -n 1000000 --format csv "$work/named.wasm" >"$work/top.csv"
node scripts/size-report.mjs "$work/top.csv" "$work/shipped.wasm"
echo "largest functions:"
twiggy top -n "${1:-20}" "$work/named.wasm" | sed 's/\[[0-9a-f]\{16\}\]//g' | cut -c1-160
