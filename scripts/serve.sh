#!/usr/bin/env bash
# Sets everything up, builds the release app and serves it on http://127.0.0.1:8080/.
#   scripts/serve.sh            build once, then serve dist/ (PORT=9000 scripts/serve.sh to move)
#   scripts/serve.sh --watch    rebuild on every change with `trunk serve`
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
lamorisse_setup
PORT="${PORT:-8080}"
cd "$LAMORISSE_ROOT"
if [ "${1:-}" = "--watch" ]; then
  echo "Lamorisse will be served at http://127.0.0.1:$PORT/ once built (Ctrl+C to stop)"
  # (The link and boards wasm are not rebuilt on changes: run build_link or build_boards again
  # after editing crates/link or crates/import.)
  build_link && build_boards
  exec env "${WASM_BUILD_ENV[@]}" trunk serve --release --offline --port "$PORT"
fi
build_release
exec node scripts/static-server.mjs dist --port "$PORT"
