#!/usr/bin/env bash
# Nightly copy of the kiln controllers' logs to the office NAS.
set -euo pipefail

DEST="/mnt/nas/kilns"
DAYS=7
VERBOSE=0

usage() {
    echo "usage: $0 [-d DEST] [-k DAYS] [-n] [-v] KILN..." >&2
    exit 2
}

while getopts "d:k:nv" opt; do
    case "$opt" in
        d) DEST="$OPTARG" ;;
        k) DAYS="$OPTARG" ;;
        v) VERBOSE=1 ;;
        *) usage ;;
    esac
done
shift $((OPTIND - 1))
[ "$#" -ge 1 ] || usage

for kiln in "$@"; do
    src="/var/log/kiln/${kiln}"
    if [ ! -d "$src" ]; then
        echo "skipping ${kiln}: no log directory" >&2
        continue
    fi
    [ "$VERBOSE" -eq 1 ] && echo "copying ${kiln} (last ${DAYS} days)"
    find "$src" -name '*.csv' -mtime "-${DAYS}" -print0 |
        rsync -a --from0 --files-from=- "$src/" "${DEST}/${kiln}/"
done
