#!/usr/bin/env bash
# Copies the day's avalanche bulletins (PDF + JSON) to the NAS and prunes old archives.
# Run from cron at 18:30 on the patrol office PC.
set -euo pipefail

SRC_DIR="/srv/patrol/bulletins"
DEST="nas01:/volume1/patrol/bulletins"
KEEP_DAYS=120
VERBOSE=0
DRY_RUN=0

usage() {
    cat <<USAGE
usage: $(basename "$0") [-d DEST] [-k KEEP_DAYS] [-v] [-n]
  -d DEST       rsync destination (default: $DEST)
  -k KEEP_DAYS  delete local archives older than this (default: $KEEP_DAYS)
  -v            verbose rsync output
  -n            dry run: show what rsync would copy, delete nothing
USAGE
}

while getopts "d:k:vn:h" opt; do
    case "$opt" in
        d) DEST="$OPTARG" ;;
        k) KEEP_DAYS="$OPTARG" ;;
        v) VERBOSE=1 ;;
        n) DRY_RUN=1 ;;
        h) usage; exit 0 ;;
        *) usage >&2; exit 2 ;;
    esac
done

if ! [[ "$KEEP_DAYS" =~ ^[0-9]+$ ]]; then
    echo "KEEP_DAYS must be a number, got '$KEEP_DAYS'" >&2
    exit 2
fi

today="$(date +%F)"
rsync_opts=(-a --include='*.pdf' --include='*.json' --exclude='*')
if [[ "$VERBOSE" -eq 1 ]]; then
    rsync_opts+=(-v)
fi
if [[ "$DRY_RUN" -eq 1 ]]; then
    rsync_opts+=(--dry-run)
fi

rsync "${rsync_opts[@]}" "$SRC_DIR/" "$DEST/$today/"

# local copies are only needed for the season; the NAS keeps everything
if [[ "$DRY_RUN" -eq 0 ]]; then
    find "$SRC_DIR" -type f -mtime +"$KEEP_DAYS" -print -delete
fi

echo "bulletins for $today archived to $DEST"
