#!/usr/bin/env bash
# Nightly backup of the hut booking database and warden logs to the valley server.
# Runs from cron on each hut's mini PC; the link is a slow radio bridge.
set -euo pipefail

HUT="${HUT:-$(hostname -s)}"
DEST="backup@valley.alpenkranz.net:/srv/huts/${HUT}"
KEEP_DAYS=14
VERBOSE=0

usage() {
  cat <<EOF
usage: $(basename "$0") [-v] [-k DAYS] [-d DEST]
  -v, --verbose        show rsync progress
  -k, --keep DAYS      days of local snapshots to keep (default ${KEEP_DAYS})
  -d, --dest DEST      rsync destination (default ${DEST})
EOF
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    -v|--verbose) VERBOSE=1 ;;
    -k|--keep) KEEP_DAYS="$2"; shift ;;
    -d|--dest) DEST="$2"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;
  esac
  shift
done

SNAP_DIR=/var/backups/hut
STAMP=$(date +%Y-%m-%d)
mkdir -p "${SNAP_DIR}"

sqlite3 /var/lib/hut/bookings.db ".backup '${SNAP_DIR}/bookings-${STAMP}.db'"
tar -czf "${SNAP_DIR}/warden-logs-${STAMP}.tar.gz" -C /var/log hut-warden

RSYNC_OPTS=(-az --partial --timeout=120 --bwlimit=200)
if [[ ${VERBOSE} -eq 1 ]]; then
  RSYNC_OPTS+=(--progress)
fi
rsync "${RSYNC_OPTS[@]}" "${SNAP_DIR}/" "${DEST}/"

# keep two weeks of snapshots on the hut itself
find "${SNAP_DIR}" -type f -mtime +"${KEEP_DAYS}" -delete
echo "backup of ${HUT} done (${STAMP})"
