#!/usr/bin/env bash
# Hard against Normals on every preset (issue 41: "stronger on every preset"): the ladder's
# 600 games a preset, seed 1, with the native profile; a duel seats Hard against one Normal,
# the team game two Hards against two Normals. Usage: scripts/ladder-all.sh [CLI] [GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-target/native/lamorisse-cli}
games=${2:-600}
if [[ ! -x $cli ]]; then
  cargo build -q --profile native -p lamorisse-cli
fi
for id in $(grep -o '^    "[a-z0-9-]*",' crates/engine/src/presets.rs | tr -d ' ",'); do
  case $id in
    *-duel*) matchup="hard,normal" ;;
    *-teams) matchup="hard,normal,hard,normal" ;;
    *) matchup="hard,normal,normal" ;;
  esac
  out=$("$cli" ladder --preset "$id" --games "$games" --seed 1 --matchups "$matchup")
  line=$(grep -m1 ' hard ' <<<"$out")
  printf '%-28s %-26s %s\n' "$id" "$matchup" "${line#*: }"
done
