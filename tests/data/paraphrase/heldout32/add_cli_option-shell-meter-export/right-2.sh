#!/usr/bin/env bash
# export_reads.sh - nightly export of validated meter reads to the billing SFTP drop.
#
# Eastbrook Water Utility, metering team. Runs from cron on meter-etl-01:
#   15 2 * * * /opt/metering/bin/export_reads.sh --zone all >> /var/log/metering/export.log 2>&1
set -euo pipefail

readonly SCRIPT_NAME="$(basename "$0")"
readonly EXPORT_ROOT="/srv/metering/exports"
readonly SFTP_HOST="billing-drop.eastbrook.internal"
readonly SFTP_USER="metering"
readonly DB_NAME="amr"

ZONE="all"
READ_DATE="$(date -d yesterday +%F)"
UPLOAD=1
VERBOSE=0
KEEP_DAYS=30

usage() {
    cat <<EOF
Usage: $SCRIPT_NAME [options]

Options:
  -z, --zone ZONE      pressure zone to export (north, south, hill, all); default: all
  -d, --date DATE      read date, YYYY-MM-DD; default: yesterday
  -n, --no-upload      write the files but do not send them to billing
  -k, --keep-days N    keep exports for N days; default: 30
  -v, --verbose        print each step
  -h, --help           show this help
EOF
}

log() {
    if [[ "$VERBOSE" -eq 1 ]]; then
        printf '%s %s\n' "$(date +%T)" "$*" >&2
    fi
}

die() {
    printf '%s: %s\n' "$SCRIPT_NAME" "$*" >&2
    exit 1
}

require_tools() {
    local tool missing=0
    for tool in psql sftp sha256sum find; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            printf '%s: missing tool: %s\n' "$SCRIPT_NAME" "$tool" >&2
            missing=1
        fi
    done
    if [[ "$missing" -ne 0 ]]; then
        exit 3
    fi
}

require_tools

while [[ $# -gt 0 ]]; do
    case "$1" in
        -z|--zone)
            ZONE="${2:?--zone needs a value}"
            shift 2
            ;;
        -d|--date)
            READ_DATE="${2:?--date needs a value}"
            shift 2
            ;;
        -k|--keep-days)
            KEEP_DAYS="${2:?--keep-days needs a value}"
            shift 2
            ;;
        -n|--no-upload)
            UPLOAD=0
            shift
            ;;
        -v|--verbose)
            VERBOSE=1
            shift
            ;;
        -h|--help)
            usage
            exit 0
            ;;
        *)
            usage >&2
            die "unknown option: $1"
            ;;
    esac
done

case "$ZONE" in
    north|south|hill|all) ;;
    *) die "unknown zone: $ZONE" ;;
esac

if ! [[ "$READ_DATE" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
    die "bad date: $READ_DATE"
fi

if ! [[ "$KEEP_DAYS" =~ ^[0-9]+$ ]]; then
    die "bad --keep-days: $KEEP_DAYS"
fi

OUT_DIR="$EXPORT_ROOT/$READ_DATE"
mkdir -p "$OUT_DIR"

zones() {
    if [[ "$ZONE" == "all" ]]; then
        printf '%s\n' north south hill
    else
        printf '%s\n' "$ZONE"
    fi
}

export_zone() {
    local zone="$1"
    local out="$OUT_DIR/reads_${zone}_${READ_DATE}.csv"
    log "exporting $zone to $out"
    psql --no-psqlrc --quiet --dbname="$DB_NAME" --set=ON_ERROR_STOP=1 \
        --set=zone="$zone" --set=read_date="$READ_DATE" <<'SQL' > "$out"
\copy (
    SELECT r.meter_id, r.account_no, r.read_at, r.litres, r.estimated
    FROM validated_reads r
    WHERE r.zone = :'zone' AND r.read_at::date = :'read_date'
    ORDER BY r.meter_id
) TO STDOUT WITH (FORMAT csv, HEADER true)
SQL
    local rows
    rows=$(($(wc -l < "$out") - 1))
    log "$zone: $rows reads"
    if [[ "$rows" -le 0 ]]; then
        printf '%s: warning: no reads for %s on %s\n' "$SCRIPT_NAME" "$zone" "$READ_DATE" >&2
    fi
    sha256sum "$out" > "$out.sha256"
}

upload() {
    log "uploading $OUT_DIR to $SFTP_HOST"
    sftp -b - -o ConnectTimeout=30 "$SFTP_USER@$SFTP_HOST" <<EOF
mkdir incoming/$READ_DATE
put $OUT_DIR/* incoming/$READ_DATE/
EOF
}

cleanup_old() {
    log "removing exports older than $KEEP_DAYS days"
    find "$EXPORT_ROOT" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -exec rm -rf {} +
}

main() {
    local zone
    while read -r zone; do
        export_zone "$zone"
    done < <(zones)

    if [[ "$UPLOAD" -eq 1 ]]; then
        upload
    else
        log "upload skipped (--no-upload)"
    fi
    cleanup_old
    log "done"
}

main
