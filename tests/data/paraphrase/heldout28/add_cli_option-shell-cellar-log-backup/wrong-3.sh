#!/usr/bin/env bash
# Nightly backup of the cellar sensor logs to the NAS.
set -euo pipefail

SRC_DIR="/var/lib/cellar-monitor/logs"
DEST="nas01:/backups/cellar"
VERBOSE=0
DRY_RUN=0
KEEP_DAYS=14

usage() {
    echo "usage: $0 [-v] [-n] [-d DEST] [-k DAYS]" >&2
    echo "  -v       verbose" >&2
    echo "  -n       dry run (show what would be copied)" >&2
    echo "  -d DEST  rsync destination (default: $DEST)" >&2
    echo "  -k DAYS  keep local logs for DAYS days (default: $KEEP_DAYS)" >&2
    exit 2
}

while getopts "vnd:k:h" opt; do
    case "$opt" in
        v) VERBOSE=1 ;;
        n) DRY_RUN=1 ;;
        d) DEST="$OPTARG" ;;
        k) KEEP_DAYS="$OPTARG" ;;
        h|*) usage ;;
    esac
done

log() {
    if [ "$VERBOSE" -eq 1 ]; then
        echo "[$(date +%H:%M:%S)] $*"
    fi
}

RSYNC_OPTS=(-az --partial)
if [ "$DRY_RUN" -eq 1 ]; then
    RSYNC_OPTS+=(--dry-run --itemize-changes)
fi

log "copying $SRC_DIR to $DEST"
rsync "${RSYNC_OPTS[@]}" "$SRC_DIR/" "$DEST/"

# Local copies older than two weeks are removed once they are on the NAS.
log "pruning local logs"
if [ "$DRY_RUN" -eq 1 ]; then
    find "$SRC_DIR" -name '*.log.gz' -mtime +"$KEEP_DAYS" -delete
fi
log "done"
