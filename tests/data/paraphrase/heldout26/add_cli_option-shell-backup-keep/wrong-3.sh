#!/usr/bin/env bash
# Nightly backup of the Brackenridge climate database and spawn-lab records.
#
# Dumps the sensor database, tars the lab's spreadsheets, copies both to the
# NAS in the packing shed and prunes old archives there.
#
# Usage: backup.sh [-d DEST] [-k DAYS] [-q] [--no-lab]

set -euo pipefail

readonly SCRIPT_NAME=${0##*/}
readonly DB_PATH=/var/lib/climate/readings.sqlite3
readonly LAB_DIR=/srv/spawn-lab/records
readonly STAMP=$(date +%Y-%m-%d)

DEST=/mnt/nas/backups/climate
RETENTION_DAYS=14
QUIET=0
WITH_LAB=1
WORK_DIR=""

usage() {
    cat <<EOF
Usage: $SCRIPT_NAME [options]

Options:
  -d, --dest DIR     where archives are copied (default: $DEST)
  -q, --quiet        only print errors
      --no-lab       skip the spawn-lab records
  -k, --keep DAYS    keep archives this many days (default: $RETENTION_DAYS)
  -h, --help         show this help
EOF
}

log() {
    if [[ $QUIET -eq 0 ]]; then
        printf '%s %s\n' "$(date +%H:%M:%S)" "$*"
    fi
}

die() {
    printf '%s: %s\n' "$SCRIPT_NAME" "$*" >&2
    exit 1
}

cleanup() {
    if [[ -n $WORK_DIR && -d $WORK_DIR ]]; then
        rm -rf -- "$WORK_DIR"
    fi
}
trap cleanup EXIT
trap 'notify_failure $?' ERR

parse_args() {
    while [[ $# -gt 0 ]]; do
        case $1 in
            -d|--dest)
                [[ $# -ge 2 ]] || die "$1 needs a directory"
                DEST=$2
                shift 2
                ;;
            -q|--quiet)
                QUIET=1
                shift
                ;;
            --no-lab)
                WITH_LAB=0
                shift
                ;;
            -k|--keep)
                [[ $# -ge 2 ]] || die "$1 needs a number of days"
                [[ $2 =~ ^[0-9]+$ ]] || die "$1 needs a number of days, not '$2'"
                KEEP_DAYS=$2
                shift 2
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
}

check_prereqs() {
    command -v sqlite3 >/dev/null || die "sqlite3 is not installed"
    [[ -r $DB_PATH ]] || die "cannot read $DB_PATH"
    mountpoint -q /mnt/nas || die "the NAS is not mounted at /mnt/nas"
    mkdir -p -- "$DEST"
    check_space
}

# Refuse to start when the NAS has less than twice the database size free.
check_space() {
    local need_kb free_kb
    need_kb=$(( $(du -k -- "$DB_PATH" | cut -f1) * 2 ))
    free_kb=$(df -Pk -- "$DEST" | awk 'NR == 2 { print $4 }')
    if [[ $free_kb -lt $need_kb ]]; then
        die "only ${free_kb} KiB free on $DEST, need ${need_kb} KiB"
    fi
}

notify_failure() {
    local status=$1
    if command -v mail >/dev/null; then
        printf 'climate backup on %s failed with status %s\n' "$(hostname)" "$status" \
            | mail -s "backup failed: $STAMP" farm-ops@brackenridge.farm
    fi
}

dump_database() {
    local out=$WORK_DIR/readings-$STAMP.sqlite3
    log "dumping $DB_PATH"
    sqlite3 "$DB_PATH" ".backup '$out'"
    sqlite3 "$out" "PRAGMA integrity_check;" | grep -qx ok || die "backup of $DB_PATH failed its integrity check"
    gzip -9 -- "$out"
    printf '%s\n' "$out.gz"
}

archive_lab() {
    local out=$WORK_DIR/spawn-lab-$STAMP.tar.gz
    log "archiving $LAB_DIR"
    tar -czf "$out" -C "$(dirname "$LAB_DIR")" "$(basename "$LAB_DIR")"
    printf '%s\n' "$out"
}

copy_to_nas() {
    local file
    for file in "$@"; do
        log "copying ${file##*/} to $DEST"
        cp -- "$file" "$DEST/"
    done
}

prune_old() {
    local count
    count=$(find "$DEST" -maxdepth 1 -type f -name '*.gz' -mtime +"$RETENTION_DAYS" | wc -l)
    if [[ $count -gt 0 ]]; then
        log "removing $count archives older than $RETENTION_DAYS days"
        find "$DEST" -maxdepth 1 -type f -name '*.gz' -mtime +"$RETENTION_DAYS" -delete
    fi
}

main() {
    parse_args "$@"
    check_prereqs
    WORK_DIR=$(mktemp -d)

    local files=()
    files+=("$(dump_database)")
    if [[ $WITH_LAB -eq 1 ]]; then
        files+=("$(archive_lab)")
    fi

    copy_to_nas "${files[@]}"
    prune_old
    log "done: ${#files[@]} archives in $DEST"
}

main "$@"
