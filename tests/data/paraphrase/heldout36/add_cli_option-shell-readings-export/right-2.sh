#!/usr/bin/env bash
# Nightly export of the cave controller's sensor database to the office NAS.
# Usage: export_readings.sh [--dest DIR] [--vault NAME] [--keep-days N] [--quiet]
set -euo pipefail

DEST="/mnt/nas/cave-readings"
VAULT="all"
QUIET=0
KEEP_DAYS=30
DB="/var/lib/cavectl/readings.sqlite"

usage() {
  echo "usage: $0 [--dest DIR] [--vault NAME] [--keep-days N] [--quiet]" >&2
  exit 2
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --dest) DEST="$2"; shift 2 ;;
    --vault) VAULT="$2"; shift 2 ;;
    --keep-days) KEEP_DAYS="$2"; shift 2 ;;
    --keep-days=*) KEEP_DAYS="${1#*=}"; shift ;;
    --quiet) QUIET=1; shift ;;
    -h|--help) usage ;;
    *) echo "unknown option: $1" >&2; usage ;;
  esac
done

log() {
  if [[ $QUIET -eq 0 ]]; then
    echo "[$(date +%H:%M:%S)] $*"
  fi
}

stamp=$(date +%Y-%m-%d)
out="$DEST/readings-$VAULT-$stamp.csv"
mkdir -p "$DEST"

if [[ "$VAULT" == "all" ]]; then
  where="1=1"
else
  where="vault = '$VAULT'"
fi

log "exporting $VAULT to $out"
sqlite3 -header -csv "$DB" "SELECT * FROM readings WHERE $where ORDER BY taken_at;" > "$out"
gzip -f "$out"

log "removing exports older than $KEEP_DAYS days"
find "$DEST" -name 'readings-*.csv.gz' -mtime +"$KEEP_DAYS" -delete
log "done"
