#!/usr/bin/env bash
# Export the passenger manifest of one sailing as CSV for the harbour master.
# Needs MANIFEST_DB_URL (read-only role) in the environment.
set -euo pipefail

usage() {
  cat <<EOF
usage: $(basename "$0") [-o OUTFILE] [-d YYYY-MM-DD] [-v] [-n] SAILING_ID

  -o OUTFILE   write the CSV here (default: manifest-SAILING_ID-DATE.csv)
  -d DATE      sailing date (default: today)
  -v           say what is happening on stderr
  -n           dry run: print the psql command instead of running it
EOF
}

OUTFILE=""
SAIL_DATE="$(date +%F)"
VERBOSE=0
DRY_RUN=0

while getopts "o:d:vnh" opt; do
  case "$opt" in
    o) OUTFILE="$OPTARG" ;;
    d) SAIL_DATE="$OPTARG" ;;
    v) VERBOSE=1 ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

if [[ $# -ne 1 ]]; then
  usage >&2
  exit 2
fi
SAILING_ID="$1"
OUTFILE="${OUTFILE:-manifest-${SAILING_ID}-${SAIL_DATE}.csv}"

if [[ ! $SAILING_ID =~ ^[A-Z]{2}-[0-9]{4}$ ]]; then
  echo "bad sailing id: $SAILING_ID (expected e.g. KD-0645)" >&2
  exit 2
fi

log() {
  if [[ $VERBOSE -eq 1 ]]; then
    echo "[manifest] $*" >&2
  fi
}

QUERY="\\copy (SELECT surname, forename, birth_year, cabin, vehicle_reg
  FROM bookings
  WHERE sailing_id = '${SAILING_ID}' AND sail_date = '${SAIL_DATE}' AND status = 'confirmed'
  ORDER BY surname, forename) TO '${OUTFILE}' WITH CSV HEADER"

log "exporting ${SAILING_ID} on ${SAIL_DATE} to ${OUTFILE}"
psql "${MANIFEST_DB_URL:?MANIFEST_DB_URL is not set}" -v ON_ERROR_STOP=1 -c "$QUERY"
if [[ $DRY_RUN -eq 1 ]]; then
  echo "psql \"\$MANIFEST_DB_URL\" -v ON_ERROR_STOP=1 -c \"$QUERY\""
  exit 0
fi

rows=$(( $(wc -l < "$OUTFILE") - 1 ))
log "wrote ${rows} passengers"
if [[ $rows -eq 0 ]]; then
  echo "warning: no confirmed passengers on ${SAILING_ID} ${SAIL_DATE}" >&2
fi
