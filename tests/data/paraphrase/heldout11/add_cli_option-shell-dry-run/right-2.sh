#!/usr/bin/env bash
# Nightly backup of the studio's master audio library to the offsite bucket.
# Usage: backup-masters.sh [-v] [-b BUCKET] [SOURCE_DIR]
set -euo pipefail

BUCKET="s3://ridgeline-masters-offsite"
SOURCE="/srv/audio/masters"
VERBOSE=0
DRY_RUN=0
LOG_DIR="/var/log/masters-backup"
KEEP_LOGS=14

usage() {
    echo "usage: $(basename "$0") [-v] [-n] [-b BUCKET] [SOURCE_DIR]" >&2
    exit 64
}

log() {
    local msg="[$(date -u +%FT%TZ)] $*"
    echo "$msg" >> "$LOG_DIR/backup.log"
    if [[ $VERBOSE -eq 1 ]]; then
        echo "$msg"
    fi
}

while getopts ":vnb:" opt; do
    case "$opt" in
        v) VERBOSE=1 ;;
        n) DRY_RUN=1 ;;
        b) BUCKET="$OPTARG" ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))
[[ $# -gt 1 ]] && usage
[[ $# -eq 1 ]] && SOURCE="$1"

if [[ ! -d "$SOURCE" ]]; then
    echo "source directory not found: $SOURCE" >&2
    exit 66
fi

mkdir -p "$LOG_DIR"
log "starting backup of $SOURCE to $BUCKET"

DRY_FLAG=()
if [[ $DRY_RUN -eq 1 ]]; then
    DRY_FLAG=(--dryrun)
fi

aws s3 sync "$SOURCE" "$BUCKET" "${DRY_FLAG[@]}" \
    --exclude "*.tmp" \
    --exclude ".DS_Store" \
    --storage-class DEEP_ARCHIVE \
    --only-show-errors

log "sync finished"

# rotate our own logs
find "$LOG_DIR" -name 'backup.log.*' -mtime +"$KEEP_LOGS" -delete
if [[ -s "$LOG_DIR/backup.log" ]]; then
    mv "$LOG_DIR/backup.log" "$LOG_DIR/backup.log.$(date -u +%Y%m%d)"
fi
