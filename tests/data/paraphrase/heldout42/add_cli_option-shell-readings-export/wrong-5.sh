#!/usr/bin/env bash
# export_readings.sh - pull meter readings from the Ridgeway billing replica
# and write one CSV per district for the tariff team.
#
# usage: export_readings.sh [-d district] [-o outdir] [-s since] [-n] [-v] [-h]

set -euo pipefail

DB_HOST="${DB_HOST:-billing-replica.ridgeway.internal}"
DB_NAME="${DB_NAME:-meters}"
OUTDIR="./exports"
DISTRICT=""
SINCE=""
DRY_RUN=0
VERBOSE=0
DISTRICTS=(north vale marsh quarry harbour)

log() {
    if [[ "$VERBOSE" -eq 1 ]]; then
        printf '%s %s\n' "$(date +%H:%M:%S)" "$*" >&2
    fi
}

die() {
    printf 'error: %s\n' "$*" >&2
    exit 1
}

usage() {
    cat <<'EOF'
usage: export_readings.sh [options]

  -d DISTRICT   export one district only (default: all)
  -o DIR        output directory (default: ./exports)
  -s DATE       only readings taken on or after DATE (YYYY-MM-DD)
  -n            dry run, print the queries instead of running them
  -v            verbose
  -h            this help
EOF
}

is_known_district() {
    local wanted="$1" d
    for d in "${DISTRICTS[@]}"; do
        [[ "$d" == "$wanted" ]] && return 0
    done
    return 1
}

while getopts ":d:o:s:nvh" opt; do
    case "$opt" in
        d) DISTRICT="$OPTARG" ;;
        o) OUTDIR="$OPTARG" ;;
        s) SINCE="$OPTARG"
        n) DRY_RUN=1 ;;
        v) VERBOSE=1 ;;
        h) usage; exit 0 ;;
        :) die "option -$OPTARG needs a value" ;;
        \?) die "unknown option -$OPTARG" ;;
    esac
done
shift $((OPTIND - 1))

if [[ -n "$DISTRICT" ]] && ! is_known_district "$DISTRICT"; then
    die "unknown district '$DISTRICT' (known: ${DISTRICTS[*]})"
fi

build_query() {
    local district="$1"
    local query="SELECT meter_serial, read_on, register_m3, estimated
FROM readings r JOIN meters m USING (meter_serial)
WHERE m.district = '$district'"
    if [[ -n "$SINCE" ]]; then
        query+=" AND r.read_on >= '$SINCE'"
    fi
    query+=" ORDER BY meter_serial, read_on;"
    printf '%s' "$query"
}

run_query() {
    local query="$1" target="$2"
    if [[ "$DRY_RUN" -eq 1 ]]; then
        printf -- '-- %s\n%s\n\n' "$target" "$query"
        return 0
    fi
    psql -h "$DB_HOST" -d "$DB_NAME" --no-psqlrc -A -F ',' -c "$query" >"$target"
}

export_district() {
    local district="$1"
    local target="$OUTDIR/readings_${district}.csv"
    log "exporting $district -> $target"
    run_query "$(build_query "$district")" "$target"
    if [[ "$DRY_RUN" -eq 0 ]]; then
        local rows
        rows=$(($(wc -l <"$target") - 1))
        log "$district: $rows readings"
        if [[ "$rows" -le 0 ]]; then
            printf 'warning: no readings for %s\n' "$district" >&2
        fi
    fi
}

checksum_all() {
    local f
    for f in "$OUTDIR"/readings_*.csv; do
        [[ -e "$f" ]] || continue
        sha256sum "$f"
    done >"$OUTDIR/SHA256SUMS"
    log "checksums written"
}

prune_old_exports() {
    # keep the last 14 days of exports, the tariff team never looks further back
    local keep_days=14
    find "$OUTDIR" -maxdepth 1 -name 'readings_*.csv.*' -mtime +"$keep_days" -print -delete |
        while read -r gone; do
            log "pruned $gone"
        done
}

archive_previous() {
    local f stamp
    stamp="$(date +%Y%m%d)"
    for f in "$OUTDIR"/readings_*.csv; do
        [[ -e "$f" ]] || continue
        mv "$f" "$f.$stamp"
        log "kept previous export as $f.$stamp"
    done
}

summary() {
    local f total=0 n
    for f in "$OUTDIR"/readings_*.csv; do
        [[ -e "$f" ]] || continue
        n=$(($(wc -l <"$f") - 1))
        total=$((total + n))
        printf '%-28s %8d\n' "$(basename "$f")" "$n"
    done
    printf '%-28s %8d\n' "total" "$total"
}

main() {
    if [[ "$DRY_RUN" -eq 0 ]]; then
        archive_previous
        prune_old_exports
    fi
    mkdir -p "$OUTDIR"
    if [[ -n "$DISTRICT" ]]; then
        export_district "$DISTRICT"
    else
        local d
        for d in "${DISTRICTS[@]}"; do
            export_district "$d"
        done
    fi
    if [[ "$DRY_RUN" -eq 0 ]]; then
        checksum_all
        summary
    fi
    log "done"
}

main "$@"
