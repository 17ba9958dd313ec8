#!/usr/bin/env bash
# A level against Normals on every preset (issue 41: "stronger on every preset"; issue 51:
# Expert "at least Hard's figure"): the ladder's games a preset (600 by default), seed 1, with
# the native profile; a duel seats the level against one Normal, the team game two of it
# against two Normals. Usage: scripts/ladder-all.sh [CLI] [GAMES] [LEVEL] [PLAYOUTS]
# (LEVEL hard by default; PLAYOUTS an Expert's imagined games a decision).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-target/native/lamorisse-cli}
games=${2:-600}
level=${3:-hard}
thinking=()
if [[ -n ${4:-} ]]; then
  thinking=(--playouts "$4")
fi
if [[ $# -eq 0 || ! -x $cli ]]; then
  cargo build -q --profile native -p lamorisse-cli
  cli=target/native/lamorisse-cli
fi
# The presets as the bot protocol's `hello` lists them (docs/bot-protocol.md).
presets=$(echo '{"hello": true}' | "$cli" bot |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).presets.join(" ")))')
for id in $presets; do
  case $id in
    *-duel*) matchup="$level,normal" ;;
    *-teams) matchup="$level,normal,$level,normal" ;;
    *) matchup="$level,normal,normal" ;;
  esac
  out=$("$cli" ladder --preset "$id" --games "$games" --seed 1 --matchups "$matchup" "${thinking[@]}")
  line=$(grep -m1 " $level " <<<"$out")
  printf '%-28s %-26s %s\n' "$id" "$matchup" "${line#*: }"
done
