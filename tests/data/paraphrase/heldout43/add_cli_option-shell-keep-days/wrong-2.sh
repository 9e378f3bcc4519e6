#!/usr/bin/env bash
# Nightly backup of the e-filing store for the Ashgrove County Records Office.
# Copies the day's filings to the archive host, verifies checksums and prunes old local
# snapshots.  Run from cron as the efile user.

set -euo pipefail

SRC_DIR="/srv/efile/filings"
SNAP_DIR="/srv/efile/snapshots"
ARCHIVE_HOST="archive01.records.internal"
ARCHIVE_PATH="/vault/efile"
LOG_FILE="/var/log/efile-backup.log"
LOCK_FILE="/run/lock/efile-backup.lock"
MIN_FREE_GB=50
ALERT_TO="records-it@ashgrove.example"
DRY_RUN=0
VERBOSE=0
KEEP_DAYS=30
DAY="$(date +%F)"

usage() {
    cat <<EOF
Usage: $(basename "$0") [options]

Options:
  -n, --dry-run        show what would be copied and pruned, change nothing
  -v, --verbose        log every file
  -d, --day YYYY-MM-DD back up this day instead of today
  -k, --keep-days N    keep local snapshots for N days (default 30)
  -h, --help           show this help
EOF
}

log() {
    local msg
    msg="$(date '+%F %T') $*"
    echo "$msg" >>"$LOG_FILE"
    if [[ $VERBOSE -eq 1 ]]; then
        echo "$msg" >&2
    fi
}

die() {
    log "ERROR: $*"
    echo "error: $*" >&2
    if command -v mail >/dev/null 2>&1; then
        echo "$*" | mail -s "efile backup FAILED on $(hostname -s)" "$ALERT_TO" || true
    fi
    exit 1
}

cleanup() {
    local rc=$?
    if [[ $rc -ne 0 ]]; then
        log "backup of $DAY exited with status $rc"
    fi
    rm -f "$LOCK_FILE"
}
trap cleanup EXIT

take_lock() {
    exec 9>"$LOCK_FILE"
    if ! flock -n 9; then
        die "another backup is still running (lock $LOCK_FILE)"
    fi
}

check_free_space() {
    local free_gb
    free_gb=$(df -P --block-size=1G "$SNAP_DIR" | awk 'NR == 2 { print $4 }')
    if [[ -z "$free_gb" ]]; then
        die "cannot read free space on $SNAP_DIR"
    fi
    if (( free_gb < MIN_FREE_GB )); then
        die "only ${free_gb} GB free on $SNAP_DIR, need $MIN_FREE_GB"
    fi
    log "free space on $SNAP_DIR: ${free_gb} GB"
}

while [[ $# -gt 0 ]]; do
    case "$1" in
        -n|--dry-run)
            DRY_RUN=1
            shift
            ;;
        -v|--verbose)
            VERBOSE=1
            shift
            ;;
        -d|--day)
            [[ $# -ge 2 ]] || die "--day needs a date"
            DAY="$2"
            shift 2
            ;;
        -k|--keep-days)
            [[ $# -ge 2 ]] || die "--keep-days needs a number"
            KEEP_DAYS="$2"
            shift
            ;;
        -h|--help)
            usage
            exit 0
            ;;
        *)
            usage >&2
            exit 2
            ;;
    esac
done

[[ "$DAY" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || die "bad day: $DAY"
[[ "$KEEP_DAYS" =~ ^[0-9]+$ ]] || die "bad --keep-days: $KEEP_DAYS"

run() {
    if [[ $DRY_RUN -eq 1 ]]; then
        echo "would run: $*"
    else
        "$@"
    fi
}

make_snapshot() {
    local snap="$SNAP_DIR/$DAY"
    log "snapshot $SRC_DIR/$DAY -> $snap"
    run mkdir -p "$snap"
    run rsync -a --checksum "$SRC_DIR/$DAY/" "$snap/"
    if [[ $DRY_RUN -eq 0 ]]; then
        (cd "$snap" && find . -type f ! -name SHA256SUMS -print0 | sort -z | xargs -0 sha256sum >SHA256SUMS)
    fi
}

ship_snapshot() {
    local snap="$SNAP_DIR/$DAY"
    log "shipping $snap to $ARCHIVE_HOST"
    run rsync -a --partial "$snap/" "$ARCHIVE_HOST:$ARCHIVE_PATH/$DAY/"
    if [[ $DRY_RUN -eq 0 ]]; then
        ssh "$ARCHIVE_HOST" "cd '$ARCHIVE_PATH/$DAY' && sha256sum --quiet -c SHA256SUMS" \
            || die "checksum mismatch on $ARCHIVE_HOST for $DAY"
    fi
}

prune_snapshots() {
    log "pruning local snapshots older than $KEEP_DAYS days"
    while IFS= read -r -d '' old; do
        log "prune $old"
        run rm -rf -- "$old"
    done < <(find "$SNAP_DIR" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" -print0)
}

main() {
    [[ -d "$SRC_DIR/$DAY" ]] || die "no filings for $DAY in $SRC_DIR"
    take_lock
    check_free_space
    make_snapshot
    ship_snapshot
    prune_snapshots
    log "backup of $DAY done"
}

main
