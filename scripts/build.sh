#!/usr/bin/env bash
# Sets everything up and builds the release app into dist/ (what GitHub Pages publishes).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
lamorisse_setup
build_release
