#!/usr/bin/env bash
# export-readings.sh - pull a day of battery and PV readings from the Sunfield
# gateway and upload them to the co-op's reporting bucket.
#
# usage: export-readings.sh [-d YYYY-MM-DD] [-s site] [-o outdir] [-n] [-v]

set -euo pipefail

GATEWAY="${SUNFIELD_GATEWAY:-http://192.168.40.2:8086}"
BUCKET="s3://sunfield-reports/readings"
DAY="$(date -d yesterday +%F)"
SITE="all"
OUTDIR="/var/lib/sunfield/export"
VERBOSE=0
DRY_RUN=0

usage() {
    cat <<EOF
usage: $(basename "$0") [-d YYYY-MM-DD] [-s site] [-o outdir] [-n] [-v]
  -d DAY     day to export (default: yesterday)
  -s SITE    site id, or "all" (default: all)
  -o DIR     where to write the CSV files (default: $OUTDIR)
  -n         dry run: fetch and check, but do not upload
  -v         verbose
EOF
}

log() {
    if [[ "$VERBOSE" -eq 1 ]]; then
        echo "[$(date +%T)] $*" >&2
    fi
}

die() {
    echo "error: $*" >&2
    exit 1
}

while getopts ":d:s:o:nvh" opt; do
    case "$opt" in
        d) DAY="$OPTARG" ;;
        s) SITE="$OPTARG" ;;
        o) OUTDIR="$OPTARG" ;;
        n) DRY_RUN=1 ;;
        v) VERBOSE=1 ;;
        h) usage; exit 0 ;;
        :) die "option -$OPTARG needs a value" ;;
        \?) die "unknown option -$OPTARG" ;;
    esac
done
shift $((OPTIND - 1))

[[ "$DAY" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || die "bad day: $DAY"

sites() {
    if [[ "$SITE" == "all" ]]; then
        curl -fsS "$GATEWAY/api/sites" | jq -r '.[].id'
    else
        echo "$SITE"
    fi
}

fetch_site() {
    local site="$1" out="$2"
    log "fetching $site for $DAY"
    curl -fsS --retry 3 \
        "$GATEWAY/api/sites/$site/readings?day=$DAY&fields=pv_w,battery_w,soc_pct,grid_w" \
        | jq -r '.readings[] | [.ts, .pv_w, .battery_w, .soc_pct, .grid_w] | @csv' \
        > "$out"
}

check_file() {
    local file="$1"
    local rows
    rows=$(wc -l < "$file")
    if (( rows < 280 )); then
        log "warning: $file has only $rows rows (expected 288)"
        return 1
    fi
    return 0
}

upload() {
    local file="$1" site="$2"
    log "uploading $file"
    aws s3 cp --only-show-errors "$file" "$BUCKET/$site/$DAY.csv"
}

cleanup_old_exports() {
    # keep two weeks of local CSV files
    find "$OUTDIR" -name '*.csv' -mtime +14 -print -delete | while read -r old; do
        log "removed $old"
    done
}

notify_ops() {
    local failed="$1"
    local hook="${SUNFIELD_OPS_WEBHOOK:-}"
    if [[ -z "$hook" ]]; then
        log "no ops webhook configured, not notifying"
        return 0
    fi
    curl -fsS -X POST -H 'Content-Type: application/json' \
        -d "{\"text\": \"readings export for $DAY: $failed site(s) failed\"}" \
        "$hook" > /dev/null || echo "could not notify ops" >&2
}

write_manifest() {
    local manifest="$OUTDIR/manifest-$DAY.txt"
    : > "$manifest"
    for f in "$OUTDIR"/*-"$DAY".csv; do
        [[ -e "$f" ]] || continue
        printf '%s %s\n' "$(sha256sum "$f" | cut -d' ' -f1)" "$(basename "$f")" >> "$manifest"
    done
    log "manifest written to $manifest"
}

main() {
    mkdir -p "$OUTDIR"
    cleanup_old_exports
    local failed=0 site file
    for site in $(sites); do
        file="$OUTDIR/$site-$DAY.csv"
        if ! fetch_site "$site" "$file"; then
            echo "fetch failed for $site" >&2
            failed=$((failed + 1))
            continue
        fi
        if ! check_file "$file"; then
            echo "incomplete day for $site, not uploading" >&2
            failed=$((failed + 1))
            continue
        fi
        upload "$file" "$site"
    done
    write_manifest
    log "done, $failed site(s) failed"
    if [[ "$failed" -gt 0 ]]; then
        notify_ops "$failed"
    fi
    [[ "$failed" -eq 0 ]]
}

main "$@"
