#!/usr/bin/env bash
# Nightly backup of finished session folders to the archive NAS at Greystone Sound.
# Each session folder becomes one compressed tarball; old tarballs are pruned.
set -euo pipefail

DEST="/mnt/archive/sessions"
LOG_DIR="/var/log/session-backup"
DRY_RUN=0

usage() {
  echo "usage: $0 [-d dest] [-n] session_dir..." >&2
  exit 2
}

while getopts "d:nh" opt; do
  case "$opt" in
    d) DEST="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h|*) usage ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -gt 0 ]] || usage

mkdir -p "$DEST" "$LOG_DIR"
log="$LOG_DIR/$(date +%F).log"

for dir in "$@"; do
  name="session-$(basename "$dir")-$(date +%Y%m%d).tar.zst"
  if [[ $DRY_RUN -eq 1 ]]; then
    echo "would archive $dir -> $DEST/$name"
    continue
  fi
  tar -C "$(dirname "$dir")" -cf - "$(basename "$dir")" | zstd -q -T0 -o "$DEST/$name"
  echo "$(date +%T) archived $dir" >> "$log"
done

# prune tarballs older than 30 days, and our own logs after the same period
if [[ $DRY_RUN -eq 0 ]]; then
  find "$DEST" -maxdepth 1 -name 'session-*.tar.zst' -mtime +30 -print -delete >> "$log"
  find "$LOG_DIR" -name '*.log' -mtime +30 -delete
fi
