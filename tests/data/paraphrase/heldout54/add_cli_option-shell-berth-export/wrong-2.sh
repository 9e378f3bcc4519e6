#!/usr/bin/env bash
# Nightly export of the berth window database for the Ostermole terminal.
# Dumps the planning tables, compresses them and copies them to the archive host.
set -euo pipefail

DB_HOST="berthdb.ostermole.internal"
DB_NAME="berthplan"
ARCHIVE_HOST="archive01.ostermole.internal"
ARCHIVE_DIR="/srv/archive/berthplan"
KEEP_DAYS=14
VERBOSE=0
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-v] [-n] [-k DAYS] [-o DIR]
  -v        verbose output
  -n        dry run: dump only, no copy to the archive, no pruning
  -k DAYS   keep local dumps for DAYS days (default $KEEP_DAYS)
  -o DIR    local output directory (default ./dumps)
EOF
}

OUT_DIR="./dumps"
while getopts "vnk:o:h" opt; do
  case "$opt" in
    v) VERBOSE=1 ;;
    n) DRY_RUN=1 ;;
    k) KEEP_DAYS="$OPTARG" ;;
    o) OUT_DIR="$OPTARG" ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

log() {
  if [[ "$VERBOSE" -eq 1 ]]; then
    echo "[$(date +%H:%M:%S)] $*" >&2
  fi
}

mkdir -p "$OUT_DIR"
STAMP="$(date +%Y%m%d)"
DUMP="$OUT_DIR/berthplan-$STAMP.sql.gz"

log "dumping $DB_NAME from $DB_HOST"
pg_dump -h "$DB_HOST" -t berth_windows -t vessel_calls -t quay_segments "$DB_NAME" | gzip -9 > "$DUMP"

if [[ "$DRY_RUN" -eq 1 ]]; then
  log "dry run: not copying to $ARCHIVE_HOST"
else
  log "copying to $ARCHIVE_HOST"
  scp -q "$DUMP" "$ARCHIVE_HOST:$ARCHIVE_DIR/"
fi

log "pruning dumps older than $KEEP_DAYS days"
find "$OUT_DIR" -name 'berthplan-*.sql.gz' -mtime +"$KEEP_DAYS" -delete

log "done: $DUMP"
