#!/usr/bin/env bash
# Nightly backup of the chat attachments bucket and message database.
set -euo pipefail

DEST="/srv/backups"
KEEP_DAYS=14
VERBOSE=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-d DEST] [-k DAYS] [-v]
  -d DEST   backup directory (default: $DEST)
  -k DAYS   keep backups for DAYS days (default: $KEEP_DAYS)
  -v        verbose output
EOF
}

while getopts ":d:k:vh" opt; do
  case "$opt" in
    d) DEST="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
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
find "$DEST" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} +

log "done: $target"
