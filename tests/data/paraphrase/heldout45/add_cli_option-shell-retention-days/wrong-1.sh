#!/usr/bin/env bash
# backup_tank_logs.sh - archive the probe logs of every raceway and prune old archives
set -euo pipefail

LOG_DIR=/var/lib/hatchery/probes
DEST=/mnt/backup/hatchery
STAMP=$(date +%Y%m%d)
RETENTION_DAYS=14

usage() {
  echo "usage: $0 [-d DEST] [-r DAYS] [-h]" >&2
  echo "  -d DEST   where archives go (default $DEST)" >&2
  echo "  -r DAYS   delete archives older than DAYS (default $RETENTION_DAYS)" >&2
  exit 2
}

while getopts "d:rh" opt; do
  case "$opt" in
    d) DEST=$OPTARG ;;
    r) RETENTION_DAYS=$OPTARG ;;
    h) usage ;;
    *) usage ;;
  esac
done

mkdir -p "$DEST"

for tank_dir in "$LOG_DIR"/tank-*; do
  [ -d "$tank_dir" ] || continue
  tank=$(basename "$tank_dir")
  archive="$DEST/${tank}-${STAMP}.tar.gz"
  if [ -e "$archive" ]; then
    echo "skip $tank: $archive exists"
    continue
  fi
  tar -czf "$archive" -C "$LOG_DIR" "$tank"
  echo "archived $tank"
done

# keep RETENTION_DAYS days of archives
find "$DEST" -name 'tank-*.tar.gz' -mtime +"$RETENTION_DAYS" -delete
