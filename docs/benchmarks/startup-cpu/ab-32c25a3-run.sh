#!/bin/bash
# A/B start-up: old = abb7b60 (PYTHONPATH=/tmp/old), new = this checkout. Interleaved.
cd /work/main
I1="Rename the field qty to quantity everywhere (both dataclasses, parameters and uses)."
echo "commit: $(git -C /work/main rev-parse --short HEAD)"
echo "cpu: $(lscpu | grep 'Model name' | sed 's/.*: *//'), $(nproc) cores, load: $(cut -d' ' -f1-3 /proc/loadavg)"
for i in 1 2 3; do s=$(date +%s.%N); .venv/bin/python -c "import torch"; e=$(date +%s.%N); echo "import torch alone: $(echo "$e - $s" | bc)"; done
for i in 1 2 3 4 5; do
  for v in old new; do
    if [ $v = old ]; then PP=/tmp/old; SU=/work/wt/base/docs/benchmarks/startup.py; else PP=; SU=docs/benchmarks/startup.py; fi
    PYTHONPATH=$PP .venv/bin/python $SU --file tests/data/edits/inventory.py --instruction "$I1" --max-tokens 32 --json /tmp/su/inv_${v}_$i.json > /tmp/su/inv_${v}_$i.txt 2>&1
    PYTHONPATH=$PP .venv/bin/python $SU --max-tokens 32 --json /tmp/su/fn_${v}_$i.json > /tmp/su/fn_${v}_$i.txt 2>&1
    s=$(date +%s.%N); PYTHONPATH=$PP .venv/bin/python -m redraft.app edit tests/data/edits/inventory.py -i "$I1" --stdout --max-tokens 32 >/tmp/su/edit_${v}_$i.out 2>/tmp/su/edit_${v}_$i.err; rc=$?; e=$(date +%s.%N)
    echo "edit $v $i rc=$rc $(echo "$e - $s" | bc)"
    echo "startup inv $v $i $(grep 'process start' /tmp/su/inv_${v}_$i.txt)"
    echo "startup fn $v $i $(grep 'process start' /tmp/su/fn_${v}_$i.txt)"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
