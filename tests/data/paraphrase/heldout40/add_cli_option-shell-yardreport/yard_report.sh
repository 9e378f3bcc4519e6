#!/usr/bin/env bash
# yard_report.sh - nightly wagon count per road for Carlisle Kingmoor, mailed to the yard supervisor.
set -euo pipefail

usage() {
  echo "usage: $0 [-d YYYY-MM-DD] [-o OUTFILE] [-v]" >&2
  exit 2
}

DAY=$(date +%F)
OUTFILE=""
VERBOSE=0
EXPORT_DIR=/srv/tops/exports

while getopts "d:o:vh" opt; do
  case "$opt" in
    d) DAY="$OPTARG" ;;
    o) OUTFILE="$OPTARG" ;;
    v) VERBOSE=1 ;;
    h|*) usage ;;
  esac
done

SRC="$EXPORT_DIR/wagons-$DAY.csv"
[[ -r "$SRC" ]] || { echo "no TOPS export for $DAY" >&2; exit 1; }

# columns: wagon,road,type,loaded,hazmat
report=$(awk -F, 'NR > 1 { n[$2]++; if ($5 != "") hz[$2]++ }
  END { for (r in n) printf "%-10s %4d %3d\n", r, n[r], hz[r] }' "$SRC" | sort)

if (( VERBOSE )); then
  echo "read $(wc -l < "$SRC") lines from $SRC" >&2
fi

if [[ -n "$OUTFILE" ]]; then
  printf '%s\n' "$report" > "$OUTFILE"
else
  printf '%s\n' "$report"
fi
