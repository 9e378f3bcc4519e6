#!/usr/bin/env bash
# Copies the electronic catch logbooks (ERS files) from a vessel's bridge PC
# to the office archive once the vessel is back in port and on the harbour wifi.
set -euo pipefail

ARCHIVE_ROOT="/srv/ers-archive"
REMOTE_DIR="/home/bridge/ers/outbox"
VESSEL=""
VERBOSE=0
DRY_RUN=0

usage() {
  cat <<USAGE
usage: $(basename "$0") -v VESSEL [-a ARCHIVE_ROOT] [-n] [-q]
  -v VESSEL        call sign of the vessel, e.g. LK-0412
  -a ARCHIVE_ROOT  archive folder (default: $ARCHIVE_ROOT)
  -n               dry run: show what would be copied, copy nothing
  -q               quiet, only print errors
USAGE
}

VERBOSE=1
while getopts ":v:a:qh" opt; do
  case "$opt" in
    v) VESSEL="$OPTARG" ;;
    a) ARCHIVE_ROOT="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    q) VERBOSE=0 ;;
    h) usage; exit 0 ;;
    :) echo "option -$OPTARG needs a value" >&2; usage >&2; exit 2 ;;
    \?) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
  esac
done

if [[ -z "$VESSEL" ]]; then
  usage >&2
  exit 2
fi

host="bridge-${VESSEL,,}.harbour.lan"
dest="$ARCHIVE_ROOT/$VESSEL/$(date +%Y)"
mkdir -p "$dest"

if ! ping -c 1 -W 2 "$host" >/dev/null 2>&1; then
  echo "$VESSEL: bridge PC $host not reachable, is the vessel in port?" >&2
  exit 1
fi

[[ $VERBOSE -eq 1 ]] && echo "$VESSEL: syncing $host:$REMOTE_DIR -> $dest"
if [[ $DRY_RUN -eq 1 ]]; then
  rsync -a --dry-run --itemize-changes --ignore-existing --include='*.ers' --exclude='*' "bridge@$host:$REMOTE_DIR/" "$dest/"
  exit 0
fi
rsync -a --ignore-existing --include='*.ers' --exclude='*' "bridge@$host:$REMOTE_DIR/" "$dest/"
count=$(find "$dest" -name '*.ers' -newer "$0" | wc -l)
[[ $VERBOSE -eq 1 ]] && echo "$VESSEL: $count logbook file(s) archived"
exit 0
