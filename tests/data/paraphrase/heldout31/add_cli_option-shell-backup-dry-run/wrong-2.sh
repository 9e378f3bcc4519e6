#!/usr/bin/env bash
# Nightly backup of the Kestrel Sound booking database.
# Keeps the last KEEP_DAYS dumps in BACKUP_DIR and prunes older ones.
set -euo pipefail

DB_PATH="/srv/kestrel/bookings.sqlite3"
BACKUP_DIR="/var/backups/kestrel"
KEEP_DAYS=14
VERBOSE=0
DRY_RUN=0

usage() {
    echo "usage: $0 [-v|--verbose] [--keep DAYS] [-n|--dry-run]" >&2
    exit 2
}

while [[ $# -gt 0 ]]; do
    case "$1" in
        -v|--verbose)
            VERBOSE=1
            shift
            ;;
        --keep)
            [[ $# -ge 2 ]] || usage
            KEEP_DAYS="$2"
            shift 2
            ;;
        -n|--dry-run)
            DRY_RUN=1
            shift
            ;;
        -h|--help)
            usage
            ;;
        *)
            echo "unknown option: $1" >&2
            usage
            ;;
    esac
done

log() {
    if [[ $VERBOSE -eq 1 ]]; then
        echo "[backup] $*"
    fi
}

stamp=$(date +%Y%m%d-%H%M)
target="$BACKUP_DIR/bookings-$stamp.sqlite3.gz"

if [[ $DRY_RUN -eq 1 ]]; then
    echo "dry run: would dump $DB_PATH to $target"
    echo "dry run: would delete these dumps older than $KEEP_DAYS days:"
    find "$BACKUP_DIR" -name 'bookings-*.sqlite3.gz' -mtime +"$KEEP_DAYS" -print -delete
    exit 0
fi

mkdir -p "$BACKUP_DIR"
log "dumping $DB_PATH to $target"
sqlite3 "$DB_PATH" ".backup '/tmp/bookings-$stamp.sqlite3'"
gzip -c "/tmp/bookings-$stamp.sqlite3" > "$target"
rm -f "/tmp/bookings-$stamp.sqlite3"

log "pruning dumps older than $KEEP_DAYS days"
find "$BACKUP_DIR" -name 'bookings-*.sqlite3.gz' -mtime +"$KEEP_DAYS" -print -delete

log "done"
