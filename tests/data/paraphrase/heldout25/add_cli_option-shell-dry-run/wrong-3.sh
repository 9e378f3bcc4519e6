#!/usr/bin/env bash
# Nightly copy of the Artisan roast profiles from the roastery PC to the office NAS
# (Millbrook Coffee, Unit 4). Run from cron at 23:40.
set -euo pipefail

SRC_DIR="${HOME}/artisan/profiles"
DEST="nas01:/volume1/roastery/profiles"
KEEP_DAYS=30
VERBOSE=0
DRY_RUN=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-v|--verbose] [-n|--dry-run] [--keep DAYS] [--dest HOST:PATH]

  -v, --verbose     list every file rsync copies
  -n, --dry-run     show what rsync would copy; delete nothing locally
  --keep DAYS       delete local .alog files older than DAYS after copying (default 30)
  --dest HOST:PATH  where to copy to (default $DEST)
EOF
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -v|--verbose) VERBOSE=1; shift ;;
    -n|--dry-run) DRY_RUN=1; shift ;;
    --keep) KEEP_DAYS="$2"; shift 2 ;;
    --dest) DEST="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
  esac
done

RSYNC_OPTS=(-a --delete-after)
if [[ $VERBOSE -eq 1 ]]; then
  RSYNC_OPTS+=(-v)
fi
if [[ $DRY_RUN -eq 1 ]]; then
  RSYNC_OPTS+=(--dry-run)
fi

rsync "${RSYNC_OPTS[@]}" "$SRC_DIR/" "$DEST/"
find "$SRC_DIR" -name '*.alog' -mtime +"$KEEP_DAYS" -delete
echo "$(date -Is) copied profiles to $DEST" >> "${HOME}/artisan/backup.log"
