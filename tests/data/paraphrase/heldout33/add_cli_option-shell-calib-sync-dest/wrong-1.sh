#!/usr/bin/env bash
# Nightly sync of calibration frames from the camera PC to the archive NAS.
set -euo pipefail

SRC_DIR="/data/ccd/calib"
DEST="archive@nas01.kestrel-ridge.example:/volume1/calib"
KEEP_DAYS=30
DRY_RUN=0
VERBOSE=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-n] [-v] [-k DAYS] [-s SRC_DIR] [-d DEST]
  -n        dry run: show what would be copied and deleted
  -v        verbose rsync output
  -k DAYS   delete local frames older than DAYS after a good sync (default $KEEP_DAYS)
  -s DIR    source directory (default $SRC_DIR)
  -d DEST   rsync destination (default $DEST)
EOF
}

while getopts "nvk:s:dh" opt; do
  case "$opt" in
    n) DRY_RUN=1 ;;
    v) VERBOSE=1 ;;
    k) KEEP_DAYS="$OPTARG" ;;
    s) SRC_DIR="$OPTARG" ;;
    d) DEST="$OPTARG" ;;
    h) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

RSYNC_OPTS=(-a --partial --exclude '*.tmp')
[[ $DRY_RUN -eq 1 ]] && RSYNC_OPTS+=(--dry-run)
[[ $VERBOSE -eq 1 ]] && RSYNC_OPTS+=(-v --progress)

if [[ ! -d "$SRC_DIR" ]]; then
  echo "source $SRC_DIR does not exist" >&2
  exit 1
fi

echo "$(date -u +%FT%TZ) syncing $SRC_DIR -> $DEST"
rsync "${RSYNC_OPTS[@]}" "$SRC_DIR/" "$DEST/"

if [[ $DRY_RUN -eq 1 ]]; then
  find "$SRC_DIR" -name '*.fits' -mtime +"$KEEP_DAYS" -print
else
  find "$SRC_DIR" -name '*.fits' -mtime +"$KEEP_DAYS" -delete
fi
echo "$(date -u +%FT%TZ) done"
