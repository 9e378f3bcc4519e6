#!/usr/bin/env bash
# Nightly backup of the station network's observation database to the NAS.
set -euo pipefail

DB_PATH="/srv/meteo/observations.sqlite"
DEST="/mnt/nas/meteo-backups"
KEEP_DAYS=14
VERBOSE=0
DRY_RUN=0

usage() {
  echo "usage: $0 [-v] [-n] [-d DEST] [-k DAYS]" >&2
  exit 2
}

while getopts "vd:k:" opt; do
  case "$opt" in
    v) VERBOSE=1 ;;
    n) DRY_RUN=1 ;;
    d) DEST="$OPTARG" ;;
    k) KEEP_DAYS="$OPTARG" ;;
    *) usage ;;
  esac
done

log() {
  if [ "$VERBOSE" -eq 1 ]; then
    echo "[$(date +%H:%M:%S)] $*"
  fi
}

stamp="$(date +%Y%m%d-%H%M)"
target="$DEST/observations-$stamp.sqlite"

log "backing up $DB_PATH to $target"
sqlite3 "$DB_PATH" ".backup '$target'"
gzip -9 "$target"

log "removing backups older than $KEEP_DAYS days"
if [ "$DRY_RUN" -eq 1 ]; then
  find "$DEST" -name 'observations-*.sqlite.gz' -mtime +"$KEEP_DAYS" -print
else
  find "$DEST" -name 'observations-*.sqlite.gz' -mtime +"$KEEP_DAYS" -delete
fi

log "done"
