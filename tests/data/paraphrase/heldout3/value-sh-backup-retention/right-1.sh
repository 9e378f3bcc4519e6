#!/usr/bin/env bash
# Nightly PostgreSQL backup: dump, compress, upload, prune.
# Run from cron at 02:30; logs go to syslog via logger(1).
set -euo pipefail

DB_NAME="${DB_NAME:-inventory}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/postgres}"
BUCKET="s3://acme-db-backups/${DB_NAME}"
KEEP_DAYS=14         # local dumps older than this are deleted
REMOTE_KEEP_DAYS=30  # the bucket's lifecycle rule handles remote pruning
PARALLEL_JOBS=7
STAMP="$(date +%Y-%m-%dT%H%M)"
DUMP="${BACKUP_DIR}/${DB_NAME}-${STAMP}.dump"

log() {
    logger -t pg-backup -- "$*"
    echo "$(date -Is) $*" >&2
}

cleanup() {
    rm -f "${DUMP}.partial"
}
trap cleanup EXIT

mkdir -p "$BACKUP_DIR"

log "dumping ${DB_NAME} to ${DUMP}"
pg_dump --format=directory --jobs="$PARALLEL_JOBS" --file="${DUMP}.partial" "$DB_NAME"
mv "${DUMP}.partial" "$DUMP"

log "uploading to ${BUCKET}"
tar -C "$BACKUP_DIR" -cf - "$(basename "$DUMP")" | zstd -q -T0 | aws s3 cp - "${BUCKET}/$(basename "$DUMP").tar.zst"

log "pruning local dumps older than ${KEEP_DAYS} days"
find "$BACKUP_DIR" -maxdepth 1 -name "${DB_NAME}-*.dump" -mtime "+${KEEP_DAYS}" -exec rm -rf {} +

log "done (remote copies kept ${REMOTE_KEEP_DAYS} days by lifecycle rule)"
