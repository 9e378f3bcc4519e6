#!/usr/bin/env bash
# fuel_report.sh - daily fuel dock sales report from the till export
set -euo pipefail

EXPORT_DIR="${EXPORT_DIR:-/srv/marina/till}"
DAY="$(date +%F)"
FUEL=""
BERTH=""

usage() {
  cat <<EOF
usage: $(basename "$0") [-d YYYY-MM-DD] [-f diesel|petrol] [-b BERTH] [-h]
  -d DAY    report for DAY (default: today)
  -f FUEL   only this fuel type
  -b BERTH  only sales to this berth
  -h        show this help
EOF
}

while getopts ":d:f:b:h" opt; do
  case "$opt" in
    d) DAY="$OPTARG" ;;
    f) FUEL="$OPTARG" ;;
    b) BERTH="$OPTARG" ;;
    h) usage; exit 0 ;;
    :) echo "option -$OPTARG needs a value" >&2; exit 2 ;;
    \?) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
  esac
done

file="$EXPORT_DIR/sales-$DAY.csv"
if [[ ! -f "$file" ]]; then
  echo "no till export for $DAY ($file)" >&2
  exit 1
fi

# columns: receipt,berth,fuel,litres,amount
awk -F, -v fuel="$FUEL" -v berth="$BERTH" '
  NR > 1 && (fuel == "" || $3 == fuel) && (berth == "" || $2 == berth) { litres += $4; amount += $5; n++ }
  END { printf "sales %d  litres %.1f  amount %.2f\n", n, litres, amount }
' "$file"
