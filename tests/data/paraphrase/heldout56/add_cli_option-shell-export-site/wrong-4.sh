#!/usr/bin/env bash
# Push the half-hourly export figures for the tidal site to the grid operator.
set -euo pipefail

SITE="kyle-rhea"
ENDPOINT="https://settlement.example-grid.net/v2/readings"
DRY_RUN=1
DAY="$(date -u +%F)"

usage() {
  cat <<EOF
usage: $0 [-n] [-d YYYY-MM-DD] [-s SITE]
  -n  dry run: print the payload, send nothing
  -d  settlement day (default: today, UTC)
  -s  site name (default: kyle-rhea)
EOF
}

while getopts "nd:s:h" opt; do
  case "$opt" in
    n) DRY_RUN=1 ;;
    d) DAY="$OPTARG" ;;
    s) SITE="$OPTARG" ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

csv="/var/lib/tidal/export/${SITE}/${DAY}.csv"
if [[ ! -f "$csv" ]]; then
  echo "no export file for ${DAY}: $csv" >&2
  exit 1
fi

payload="$(awk -F, -v site="$SITE" 'NR > 1 { printf "%s{\"site\":\"%s\",\"period\":%d,\"mwh\":%s}", sep, site, $1, $2; sep="," }' "$csv")"
payload="[${payload}]"

if (( DRY_RUN )); then
  echo "$payload"
  exit 0
fi

curl --fail --silent --show-error \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer ${GRID_TOKEN:?GRID_TOKEN is not set}" \
  --data "$payload" "$ENDPOINT"
echo "sent $(grep -c . "$csv") lines for ${SITE} ${DAY}"
