#!/usr/bin/env bash
# Copies the drive-station logs from each Hollerhorn lift PLC gateway to the
# ops NAS and prunes snapshots older than the retention period.
set -euo pipefail

DEST="/mnt/ops-nas/lift-logs"
RETAIN_DAYS=60
LIFTS=(gamsbahn edelweiss talstation nordhang)

usage() {
  cat <<USAGE
usage: $(basename "$0") [--dest DIR] [--retain DAYS] [--lift NAME]...
  --dest DIR      where snapshots go (default $DEST)
  --retain DAYS   delete snapshots older than this (default $RETAIN_DAYS)
  --lift NAME     only this lift; may be repeated (default: all)
  --dry-run       show what would be copied and pruned, change nothing
USAGE
}

selected=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --dest)
      DEST="$2"
      shift 2
      ;;
    --retain)
      RETAIN_DAYS="$2"
      shift 2
      ;;
    --lift)
      selected+=("$2")
      shift 2
      ;;
    --dry-run)
      DRY_RUN=1
      shift
      ;;
    -h|--help)
      usage
      exit 0
      ;;
    *)
      echo "unknown option: $1" >&2
      usage >&2
      exit 2
      ;;
  esac
done
if [[ ${#selected[@]} -gt 0 ]]; then
  LIFTS=("${selected[@]}")
fi

stamp=$(date +%Y%m%d-%H%M)
for lift in "${LIFTS[@]}"; do
  target="$DEST/$lift/$stamp"
  if [[ $DRY_RUN -eq 1 ]]; then
    echo "$lift: would sync ops@plc-$lift.hollerhorn.local:/var/log/drive/ to $target"
    continue
  fi
  mkdir -p "$target"
  rsync -a --timeout=60 "ops@plc-$lift.hollerhorn.local:/var/log/drive/" "$target/"
  echo "$lift: synced to $target"
done

# prune old snapshots
if [[ $DRY_RUN -eq 1 ]]; then
  echo "would prune:"
  find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -print
else
  find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -print -exec rm -rf {} +
fi
