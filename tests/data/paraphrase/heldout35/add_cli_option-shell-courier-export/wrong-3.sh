#!/usr/bin/env bash
# Nightly export of the courier run log to the regional archive.
set -euo pipefail

ARCHIVE_HOST="archive.bloodbank.internal"
EXPORT_DIR="/var/lib/courier/exports"
DAYS=1
DRY_RUN=0

usage() {
  cat <<EOF
usage: $(basename "$0") [-d DAYS] [-H HOST] [-n] [-h]
  -d DAYS   export the last DAYS days (default 1)
  -H HOST   upload to HOST instead of $ARCHIVE_HOST
  -n        dry run: build the file but do not upload it
  -h        show this help
EOF
}

while getopts ":d:H:nh" opt; do
  case "$opt" in
    d) DAYS="$OPTARG" ;;
    H) ARCHIVE_HOST="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    \?) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
    :) echo "option -$OPTARG needs a value" >&2; exit 2 ;;
  esac
done

if ! [[ "$DAYS" =~ ^[0-9]+$ ]] || (( DAYS < 1 )); then
  echo "DAYS must be a positive integer" >&2
  exit 2
fi

stamp=$(date +%Y%m%d)
out="$EXPORT_DIR/runs-$stamp.csv"
mkdir -p "$EXPORT_DIR"

courier-db export --since "${DAYS}d" --format csv > "$out"
echo "wrote $(wc -l < "$out") lines to $out"

if (( ! DRY_RUN )); then
  echo "dry run: not uploading"
  exit 0
fi

scp -q "$out" "courier@${ARCHIVE_HOST}:incoming/"
echo "uploaded to $ARCHIVE_HOST"
