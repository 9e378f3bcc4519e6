#!/usr/bin/env bash
# export_tickets.sh - nightly export of weighbridge tickets for Hollins Ridge quarry.
#
# Pulls the day's tickets from the site database, writes a CSV for the
# accounts office, compresses yesterday's files and copies everything to the
# head-office share. Run from cron at 23:40 on the weighbridge PC.

set -euo pipefail

DB_PATH="/srv/weighbridge/tickets.sqlite"
EXPORT_DIR="/srv/weighbridge/exports"
SHARE="//hq-files/quarries/hollins-ridge/tickets"
SHARE_MOUNT="/mnt/hq-tickets"
KEEP_DAYS=45
DAY="$(date +%F)"
VERBOSE=0
DRY_RUN=0

usage() {
    cat <<EOF
Usage: $(basename "$0") [-d YYYY-MM-DD] [-k DAYS] [-n] [-v] [-h]
  -d DAY    export this day instead of today
  -k DAYS   keep this many days of local exports (default $KEEP_DAYS)
  -n        dry run: export and summarise, but do not compress, prune or copy
  -v        verbose output
  -h        show this help
EOF
}

log() {
    if [[ $VERBOSE -eq 1 ]]; then
        echo "[$(date +%T)] $*" >&2
    fi
}

die() {
    echo "export_tickets: $*" >&2
    exit 1
}

while getopts ":d:k:nvh" opt; do
    case "$opt" in
        d) DAY="$OPTARG" ;;
        k) KEEP_DAYS="$OPTARG" ;;
        n) DRY_RUN=1 ;;
        v) VERBOSE=1 ;;
        h) usage; exit 0 ;;
        :) die "option -$OPTARG needs a value" ;;
        \?) die "unknown option -$OPTARG" ;;
    esac
done
shift $((OPTIND - 1))

[[ "$DAY" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || die "bad day '$DAY'"
[[ "$KEEP_DAYS" =~ ^[0-9]+$ ]] || die "bad keep days '$KEEP_DAYS'"
[[ -r "$DB_PATH" ]] || die "cannot read $DB_PATH"

mkdir -p "$EXPORT_DIR"
OUT="$EXPORT_DIR/tickets-$DAY.csv"

export_day() {
    log "exporting tickets for $DAY to $OUT"
    sqlite3 -csv -header "$DB_PATH" <<SQL > "$OUT.tmp"
SELECT number, plate, haulier, product, gross_kg, tare_kg, net_kg,
       CASE WHEN overload THEN 'Y' ELSE 'N' END AS overload,
       issued_at
FROM tickets
WHERE date(issued_at) = '$DAY'
ORDER BY number;
SQL
    mv "$OUT.tmp" "$OUT"
    local rows
    rows=$(($(wc -l < "$OUT") - 1))
    log "$rows tickets written"
    if [[ $rows -lt 0 ]]; then
        die "export for $DAY is empty, not even a header"
    fi
}

compress_old() {
    local f
    for f in "$EXPORT_DIR"/tickets-*.csv; do
        [[ -e "$f" ]] || continue
        [[ "$f" == "$OUT" ]] && continue
        log "compressing $f"
        gzip -9 "$f"
    done
}

prune_old() {
    log "removing exports older than $KEEP_DAYS days"
    find "$EXPORT_DIR" -name 'tickets-*.csv.gz' -mtime +"$KEEP_DAYS" -print -delete |
        while read -r gone; do log "deleted $gone"; done
}

copy_to_share() {
    if ! mountpoint -q "$SHARE_MOUNT"; then
        log "mounting $SHARE"
        mount -t cifs "$SHARE" "$SHARE_MOUNT" -o credentials=/etc/weighbridge/hq.cred,vers=3.0 ||
            die "could not mount $SHARE"
    fi
    log "copying to $SHARE_MOUNT"
    rsync -a --ignore-existing "$EXPORT_DIR"/ "$SHARE_MOUNT"/
}

summary() {
    local tonnes
    tonnes=$(sqlite3 "$DB_PATH" \
        "SELECT printf('%.1f', COALESCE(SUM(net_kg), 0) / 1000.0) FROM tickets WHERE date(issued_at) = '$DAY';")
    echo "Hollins Ridge $DAY: $(($(wc -l < "$OUT") - 1)) tickets, $tonnes t net"
}

export_day
if [[ $DRY_RUN -eq 1 ]]; then
    log "dry run: skipping compress, prune and copy"
else
    compress_old
    prune_old
    copy_to_share
fi
summary
