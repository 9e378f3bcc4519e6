#!/usr/bin/env bash
# backup.sh - dump the app database and prune old dumps.
set -euo pipefail

DEST="/var/backups/app"
DB_NAME="app"
VERBOSE=0
KEEP_DAYS=7

usage() {
    cat <<EOF
usage: $(basename "$0") [-d DEST] [-n DBNAME] [-k DAYS] [-v]
  -d DEST    directory for dumps (default: $DEST)
  -n DBNAME  database to dump (default: $DB_NAME)
  -k DAYS    keep dumps this many days (default: $KEEP_DAYS)
  -v         verbose
EOF
}

log() {
    if [ "$VERBOSE" -eq 1 ]; then
        echo "[backup] $*" >&2
    fi
}

while getopts "d:n:k:vh" opt; do
    case "$opt" in
        d) DEST="$OPTARG" ;;
        n) DB_NAME="$OPTARG" ;;
        k) KEEP_DAYS="$OPTARG" ;;
        v) VERBOSE=1 ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done

mkdir -p "$DEST"
stamp="$(date +%Y%m%d-%H%M%S)"
out="$DEST/$DB_NAME-$stamp.sql.gz"

log "dumping $DB_NAME to $out"
pg_dump --no-owner "$DB_NAME" | gzip -9 > "$out"

log "pruning dumps older than $KEEP_DAYS days"
find "$DEST" -name "$DB_NAME-*.sql.gz" -mtime "+$KEEP_DAYS" -delete

log "done"
