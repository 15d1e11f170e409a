#!/usr/bin/env bash
# The 1k-1M curve in README's performance section: the release binary in a 120x40
# pseudo-terminal (../shared/tuibench), at 1,000 / 10,000 / 100,000 / 1,000,000 tasks made by
# tuibench's own generator (seed 42; the 1M file is ~300 MB), each size on its own:
# launch, j, x (saved), sort, a search keystroke, each tab once (All to Pending, Next, ... Done, back
# to All: the second is the Next view), peak RSS, then `taskdeck list` to a pty
# (to a pipe at 1M: tuibench's pty reader cannot keep up with 147 MB).
# usage: bench/curve.sh TASKDECK_BINARY [WORKDIR] [SIZES]   (run nothing else meanwhile)
set -u
TUIBENCH=${TUIBENCH:-$(cd "$(dirname "$0")/../.." && pwd)/shared/tuibench}
BIN=$(realpath "$1"); ROOT=${2:-/tmp/taskdeck-curve}; SIZES=${3:-1000,10000,100000,1000000}
mkdir -p "$ROOT/results" && cd "$ROOT" || exit 2
[ -x venv/bin/python ] || { python3 -m venv venv && venv/bin/pip install -q pyte==0.8.2; } || exit 2
# Only taskdeck's data (the generator's Taskwarrior import of a million tasks takes minutes).
python3 - "$TUIBENCH" "$ROOT" "$SIZES" <<'PY' || exit 2
import os, sys
sys.path.insert(0, sys.argv[1])
import gen_data
for n in map(int, sys.argv[3].split(",")):
    home = os.path.join(sys.argv[2], "homes", "taskdeck%s" % gen_data.label(n))
    if not os.path.exists(os.path.join(home, ".local/share/taskdeck/tasks.json")):
        gen_data.gen_taskdeck(sys.argv[2], n, gen_data.make_tasks(n))
PY
cat > results/scenario.json <<'J'
[
 {"name": "move j", "measure": "j", "count": 50, "warmup": 2},
 {"name": "toggle x (saved)", "measure": "x", "count": 20, "warmup": 2},
 {"name": "sort s", "measure": "s", "count": 8, "warmup": 0},
 {"name": "open search", "keys": "/", "settle_ms": 300},
 {"name": "search type", "measure": "e", "count": 6, "warmup": 0},
 {"name": "close search", "keys": "<esc>", "settle_ms": 300},
 {"name": "tabs", "measure": "<tab>", "count": 8, "warmup": 0}
]
J
for N in ${SIZES//,/ }; do
  L=$(python3 -c "import sys; sys.path.insert(0, '$TUIBENCH'); import gen_data; print(gen_data.label($N))")
  venv/bin/python "$TUIBENCH/tuibench.py" --name "taskdeck-$L" --size 120x40 --quiet-ms 50 --startup-runs 3 \
      --home-from "homes/taskdeck$L" --startup-timeout 300 --ready pending --scenario results/scenario.json \
      --quit-keys q --quit-timeout 60 --json "results/taskdeck-$L.json" -- "$BIN" 2>&1 | grep -E '^\[tuibench.*(startup \(main|keys)|^TUIBENCH'
  if [ "$N" -ge 1000000 ]; then
    # 147 MB of table through a pty outlasts tuibench's reader: to a pipe instead (seconds, KB).
    for run in 1 2 3; do
      HOME="$ROOT/homes/taskdeck$L" /usr/bin/time -f "list-$L to a pipe: %e s, peak %M KB" "$BIN" list | cat > /dev/null
    done
  else
    venv/bin/python "$TUIBENCH/tuibench.py" --name "list-$L" --oneshot --startup-runs 3 --size 120x40 \
        --home-from "homes/taskdeck$L" --json "results/list-$L.json" -- "$BIN" list 2>&1 | grep '^TUIBENCH'
  fi
done
