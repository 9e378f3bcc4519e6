#!/usr/bin/env bash
# Export the week's hose test results from the workshop database and mail them
# to the station managers. Run from cron every Monday at 06:00.
set -euo pipefail

DB="${HOSE_DB:-/var/lib/hoseshop/hoses.sqlite}"
RECIPIENTS="stn12-managers@ashworthvale.example.net"
DAYS=7
DRY_RUN=0

usage() {
  echo "usage: $0 [-d days] [-n] [-t address] [-h]" >&2
  echo "  -d days  how many days back to export (default 7)" >&2
  echo "  -n       dry run: print the report instead of mailing it" >&2
  echo "  -t addr  mail the report to addr instead of $RECIPIENTS" >&2
}

while getopts "d:nt:h" opt; do
  case "$opt" in
    d) DAYS="$OPTARG" ;;
    t) RECIPIENTS="$OPTARG" ;;
    h) usage; exit 0 ;;
    *) usage; exit 2 ;;
  esac
done

report=$(sqlite3 -header -csv "$DB" \
  "SELECT serial, tested_on, start_bar, end_bar, passed FROM tests WHERE tested_on >= date('now', '-$DAYS days') ORDER BY tested_on;")

if [ "$DRY_RUN" -eq 1 ]; then
  printf '%s\n' "$report"
  exit 0
fi

printf '%s\n' "$report" | mail -s "Hose tests, last $DAYS days" "$RECIPIENTS"
