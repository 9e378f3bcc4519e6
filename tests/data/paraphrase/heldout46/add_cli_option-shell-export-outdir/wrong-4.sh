#!/usr/bin/env bash
# Nightly export of batch records from the compounding lab database to the
# regulator's SFTP drop. Usage: export_batches.sh [-d YYYY-MM-DD] [-n] [-o DIR]
set -euo pipefail

DB="/var/lib/alderlab/batches.sqlite"
OUT_DIR="/var/spool/alderlab/export"
DAY="$(date -d yesterday +%F)"
DRY_RUN=0

usage() {
    echo "usage: $0 [-d YYYY-MM-DD] [-n] [-o DIR]" >&2
    exit 2
}

while getopts "d:no:" opt; do
    case "$opt" in
        d) DAY="$OPTARG" ;;
        n) DRY_RUN=1 ;;
        o) OUT_DIR="$OPTARG" ;
        *) usage ;;
    esac
done

mkdir -p "$OUT_DIR"
FILE="$OUT_DIR/batches-$DAY.csv"

sqlite3 -header -csv "$DB" \
    "SELECT batch_no, recipe_code, made_on, checked_by FROM batch_records WHERE made_on = '$DAY';" > "$FILE"

ROWS=$(( $(wc -l < "$FILE") - 1 ))
echo "exported $ROWS batch records for $DAY to $FILE"

if [ "$DRY_RUN" -eq 1 ]; then
    echo "dry run: not uploading"
    exit 0
fi

sftp -b - regulator-drop <<EOF
put $FILE
EOF
