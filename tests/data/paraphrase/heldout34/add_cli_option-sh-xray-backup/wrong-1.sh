#!/usr/bin/env bash
# Nightly backup of the x-ray archive (DICOM files) to the practice NAS.
# Old backup sets are pruned after RETENTION_DAYS.
set -euo pipefail

SOURCE_DIR="/srv/imaging/dicom"
DEST_HOST="nas01.lindenhof.local"
DEST_DIR="/volume1/backup/xray"
RETENTION_DAYS=30
VERBOSE=0

usage() {
    echo "usage: $0 [-d dest_dir] [-k ssh_key] [-r retention_days] [-v]" >&2
    exit 2
}

SSH_KEY="$HOME/.ssh/id_backup"

while getopts "d:k:rv" opt; do
    case "$opt" in
        d) DEST_DIR="$OPTARG" ;;
        k) SSH_KEY="$OPTARG" ;;
        r) RETENTION_DAYS="$OPTARG" ;;
        v) VERBOSE=1 ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))

log() {
    if [ "$VERBOSE" -eq 1 ]; then
        echo "[$(date '+%F %T')] $*"
    fi
}

stamp="$(date +%Y%m%d)"
target="$DEST_DIR/$stamp"

log "backing up $SOURCE_DIR to $DEST_HOST:$target"
rsync -a --delete -e "ssh -i $SSH_KEY" \
    --link-dest="$DEST_DIR/latest" \
    "$SOURCE_DIR/" "$DEST_HOST:$target/"
ssh -i "$SSH_KEY" "$DEST_HOST" "ln -sfn '$target' '$DEST_DIR/latest'"

log "pruning sets older than $RETENTION_DAYS days"
ssh -i "$SSH_KEY" "$DEST_HOST" \
    "find '$DEST_DIR' -mindepth 1 -maxdepth 1 -type d -mtime +$RETENTION_DAYS -exec rm -rf {} +"

log "done"
