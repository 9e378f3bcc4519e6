#!/usr/bin/env bash
# Archive finished volume scans of one Brandholm radar to the cold store.
set -euo pipefail

usage() {
    echo "usage: $0 [-s STATION] [-d DAYS] [-n] [-z] ARCHIVE_DIR" >&2
    exit 2
}

station="BRH1"
days=7
dry_run=0
compress=0

while getopts "s:d:nzh" opt; do
    case "$opt" in
        s) station="$OPTARG" ;;
        d) days="$OPTARG" ;;
        n) dry_run=1 ;;
        z) compress=1 ;;
        h|*) usage ;;
    esac
done
shift $((OPTIND - 1))
[ $# -eq 1 ] || usage
dest="$1"

src="/data/radar/${station}/volumes"
count=0
while IFS= read -r -d '' scan; do
    target="${dest}/${station}/$(basename "$(dirname "$scan")")"
    if [ "$dry_run" -eq 1 ]; then
        echo "would move $scan -> $target"
    else
        mkdir -p "$target"
        mv "$scan" "$target/"
        [ "$compress" -eq 0 ] || gzip "$target/$(basename "$scan")"
    fi
    count=$((count + 1))
done < <(find "$src" -name '*.h5' -mtime +"$days" -print0)

echo "${station}: ${count} scans archived"
