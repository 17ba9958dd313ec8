#!/usr/bin/env bash
# Installs everything Lamorisse needs to build, serve and test, skipping what is already there.
# Idempotent and quiet when there is nothing to do. Sourced by scripts/serve.sh and
# scripts/test.sh; run it alone as `scripts/setup.sh [--browser]`.
#
# It tries the standard Rust path first (rustup's wasm32 target, `cargo install` of Trunk and
# wasm-bindgen-cli) and falls back to ../shared/TOOLCHAIN.md's recipe: Debian's rustc-web with
# build-std, binaryen and playwright-core from npm, Debian's chromium. Only package registries
# are used.

set -euo pipefail

LAMORISSE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TRUNK_VERSION="0.21.14"
CACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/lamorisse"
# Set once rustup has failed to fetch the wasm32 target on this machine (it cannot reach its
# download server here); delete the file to try again.
NO_RUSTUP_TARGET_MARKER="$CACHE_DIR/rustup-wasm32-target-unavailable"

# Prints a progress line on stderr (only called when something is being done).
say() { printf '[setup] %s\n' "$*" >&2; }

# Runs a command as root, through sudo when needed.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

APT_UPDATED=0
# Installs the Debian packages that are not installed yet.
apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  say "installing Debian packages: ${missing[*]}"
  if [ "$APT_UPDATED" -eq 0 ]; then
    as_root apt-get update -qq >&2
    APT_UPDATED=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
}

# Puts Rust's cargo on PATH (rustup's if present, else Debian's).
ensure_cargo() {
  [ -d "$HOME/.cargo/bin" ] && export PATH="$HOME/.cargo/bin:$PATH"
  command -v cargo >/dev/null 2>&1 || apt_install rustc-web cargo-web
  command -v cargo >/dev/null 2>&1 || export PATH="/usr/bin:$PATH"
}

# The version of a crate recorded in Cargo.lock.
locked_version() {
  awk -v name="$1" '$0 == "name = \"" name "\"" { getline; gsub(/version = |"/, ""); print; exit }' \
    "$LAMORISSE_ROOT/Cargo.lock"
}

# Installs a cargo binary at an exact version unless `<bin> --version` already shows it. The
# optimisation level comes next (these tools only drive other programs: a light build halves
# the first setup, docs/performance.md), then any further `cargo install` flags.
cargo_tool() {
  local bin="$1" crate="$2" version="$3" opt="$4"
  shift 4
  if command -v "$bin" >/dev/null 2>&1 && "$bin" --version 2>/dev/null | grep -qF "$version"; then
    return 0
  fi
  say "installing $crate $version (a few minutes, once per machine)"
  local light=(CARGO_PROFILE_RELEASE_OPT_LEVEL="$opt" CARGO_PROFILE_RELEASE_LTO=false
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_DEBUG=false)
  # --locked first; a lock entry the registry no longer serves falls back to a fresh resolve.
  env "${light[@]}" cargo install --quiet --locked "$crate" --version "$version" "$@" >&2 ||
    env "${light[@]}" cargo install --quiet "$crate" --version "$version" "$@" >&2
}

# Flags of every release wasm build, on both toolchain paths (docs/performance.md "Where the
# bytes go"): `std` is built from source for size (`optimize_for_size`), a panic traps at once
# instead of formatting a message (`immediate-abort`, so no panic strings or formatting
# machinery), panics carry no file and line, and Leptos erases each component's view type
# (`erase_components`, leptos/src/lib.rs). The unstable flags are allowed by RUSTC_BOOTSTRAP on
# the wasm build only.
WASM_SIZE_ENV=(
  RUSTC_BOOTSTRAP=1
  CARGO_UNSTABLE_BUILD_STD=std,panic_abort
  CARGO_UNSTABLE_BUILD_STD_FEATURES=optimize_for_size
  "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS=-Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none --cfg erase_components"
)

# Fetches the crates the standard library's own sources depend on (libc, ...), so `build-std`
# works with Trunk's --offline; once per toolchain, for the `rustc` and `cargo` on PATH.
fetch_std_dependencies() {
  local library stamp
  library="$(rustc --print sysroot)/lib/rustlib/src/rust/library"
  stamp="$CACHE_DIR/std-dependencies-$(rustc --version | tr -c 'A-Za-z0-9.\n' '-')"
  [ -e "$stamp" ] && return 0
  say "fetching the standard library's dependencies for build-std"
  RUSTC_BOOTSTRAP=1 cargo fetch --quiet --manifest-path "$library/Cargo.toml" >&2 &&
    mkdir -p "$CACHE_DIR" && touch "$stamp"
}

# Whether rustup gives this toolchain the wasm32 target and the standard library's sources
# (build-std needs both), installing them when it can.
rustup_wasm_ready() {
  command -v rustup >/dev/null 2>&1 || return 1
  local installed
  installed="$(rustup component list --installed 2>/dev/null)"
  if grep -q '^rust-std-wasm32-unknown-unknown' <<<"$installed" && grep -q '^rust-src' <<<"$installed"; then
    return 0
  fi
  [ -e "$NO_RUSTUP_TARGET_MARKER" ] && return 1
  say "trying rustup target add wasm32-unknown-unknown and rust-src (20 s each at most)"
  if timeout 20 rustup target add wasm32-unknown-unknown >/dev/null 2>&1 &&
    timeout 20 rustup component add rust-src >/dev/null 2>&1; then
    return 0
  fi
  mkdir -p "$CACHE_DIR" && touch "$NO_RUSTUP_TARGET_MARKER"
  say "no rustup wasm32 target here: using Debian's rustc-web with build-std"
  return 1
}

# Chooses how to build wasm32 and exports WASM_BUILD_ENV for `env` before trunk.
ensure_wasm_toolchain() {
  if rustup_wasm_ready && fetch_std_dependencies; then
    WASM_BUILD_ENV=("${WASM_SIZE_ENV[@]}")
    return 0
  fi
  # ../shared/TOOLCHAIN.md steps 1-2: Debian's Rust builds std for wasm32 itself.
  apt_install rustc-web cargo-web rust-web-src lld
  (export PATH="/usr/bin:$PATH" && fetch_std_dependencies)
  WASM_BUILD_ENV=(
    "PATH=$LAMORISSE_ROOT/node_modules/.bin:/usr/bin:$PATH"
    "${WASM_SIZE_ENV[@]}"
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER=wasm-ld
  )
}

# Node.js and the project's npm packages (binaryen's wasm-opt, playwright-core, map tools).
ensure_node_packages() {
  command -v npm >/dev/null 2>&1 || apt_install nodejs npm
  local stamp="$LAMORISSE_ROOT/node_modules/.package-lock.json"
  if [ ! -f "$stamp" ] || [ "$LAMORISSE_ROOT/package-lock.json" -nt "$stamp" ]; then
    say "installing npm packages into node_modules/"
    (cd "$LAMORISSE_ROOT" && npm ci --no-audit --no-fund --loglevel=error >&2)
  fi
}

# Everything needed to build the app; `--browser` adds Chromium for the browser tests.
lamorisse_setup() {
  ensure_cargo
  ensure_node_packages
  # xz packs the wasm for the first visit (scripts/pack-wasm.mjs).
  command -v xz >/dev/null 2>&1 || apt_install xz-utils
  ensure_wasm_toolchain
  cargo_tool wasm-bindgen wasm-bindgen-cli "$(locked_version wasm-bindgen)" 1
  # Trunk never checks for updates here (it runs --offline): without that feature it builds
  # faster.
  cargo_tool trunk trunk "$TRUNK_VERSION" 0 --no-default-features --features rustls
  export PATH="$LAMORISSE_ROOT/node_modules/.bin:$PATH"
  if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
    apt_install chromium
  fi
}

# Builds the release app into dist/ with Trunk, offline (tools are already on PATH), and the
# single-file edition into dist-single/. The link and boards wasm are built first: Trunk copies
# public/link/ and public/boards/ into dist/ (index.html), where the service worker's list
# finds them.
#
# The bots' wasm builds beside the others, in a target directory of its own (cargo builds in one
# target directory at a time): each wasm's last step (link-time optimisation in one codegen
# unit) runs on one core and left the other idle. Trunk copies public/ (the bots' wasm among
# it) as it starts, so it starts once the bots' wasm is there; the app's wasm is compiled
# before, as Trunk compiles it, so Trunk's own cargo finds it done.
build_release() {
  build_bots & local bots=$! built=0
  build_link && build_boards && build_app_wasm || built=1
  wait "$bots" || built=1
  [ "$built" -eq 0 ] && (cd "$LAMORISSE_ROOT" && env "${WASM_BUILD_ENV[@]}" trunk build --release --offline "$@" &&
    node scripts/single-file.mjs)
}

# Compiles the app's wasm as Trunk does (index.html's `data-bin`, the release profile).
build_app_wasm() {
  (cd "$LAMORISSE_ROOT" && env "${WASM_BUILD_ENV[@]}" cargo build --quiet --locked --release \
    --target wasm32-unknown-unknown --bin lamorisse)
}

# Where the wasm built for speed (the `bots` profile: the bots and the self-check) goes.
BOTS_TARGET_DIR="$LAMORISSE_ROOT/target/bots-wasm"

# Builds the workspace crate PACKAGE (its wasm file named FILE) to wasm, shrunk by wasm-opt, as
# OUT (not committed): the modules the app loads on demand. Cargo skips the build when nothing
# changed; wasm-opt runs only when its output is older than cargo's. A fourth argument, `speed`,
# builds with the `bots` profile (opt-level 3) and has wasm-opt optimise for speed (-O3).
build_plain_wasm() {
  local profile=release level=-Oz target="$LAMORISSE_ROOT/target"
  if [ "${4:-}" = speed ]; then profile=bots level=-O3 target="$BOTS_TARGET_DIR"; fi
  local built="$target/wasm32-unknown-unknown/$profile/$2.wasm"
  local out="$LAMORISSE_ROOT/$3"
  (cd "$LAMORISSE_ROOT" && env "${WASM_BUILD_ENV[@]}" CARGO_TARGET_DIR="$target" cargo build --quiet \
    --locked --profile "$profile" --target wasm32-unknown-unknown -p "$1") || return 1
  mkdir -p "$(dirname "$out")"
  if [ ! -f "$out" ] || [ "$built" -nt "$out" ]; then
    wasm-opt "$level" --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
      --enable-mutable-globals --strip-debug --strip-producers "$built" -o "$out"
  fi
}

# The link capability (crates/link: the WebRTC codes and QR codes of issue 38), which
# public/link/link.js loads only when a player hosts or joins (docs/multi-device.md).
build_link() { build_plain_wasm lamorisse-link lamorisse_link public/link/link.wasm; }

# The board import (crates/import: Domination-format maps read, checked and traced, issue 40),
# which public/boards/boards.js loads only when a player imports a board (docs/boards.md).
build_boards() { build_plain_wasm lamorisse-import lamorisse_import public/boards/boards.wasm; }

# The bots' thinking (crates/bots, issue 51), which public/bots/ runs in a Web Worker when a game
# with bots starts (docs/bots.md "In the browser"): built for speed, off the first load (an
# Expert searches about 2.7 times as many imagined games a second as at opt-level "z").
build_bots() { build_plain_wasm lamorisse-bots lamorisse_bots public/bots/bots.wasm speed; }

# Builds the engine alone to wasm for the browser tests' self-check (crates/selfcheck, loaded by
# e2e/selfcheck.mjs): a test tool, not part of the app, built as the bots' wasm is (the `bots`
# profile) so that its timings are theirs.
build_selfcheck() {
  (cd "$LAMORISSE_ROOT" && env "${WASM_BUILD_ENV[@]}" CARGO_TARGET_DIR="$BOTS_TARGET_DIR" cargo build \
    --quiet --locked --profile bots --target wasm32-unknown-unknown -p lamorisse-selfcheck)
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  lamorisse_setup "$@"
fi
