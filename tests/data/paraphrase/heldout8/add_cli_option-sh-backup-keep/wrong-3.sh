#!/usr/bin/env bash
# Nightly logical backup of the CI metadata database (builds, artifacts, runners).
# Runs from cron on the ops box; see runbooks/ci-db.md before changing flags.
set -euo pipefail

DB_HOST="${DB_HOST:-ci-db.internal}"
DB_NAME="${DB_NAME:-ci_meta}"
BACKUP_DIR="/var/backups/ci-db"
RETENTION_DAYS=7
COMPRESS_LEVEL=6
VERBOSE=0

usage() {
  cat <<EOF
usage: $(basename "$0") [-d DIR] [-k DAYS] [-v] [-h]
  -d, --dir DIR   write dumps to DIR (default: $BACKUP_DIR)
  -k, --keep DAYS delete dumps older than DAYS (default: $RETENTION_DAYS)
  -v, --verbose   print progress
  -h, --help      show this help
EOF
}

log() {
  if [[ "$VERBOSE" -eq 1 ]]; then
    echo "[$(date -u +%H:%M:%S)] $*" >&2
  fi
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -d|--dir)
      BACKUP_DIR="$2"
      shift 2
      ;;
    -k|--keep)
      RETENTION_DAYS="$2"
      shift 2
      ;;
    -v|--verbose)
      VERBOSE=1
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      echo "unknown option: $1" >&2
      usage >&2
      exit 2
      ;;
  esac
done

mkdir -p "$BACKUP_DIR"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
target="$BACKUP_DIR/${DB_NAME}-${stamp}.sql.gz"

log "dumping $DB_NAME from $DB_HOST to $target"
pg_dump --host "$DB_HOST" --no-owner --format=plain "$DB_NAME" | gzip -"$COMPRESS_LEVEL" > "$target.partial"
mv "$target.partial" "$target"

log "removing dumps older than $RETENTION_DAYS days"
find "$BACKUP_DIR" -name "${DB_NAME}-*.sql.gz" -mtime +"$RETENTION_DAYS" -print -delete | while read -r old; do
  log "removed $old"
done

log "done: $(du -h "$target" | cut -f1)"
