#!/usr/bin/env bash
# Nightly backup of the herd management database (dairy farm, milking robots).
# Dumps PostgreSQL, encrypts with age and uploads to the co-op's S3 bucket.
#
# usage: backup_herd_db.sh [-k DAYS] [-b BUCKET] [-n] [-h]

set -euo pipefail

DB_NAME="${DB_NAME:-herd}"
DB_HOST="${DB_HOST:-localhost}"
BUCKET="${BUCKET:-s3://coop-backups/farm-0427}"
KEEP_DAYS=14
DRY_RUN=0
WORKDIR="/var/backups/herd"
AGE_RECIPIENT_FILE="/etc/herd-backup/recipients.txt"

usage() {
  sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//'
}

log() {
  printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" >&2
}

while getopts ":k:b:n:h" opt; do
  case "$opt" in
    k) KEEP_DAYS="$OPTARG" ;;
    b) BUCKET="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    \?) log "unknown option -$OPTARG"; usage; exit 2 ;;
    :) log "option -$OPTARG needs a value"; exit 2 ;;
  esac
done

mkdir -p "$WORKDIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
dump="$WORKDIR/${DB_NAME}-${stamp}.sql.gz"
encrypted="${dump}.age"

log "dumping ${DB_NAME}@${DB_HOST}"
pg_dump --host "$DB_HOST" --no-owner --format=plain "$DB_NAME" | gzip -9 > "$dump"

log "encrypting"
age --recipients-file "$AGE_RECIPIENT_FILE" --output "$encrypted" "$dump"
rm -f "$dump"

log "uploading to ${BUCKET}"
if [ "$DRY_RUN" -eq 1 ]; then
  log "dry run: would upload $(basename "$encrypted")"
else
  aws s3 cp --only-show-errors "$encrypted" "${BUCKET}/$(basename "$encrypted")"
fi

log "removing local backups older than ${KEEP_DAYS} days"
if [ "$DRY_RUN" -eq 1 ]; then
  find "$WORKDIR" -name "${DB_NAME}-*.sql.gz.age" -mtime +"$KEEP_DAYS" -print
else
  find "$WORKDIR" -name "${DB_NAME}-*.sql.gz.age" -mtime +"$KEEP_DAYS" -print -delete
fi

log "done: $(basename "$encrypted")"
