#!/usr/bin/env bash
# Daily bale report for the Kesselbrook yard office.
# Usage: bale-report.sh [-d YYYY-MM-DD] [-o DIR] [-m MATERIAL]
set -euo pipefail

day="$(date +%F)"
out_dir="/srv/yard/reports"
db="/srv/yard/bales.sqlite"
material=""

usage() {
  echo "usage: $0 [-d YYYY-MM-DD] [-o DIR] [-m MATERIAL]" >&2
  exit 2
}

while getopts "d:o:m:h" opt; do
  case "$opt" in
    d) day="$OPTARG" ;;
    o) out_dir="$OPTARG" ;;
    m) material="$OPTARG" ;;
    h|*) usage ;;
  esac
done

mkdir -p "$out_dir"
report="$out_dir/bales-$day.csv"

filter=""
if [ -n "$material" ]; then
  filter=" AND material = '$material'"
fi

sqlite3 -header -csv "$db" \
  "SELECT bale_id, material, net_kg FROM bales WHERE day = '$day'$filter ORDER BY bale_id;" > "$report"

lines=$(($(wc -l < "$report") - 1))
echo "wrote $lines bales to $report"
