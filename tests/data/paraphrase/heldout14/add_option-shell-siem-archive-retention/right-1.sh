#!/usr/bin/env bash
# Archive rotated SIEM log bundles to cold storage and prune old archives.
# Runs nightly from cron on the log aggregator (see /etc/cron.d/siem-archive).

set -euo pipefail

LOG_DIR="/var/log/siem/rotated"
ARCHIVE_BUCKET="s3://sec-cold-archive/siem"
RETENTION_DAYS=90
DRY_RUN=0
VERBOSE=0

usage() {
  cat <<EOF
Usage: $(basename "$0") [-d LOG_DIR] [-b BUCKET] [-k DAYS] [-n] [-v]
  -d LOG_DIR   directory with rotated .gz bundles (default: $LOG_DIR)
  -b BUCKET    destination bucket prefix (default: $ARCHIVE_BUCKET)
  -k DAYS      keep archives this many days (default: $RETENTION_DAYS)
  -n           dry run: print what would be done
  -v           verbose
EOF
}

log() {
  if [[ $VERBOSE -eq 1 ]]; then
    echo "[$(date -u +%FT%TZ)] $*" >&2
  fi
}

run() {
  if [[ $DRY_RUN -eq 1 ]]; then
    echo "DRY: $*"
  else
    "$@"
  fi
}

while getopts ":d:b:k:nvh" opt; do
  case "$opt" in
    d) LOG_DIR="$OPTARG" ;;
    b) ARCHIVE_BUCKET="$OPTARG" ;;
    k) RETENTION_DAYS="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    v) VERBOSE=1 ;;
    h) usage; exit 0 ;;
    \?) echo "unknown option -$OPTARG" >&2; usage; exit 2 ;;
    :) echo "option -$OPTARG needs a value" >&2; exit 2 ;;
  esac
done

if [[ ! -d "$LOG_DIR" ]]; then
  echo "no such directory: $LOG_DIR" >&2
  exit 1
fi

host="$(hostname -s)"
count=0
for f in "$LOG_DIR"/*.gz; do
  [[ -e "$f" ]] || continue
  sha="$(sha256sum "$f" | cut -d' ' -f1)"
  dest="$ARCHIVE_BUCKET/$host/$(date -u -r "$f" +%Y/%m/%d)/$(basename "$f")"
  log "upload $f -> $dest ($sha)"
  run aws s3 cp --only-show-errors --metadata "sha256=$sha" "$f" "$dest"
  run rm -f "$f"
  count=$((count + 1))
done
log "archived $count bundles"

cutoff="$(date -u -d "-${RETENTION_DAYS} days" +%Y-%m-%d)"
log "pruning archives older than $cutoff"
aws s3 ls --recursive "$ARCHIVE_BUCKET/$host/" | while read -r day _time _size key; do
  if [[ "$day" < "$cutoff" ]]; then
    run aws s3 rm --only-show-errors "s3://${ARCHIVE_BUCKET#s3://}/${key#siem/}"
  fi
done
