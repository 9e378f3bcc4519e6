#!/usr/bin/env bash
# Nightly copy of the SCADA historian exports from the Brant Head substation PC
# to the O&M office NAS, then prune old copies.
set -euo pipefail

SRC_HOST="scada-hist01"
SRC_DIR="/var/lib/historian/export/"
DEST_ROOT="/mnt/nas/scada-backups"
KEEP_DAYS=30
VERBOSE=0
DRY_RUN=0

usage() {
    echo "usage: $(basename "$0") [-v] [-n] [-k days]" >&2
    exit 2
}

while [[ $# -gt 0 ]]; do
    case "$1" in
        -v|--verbose) VERBOSE=1; shift ;;
        -k|--keep) KEEP_DAYS="$2"; shift 2 ;;
        -n|--dry-run) DRY_RUN=1; shift ;;
        -h|--help) usage ;;
        *) echo "unknown option: $1" >&2; usage ;;
    esac
done

log() {
    [[ $VERBOSE -eq 1 ]] && echo "[$(date +%H:%M:%S)] $*"
    logger -t scada-backup "$*"
}

dest="$DEST_ROOT/$(date +%Y-%m-%d)"
mkdir -p "$dest"

rsync_opts=(-a --partial --timeout=120)
[[ $VERBOSE -eq 1 ]] && rsync_opts+=(-v)
[[ $DRY_RUN -eq 1 ]] && rsync_opts+=(--dry-run)

log "copying $SRC_HOST:$SRC_DIR -> $dest"
if ! rsync "${rsync_opts[@]}" "$SRC_HOST:$SRC_DIR" "$dest/"; then
    log "rsync failed"
    exit 1
fi

if [[ $DRY_RUN -eq 1 ]]; then
    log "dry run: not pruning old copies"
else
    log "pruning copies older than $KEEP_DAYS days"
    find "$DEST_ROOT" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} +
fi

log "done"
