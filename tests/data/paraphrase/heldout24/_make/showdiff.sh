#!/bin/bash
# usage: showdiff.sh <case-folder>  -- diff every result against the original
cd "$(dirname "$0")/.." || exit 1
c=$1
orig=$(python3 -c "import tomllib;print(tomllib.load(open('$c/case.toml','rb'))['file'])")
for f in $(ls $c | grep -E '^(right|wrong)-'); do echo "===== $f"; diff -u "$c/$orig" "$c/$f" | tail -n +3; done
