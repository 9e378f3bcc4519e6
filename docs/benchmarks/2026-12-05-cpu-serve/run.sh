#!/usr/bin/env bash
set -u
COMMIT=$(git -C /work/wt/i43-serve rev-parse HEAD)
cd /tmp/i43_frozen/src
export PYTHONPATH=/tmp/i43_frozen/ns
O=/tmp/i43_bench
PY=/work/wt/i43-serve/.venv/bin/python
W=$(mktemp -d /tmp/i43-bench-env.XXXXXX)
mkdir -p $W/run && chmod 700 $W/run
export XDG_RUNTIME_DIR=$W/run REDRAFT_STATE_DIR=$W/state REDRAFT_CONFIG=/dev/null PYTHONUNBUFFERED=1
LARGE=(--file samples/bench/src/edit_large.py --rename TaskQueue JobQueue -i 'Rename the class `TaskQueue` to `JobQueue` everywhere in the file, including docstrings.')
SHORT=(--file samples/bench/src/edit_fn.py --rename total subtotal -i 'Rename the variable `total` to `subtotal` everywhere in the function.')
{
echo "commit $COMMIT (a frozen copy: git archive)"; lscpu | grep -E 'Model name|^CPU\(s\)|Flags' | cut -c1-200; echo "start $(date -u) load: $(uptime)"
} > $O/machine.txt
step() { echo "== $1 $(date -u +%T) load: $(uptime | sed 's/.*load average: //')" | tee -a $O/loads.txt; }
step real-short; $PY -m redraft.bench.serve_rate --backend real --rounds 3 --json $O/rate-real-short.json "${SHORT[@]}" > $O/rate-real-short.txt 2>$O/rate-real-short.err
step real-large; $PY -m redraft.bench.serve_rate --backend real --rounds 3 --json $O/rate-real-large.json "${LARGE[@]}" > $O/rate-real-large.txt 2>$O/rate-real-large.err
step replay-large; $PY -m redraft.bench.serve_rate --backend replay --forward-ms 1 --rounds 3 --json $O/rate-replay-large.json "${LARGE[@]}" > $O/rate-replay-large.txt 2>$O/rate-replay-large.err
step timing; $PY -m redraft.bench.serve_timing --rounds 3 --file samples/bench/src/edit_fn.py -i 'Rename the variable `total` to `subtotal` everywhere in the function.' > $O/timing.txt 2>$O/timing.err
step done
echo "end $(date -u) load: $(uptime)" >> $O/machine.txt
rm -rf $W
