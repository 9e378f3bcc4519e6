#!/usr/bin/env bash
# nightly-backup.sh - rsync the data dirs to the backup host, then prune old snapshots.
set -euo pipefail

BACKUP_HOST="${BACKUP_HOST:-backup.lan}"
DEST_ROOT="/srv/snapshots"
KEEP_DAYS=14
VERBOSE=0
DRY_RUN=0

usage() {
  cat <<EOF
usage: $(basename "$0") [--keep DAYS] [--verbose] [--dry-run] DIR...
  --keep DAYS   keep snapshots for DAYS days (default $KEEP_DAYS)
  --verbose     print rsync progress
  --dry-run     show what rsync would copy; do not prune
EOF
}

while [ $# -gt 0 ]; do
  case "$1" in
    --keep) KEEP_DAYS="$2"; shift 2 ;;
    --verbose) VERBOSE=1; shift ;;
    --dry-run) DRY_RUN=1; shift ;;
    -h|--help) usage; exit 0 ;;
    --) shift; break ;;
    -*) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
    *) break ;;
  esac
done

[ $# -gt 0 ] || { usage >&2; exit 2; }

stamp="$(date +%Y-%m-%d)"
rsync_opts=(-a --delete --link-dest="$DEST_ROOT/latest")
if [ "$VERBOSE" -eq 1 ]; then
  rsync_opts+=(--info=progress2)
fi

for dir in "$@"; do
  name="$(basename "$dir")"
  rsync "${rsync_opts[@]}" "$dir/" "$BACKUP_HOST:$DEST_ROOT/$stamp/$name/"
done

# point "latest" at tonight's snapshot and drop the ones older than KEEP_DAYS
ssh "$BACKUP_HOST" "ln -sfn '$DEST_ROOT/$stamp' '$DEST_ROOT/latest' && find '$DEST_ROOT' -maxdepth 1 -type d -name '20*' -mtime +$KEEP_DAYS -exec rm -rf {} +"
