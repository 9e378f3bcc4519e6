#!/usr/bin/env bash
# backup_bookings.sh - nightly dump of the Strikeline booking database to the
# NAS, with a rotation of old dumps.
#
# usage: backup_bookings.sh [-d DEST] [-k KEEP] [-H HOST] [-n] [-v]
#   -d DEST  destination directory (default /mnt/nas/strikeline/backups)
#   -k KEEP  number of dumps to keep (default 14)
#   -n       dry run: print what would happen, change nothing
#   -H HOST  database host (default localhost)
#   -v       verbose

set -euo pipefail

DEST="/mnt/nas/strikeline/backups"
KEEP=14
DRY_RUN=0
VERBOSE=0
DB_NAME="strikeline_bookings"
DB_USER="backup"
DB_HOST="localhost"
STAMP="$(date +%Y%m%d-%H%M)"
LOCK="/var/lock/backup_bookings.lock"

log() {
    if [[ "$VERBOSE" -eq 1 ]]; then
        echo "[$(date +%H:%M:%S)] $*" >&2
    fi
}

die() {
    echo "backup_bookings: $*" >&2
    exit 1
}

usage() {
    sed -n '4,10p' "$0" | sed 's/^# \{0,1\}//'
    exit "${1:-0}"
}

while getopts ":d:k:H:nvh" opt; do
    case "$opt" in
        d) DEST="$OPTARG" ;;
        k) KEEP="$OPTARG" ;;
        n) DRY_RUN=1 ;;
        H) DB_HOST="$OPTARG" ;;
        v) VERBOSE=1 ;;
        h) usage 0 ;;
        :) die "option -$OPTARG needs a value" ;;
        \?) die "unknown option -$OPTARG" ;;
    esac
done
shift $((OPTIND - 1))

[[ "$KEEP" =~ ^[0-9]+$ ]] || die "KEEP must be a number, got '$KEEP'"
[[ "$KEEP" -ge 1 ]] || die "KEEP must be at least 1"

run() {
    if [[ "$DRY_RUN" -eq 1 ]]; then
        echo "would run: $*"
    else
        log "running: $*"
        "$@"
    fi
}

exec 9>"$LOCK"
flock -n 9 || die "another backup is still running"

if [[ ! -d "$DEST" ]]; then
    if [[ "$DRY_RUN" -eq 1 ]]; then
        echo "would create $DEST"
    else
        mkdir -p "$DEST" || die "cannot create $DEST"
    fi
fi

DUMP="$DEST/${DB_NAME}-${STAMP}.sql.gz"
log "dumping $DB_NAME to $DUMP"
if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "would dump $DB_NAME to $DUMP"
else
    pg_dump --username="$DB_USER" --no-owner "$DB_NAME" | gzip -9 > "$DUMP.partial"
    mv "$DUMP.partial" "$DUMP"
fi

# rotation: keep the newest $KEEP dumps, delete the rest
mapfile -t dumps < <(ls -1t "$DEST"/"${DB_NAME}"-*.sql.gz 2>/dev/null || true)
log "found ${#dumps[@]} dumps, keeping $KEEP"
if (( ${#dumps[@]} > KEEP )); then
    for old in "${dumps[@]:KEEP}"; do
        run rm -f -- "$old"
    done
fi

log "done"
