#!/usr/bin/env bash
# Nightly backup of the chat attachments bucket and message database.
set -euo pipefail

DEST="/srv/backups"
KEEP_DAYS=14
VERBOSE=0
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-d DEST] [-k DAYS] [-n] [-v]
  -d DEST   backup directory (default: $DEST)
  -k DAYS   keep backups for DAYS days (default: $KEEP_DAYS)
  -n        dry run: only list the backups that would be pruned
  -v        verbose output
EOF
}

while getopts ":d:k:nvh" opt; do
  case "$opt" in
    d) DEST="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    v) VERBOSE=1 ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

log() {
  if [ "$VERBOSE" -eq 1 ]; then
    echo "[$(date +%H:%M:%S)] $*"
  fi
}

stamp=$(date +%Y%m%d-%H%M%S)
target="$DEST/$stamp"
mkdir -p "$target"

log "dumping database"
pg_dump --format=custom --file="$target/messages.dump" "$DATABASE_URL"

log "syncing attachments"
aws s3 sync "s3://chat-attachments-prod" "$target/attachments" --only-show-errors

log "pruning backups older than $KEEP_DAYS days"
if [ "$DRY_RUN" -eq 1 ]; then
  find "$DEST" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -print
else
  find "$DEST" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} +
fi

log "done: $target"
