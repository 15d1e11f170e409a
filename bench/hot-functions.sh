#!/usr/bin/env bash
# Writes Sources/taskdeck/hot-functions.order: the functions the release app runs in a day's
# use, which the release link places side by side (lld --symbol-ordering-file, Package.swift).
#
# Why: the kernel maps a binary's code 64 KB around each page it faults in (fault-around), and
# the app's 1.6 MB of code that runs was spread over the whole 30 MB text segment, so launching
# made 12 MB of it resident (half the app's memory at 10,000 tasks). Placed together they take
# about 2 MB, and the app holds about 6 MB less.
#
# How: the release binary runs under valgrind's callgrind in a tmux window at 10,000 tasks
# (tuibench's generator, as bench/curve.sh): the list (moves, x, s, search, the filter keys,
# tabs, marks, start, tags, notes preview, the command line), the detail, the editor (a new task saved), Help, Projects & Tags, Statistics,
# the Agenda, a resize; then `list`, `add`, `next` and `done` from the command line. Every
# function callgrind saw called goes in the file, sorted (a stable diff).
# A function added later and not in the file is simply placed with the rest: run this again
# after a change of what runs at launch or on a common key.
# usage: swift build -c release && bench/hot-functions.sh [WORKDIR]   (needs valgrind, tmux)
#
# `bench/hot-functions.sh --check` (CI) says how many of the list's Swift functions the release
# binary still defines, and fails below 75%: renamed and removed functions leave the list,
# the code that runs drifts apart again, and the app's memory grows back by megabytes.
set -eu
REPO=$(cd "$(dirname "$0")/.." && pwd)
TUIBENCH=${TUIBENCH:-$REPO/../shared/tuibench}
BIN=$REPO/.build/release/taskdeck
LIST=$REPO/Sources/taskdeck/hot-functions.order
if [ "${1:-}" = --check ]; then
  [ -x "$BIN" ] || { echo "build first: swift build -c release" >&2; exit 2; }
  # Only Swift's names: the C library's are in the list but not in the binary (linked shared).
  listed=$(grep -c '^\$s' "$LIST")
  defined=$(nm --defined-only "$BIN" | awk '$3 ~ /^\$s/ {print $3}' | LC_ALL=C sort -u | LC_ALL=C comm -12 - <(grep '^\$s' "$LIST") | wc -l)
  echo "hot functions: $defined of the list's $listed Swift functions are in the binary"
  [ $((defined * 100)) -ge $((listed * 75)) ] || { echo "the list is stale: run bench/hot-functions.sh" >&2; exit 1; }
  exit 0
fi
# WORKDIR keeps the callgrind outputs and the screens each step showed (screens.txt); without
# it a temporary folder is used and removed at the end.
command -v valgrind >/dev/null && command -v tmux >/dev/null || { echo "needs valgrind and tmux" >&2; exit 2; }
[ -x "$BIN" ] || { echo "build first: swift build -c release" >&2; exit 2; }
ROOT=${1:-$(mktemp -d)}; KEEP_ROOT=${1:+yes}
rm -rf "$ROOT" && mkdir -p "$ROOT/out"
python3 - "$TUIBENCH" "$ROOT" <<'PY'
import sys
sys.path.insert(0, sys.argv[1])
import gen_data
gen_data.gen_taskdeck(sys.argv[2], 10000, gen_data.make_tasks(10000))
PY
export HOME="$ROOT/homes/taskdeck10k" TERM=xterm-256color
CALLGRIND=(valgrind --tool=callgrind --demangle=no --compress-strings=no --dump-line=no)
# Its own server, its socket in WORKDIR (as the tests' are in their folders): a socket under
# /tmp/tmux-UID outlives its server.
TMUX_RUN=(tmux -S "$ROOT/tmux.socket")
trap '"${TMUX_RUN[@]}" kill-server 2>/dev/null || true; rm -f "$ROOT/tmux.socket"; [ -n "$KEEP_ROOT" ] || rm -rf "$ROOT"' EXIT

# Waits (up to 3 minutes under callgrind) until the window shows $1.
wait_for() {
  for _ in $(seq 360); do
    "${TMUX_RUN[@]}" capture-pane -p | grep -qF -- "$1" && return 0
    sleep 0.5
  done
  echo "never showed '$1':" >&2; "${TMUX_RUN[@]}" capture-pane -p >&2; exit 1
}
# Sends keys (tmux names), then lets the app draw under callgrind.
# Each screen after them goes to $ROOT/screens.txt, to see that the keys did what they say.
keys() {
  "${TMUX_RUN[@]}" send-keys "$@"; sleep 2
  { echo "--- after: $*"; "${TMUX_RUN[@]}" capture-pane -p; } >> "$ROOT/screens.txt"
}

"${TMUX_RUN[@]}" new-session -d -x 120 -y 40 "${CALLGRIND[*]} --callgrind-out-file=$ROOT/out/app.%p $BIN"
wait_for pending
# Esc on its own: sent with the next key, it would read as Alt and that key.
keys j j j k G g g x x s s; keys / e e BSpace; keys Escape; keys f f f F F F
keys v v x x; keys Escape; keys + - b b p J p '#' work Enter
keys Enter; keys j x x; keys Escape; keys '?' j; keys Escape
keys a; keys 'Water the plants due:friday' C-s
keys t j; keys Escape; keys S; keys Escape; keys C j; keys Escape; keys : sort Tab; keys Escape
"${TMUX_RUN[@]}" resize-window -x 100 -y 30; sleep 2
keys u; "${TMUX_RUN[@]}" send-keys q
for _ in $(seq 120); do "${TMUX_RUN[@]}" has-session 2>/dev/null || break; sleep 1; done

"${CALLGRIND[@]}" --callgrind-out-file="$ROOT/out/list" "$BIN" list > /dev/null 2>&1
ADDED=$("${CALLGRIND[@]}" --callgrind-out-file="$ROOT/out/add" "$BIN" add 'Call the bank due:tomorrow +home' 2>/dev/null | awk '/^Added/ {print $2}')
"${CALLGRIND[@]}" --callgrind-out-file="$ROOT/out/next" "$BIN" next > /dev/null 2>&1
"${CALLGRIND[@]}" --callgrind-out-file="$ROOT/out/done" "$BIN" done "$ADDED" > /dev/null 2>&1

# Every function a run entered or called (names only: a symbol, not '0x...' or '(below main)').
sed -nE 's/^c?fn=([A-Za-z_$.][A-Za-z0-9_$.]*)$/\1/p' "$ROOT"/out/* | LC_ALL=C sort -u > "$LIST"
echo "$(wc -l < "$LIST") functions in Sources/taskdeck/hot-functions.order"
# SwiftPM does not know the link reads the file: remove the binaries so the next build links again.
rm -f "$REPO/.build/release/taskdeck" "$REPO/.build/release/taskdeck-bench"
echo "swift build -c release links with it"
