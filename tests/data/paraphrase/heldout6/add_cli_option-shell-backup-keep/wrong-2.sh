#!/usr/bin/env bash
# backup.sh - tar a directory into the backup folder
set -euo pipefail

usage() {
  echo "usage: $0 [-o OUTDIR] [-k KEEP] [-v] SOURCE" >&2
  exit 2
}

outdir="/var/backups"
verbose=0
keep=7

while getopts "o:k:vh" opt; do
  case "$opt" in
    o) outdir="$OPTARG" ;;
    k) keep="$OPTARG" ;;
    v) verbose=1 ;;
    h) usage ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))

[ $# -eq 1 ] || usage
src="$1"

stamp="$(date +%Y%m%d-%H%M%S)"
name="$(basename "$src")-$stamp.tar.gz"

mkdir -p "$outdir"
if [ "$verbose" -eq 1 ]; then
  echo "backing up $src to $outdir/$name"
fi
tar -czf "$outdir/$name" -C "$(dirname "$src")" "$(basename "$src")"

# keep the newest $keep archives of this source
ls -1t "$outdir/$(basename "$src")"-*.tar.gz | tail -n +$keep | xargs -r rm --
