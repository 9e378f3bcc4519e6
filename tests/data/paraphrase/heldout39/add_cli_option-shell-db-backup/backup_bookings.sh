#!/usr/bin/env bash
# Nightly backup of the Westbrook booking database to the NAS.
# Runs from cron on the front-desk server at 02:30.
set -euo pipefail

DB_NAME="westbrook_bookings"
DEST="/mnt/nas/backups/bookings"
KEEP_DAYS=14
VERBOSE=0

usage() {
  cat <<EOF
usage: $(basename "$0") [-v] [-d DEST]
  -v        say what is happening
  -d DEST   backup folder (default $DEST)
EOF
}

while getopts "vd:h" opt; do
  case "$opt" in
    v) VERBOSE=1 ;;
    d) DEST="$OPTARG" ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

log() {
  if [ "$VERBOSE" -eq 1 ]; then
    echo "[backup] $*"
  fi
}

stamp=$(date +%Y%m%d-%H%M)
file="$DEST/${DB_NAME}-${stamp}.sql.gz"
mkdir -p "$DEST"
log "dumping $DB_NAME to $file"
pg_dump --no-owner "$DB_NAME" | gzip -9 > "$file"

log "removing backups older than $KEEP_DAYS days"
find "$DEST" -name "${DB_NAME}-*.sql.gz" -mtime +"$KEEP_DAYS" -delete
log "done"
