#!/usr/bin/env bash
# Daily bale report for the Kesselbrook yard office.
# Usage: bale-report.sh [-d YYYY-MM-DD] [-o DIR]
set -euo pipefail

day="$(date +%F)"
out_dir="/srv/yard/reports"
db="/srv/yard/bales.sqlite"

usage() {
  echo "usage: $0 [-d YYYY-MM-DD] [-o DIR]" >&2
  exit 2
}

while getopts "d:o:h" opt; do
  case "$opt" in
    d) day="$OPTARG" ;;
    o) out_dir="$OPTARG" ;;
    h|*) usage ;;
  esac
done

mkdir -p "$out_dir"
report="$out_dir/bales-$day.csv"

sqlite3 -header -csv "$db" \
  "SELECT bale_id, material, net_kg FROM bales WHERE day = '$day' ORDER BY bale_id;" > "$report"

lines=$(($(wc -l < "$report") - 1))
echo "wrote $lines bales to $report"
