#!/usr/bin/env bash
# A sampling profile of a bots' game at CPU 4x (issue 51 item 2, docs/bots.md "The page's own
# drawing"): builds the app with its functions' names (index.html's wasm-opt off and the debug
# names kept, into target/profile-dist; index.html is put back after), then plays a parker-1993
# game between bots in Chromium and prints each long task with its heaviest calls.
#
#   scripts/profile-game.sh [kinds, e.g. expert,hard,hard] [smallest call shown, in ms]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
lamorisse_setup
cd "$LAMORISSE_ROOT"
out="$LAMORISSE_ROOT/target/profile-dist"
kept="$(mktemp)"
cp index.html "$kept"
trap 'cp "$kept" index.html; rm -f "$kept"' EXIT
sed -i 's/data-wasm-opt="z" data-wasm-opt-params="[^"]*"/data-wasm-opt="0" data-keep-debug/' index.html
build_bots && build_link && build_boards
env "${WASM_BUILD_ENV[@]}" trunk build --release --offline --dist "$out" >/dev/null
cp "$kept" index.html
DIST="$out" node e2e/profile-game.mjs "${1:-hard,hard,hard}" "${2:-4}"
