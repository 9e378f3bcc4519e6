#!/usr/bin/env bash
# Nightly dump of the recipe and production-planning database, Kornfeld bakery.
# Runs from cron on plan01 at 23:40, after the last planner sync of the day.
set -euo pipefail

DEST="/mnt/nas/backups/planning"
KEEP_DAYS=14
VERBOSE=0
COMPRESS_LEVEL=9
DB_NAME="kornfeld_planning"

usage() {
  cat <<EOF
usage: $(basename "$0") [-d DIR] [-k DAYS] [-c LEVEL] [-v]
  -d, --dest DIR     backup directory (default: $DEST)
  -k, --keep DAYS    days of dumps to keep (default: $KEEP_DAYS)
  -c, --compress-level LEVEL
                     gzip level 1-9 (default: $COMPRESS_LEVEL)
  -v, --verbose      log every step
  -h, --help         show this text
EOF
}

log() {
  if [[ $VERBOSE -eq 1 ]]; then
    echo "[$(date +%H:%M:%S)] $*" >&2
  fi
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -d|--dest) DEST="$2"; shift 2 ;;
    -k|--keep) KEEP_DAYS="$2"; shift 2 ;;
    -v|--verbose) VERBOSE=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    -c|--compress-level) COMPRESS_LEVEL="$2"; shift 2 ;;
  esac
done

[[ "$KEEP_DAYS" =~ ^[0-9]+$ ]] || { echo "--keep needs a number of days" >&2; exit 2; }

mkdir -p "$DEST"
stamp=$(date +%Y%m%d-%H%M)
file="$DEST/${DB_NAME}-${stamp}.sql.gz"

log "dumping $DB_NAME to $file"
pg_dump --no-owner "$DB_NAME" | gzip -"$COMPRESS_LEVEL" > "$file.partial"
mv "$file.partial" "$file"

log "pruning dumps older than $KEEP_DAYS days"
find "$DEST" -name "${DB_NAME}-*.sql.gz" -mtime +"$KEEP_DAYS" -print -delete

log "done: $(du -h "$file" | cut -f1)"
