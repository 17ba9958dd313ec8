#!/usr/bin/env bash
# Fits the bots' win-probability model again and keeps it in crates/engine/src/bot/value.json
# (docs/bots.md "The value model"): the data set (simulated games, seeded) and the fit are
# reproduced by this one command. Arguments are passed on to the example, e.g.
# `scripts/fit-value.sh --games 6000 --seats hard-plain,normal,normal`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -eq 0 ]]; then
  set -- --games 6000 --seats hard-plain,normal,normal
fi
cargo run -q --locked --profile native -p lamorisse-engine --example fit_value -- "$@" --write
