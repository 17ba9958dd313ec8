#!/usr/bin/env bash
# Hard against Normals on every preset (issue 41: "stronger on every preset"): the ladder's
# 600 games a preset, seed 1, with the native profile; a duel seats Hard against one Normal,
# the team game two Hards against two Normals. Usage: scripts/ladder-all.sh [CLI] [GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-target/native/lamorisse-cli}
games=${2:-600}
if [[ $# -eq 0 || ! -x $cli ]]; then
  cargo build -q --profile native -p lamorisse-cli
  cli=target/native/lamorisse-cli
fi
# The presets as the bot protocol's `hello` lists them (docs/bot-protocol.md).
presets=$(echo '{"hello": true}' | "$cli" bot |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).presets.join(" ")))')
for id in $presets; do
  case $id in
    *-duel*) matchup="hard,normal" ;;
    *-teams) matchup="hard,normal,hard,normal" ;;
    *) matchup="hard,normal,normal" ;;
  esac
  out=$("$cli" ladder --preset "$id" --games "$games" --seed 1 --matchups "$matchup")
  line=$(grep -m1 ' hard ' <<<"$out")
  printf '%-28s %-26s %s\n' "$id" "$matchup" "${line#*: }"
done
