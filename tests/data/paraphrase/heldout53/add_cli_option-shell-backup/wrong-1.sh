#!/usr/bin/env bash
# Nightly backup of the Lindenhof practice database to the NAS.
set -euo pipefail

DB_NAME="lindenhof"
DEST="/mnt/nas/backups"
KEEP_DAYS=14
VERBOSE=0

usage() {
  echo "usage: $0 [-d dest] [-k keep_days] [-n db_name] [-v]" >&2
  exit 2
}

while getopts "d:k:nv" opt; do
  case "$opt" in
    d) DEST="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    n) DB_NAME="$OPTARG" ;;
    v) VERBOSE=1 ;;
    *) usage ;;
  esac
done

log() {
  if [ "$VERBOSE" -eq 1 ]; then
    echo "[$(date +%H:%M:%S)] $*"
  fi
}

stamp=$(date +%Y-%m-%d)
file="$DEST/${DB_NAME}-${stamp}.sql.gz"

log "dumping $DB_NAME to $file"
pg_dump "$DB_NAME" | gzip > "$file"

log "removing backups older than $KEEP_DAYS days"
find "$DEST" -name "${DB_NAME}-*.sql.gz" -mtime +"$KEEP_DAYS" -delete

log "done"
