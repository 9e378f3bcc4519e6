#!/usr/bin/env bash
# pg-backup.sh - nightly logical backups of the telemetry databases.
#
# Dumps every database listed in $DB_LIST (or given on the command line) with
# pg_dump in custom format, checks the archive with pg_restore --list, copies it
# to the backup host and prunes old dumps. Meant for cron on the db primary:
#
#   15 2 * * *  postgres  /opt/ops/pg-backup.sh --quiet
#
set -euo pipefail

BACKUP_DIR=/var/backups/postgres
REMOTE=backup@vault.internal:/srv/backups/postgres
DB_LIST=(telemetry metrics alerts)
KEEP_DAYS=14
JOBS=2
QUIET=0
SKIP_UPLOAD=0
LOCK=/run/lock/pg-backup.lock

usage() {
    cat <<EOF
usage: $(basename "$0") [options] [database...]

options:
  -d, --dir DIR        local backup directory (default: $BACKUP_DIR)
  -j, --jobs N         parallel pg_dump jobs (default: $JOBS)
  -k, --keep DAYS      delete local dumps older than DAYS (default: $KEEP_DAYS)
  -q, --quiet          only print errors
      --no-upload      keep the dump local, do not rsync it
  -h, --help           show this help
EOF
}

log() {
    if [[ $QUIET -eq 0 ]]; then
        printf '%s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*"
    fi
}

die() {
    printf 'pg-backup: %s\n' "$*" >&2
    exit 1
}

while [[ $# -gt 0 ]]; do
    case "$1" in
        -d|--dir)
            [[ $# -ge 2 ]] || die "$1 needs an argument"
            BACKUP_DIR=$2
            shift 2
            ;;
        -j|--jobs)
            [[ $# -ge 2 ]] || die "$1 needs an argument"
            JOBS=$2
            shift 2
            ;;
        -k|--keep)
            [[ $# -ge 2 ]] || die "$1 needs an argument"
            KEEP_DAYS=$2
            shift 2
            ;;
        -q|--quiet)
            QUIET=1
            shift
            ;;
        --no-upload)
            SKIP_UPLOAD=1
            shift
            ;;
        -h|--help)
            usage
            exit 0
            ;;
        --)
            shift
            break
            ;;
        -*)
            die "unknown option: $1"
            ;;
        *)
            break
            ;;
    esac
done

if [[ $# -gt 0 ]]; then
    DB_LIST=("$@")
fi

[[ $JOBS =~ ^[0-9]+$ ]] || die "--jobs must be a number"

preflight() {
    local missing=()
    for tool in pg_dump pg_restore rsync flock sha256sum; do
        command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        die "missing tools: ${missing[*]}"
    fi
    local free_kb
    free_kb=$(df --output=avail -k "$BACKUP_DIR" 2>/dev/null | tail -n 1 || echo 0)
    if [[ ${free_kb:-0} -lt 10485760 ]]; then
        log "warning: less than 10 GiB free in $BACKUP_DIR"
    fi
}

exec 9>"$LOCK"
flock -n 9 || die "another backup is running"

mkdir -p "$BACKUP_DIR"
preflight
stamp=$(date -u +%Y%m%d-%H%M%S)
failed=()

dump_one() {
    local db=$1
    local out="$BACKUP_DIR/$db-$stamp.dump"
    log "dumping $db -> $out"
    if ! pg_dump --format=custom --compress=6 --file="$out.partial" "$db"; then
        rm -f "$out.partial"
        return 1
    fi
    if ! pg_restore --list "$out.partial" >/dev/null; then
        log "archive check failed for $db"
        rm -f "$out.partial"
        return 1
    fi
    mv "$out.partial" "$out"
    sha256sum "$out" >"$out.sha256"
}

running=0
for db in "${DB_LIST[@]}"; do
    dump_one "$db" || failed+=("$db") &
    running=$((running + 1))
    if [[ $running -ge $JOBS ]]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait

# failures are recorded in a subshell above, so re-check the result files
for db in "${DB_LIST[@]}"; do
    if [[ ! -f "$BACKUP_DIR/$db-$stamp.dump" ]]; then
        failed+=("$db")
    fi
done

if [[ $SKIP_UPLOAD -eq 0 ]]; then
    log "uploading to $REMOTE"
    rsync -a --partial --include='*.dump' --include='*.sha256' --exclude='*' \
        "$BACKUP_DIR/" "$REMOTE/" || die "upload failed"
fi

log "pruning dumps older than $KEEP_DAYS days"
find "$BACKUP_DIR" -maxdepth 1 -name '*.dump*' -mtime +"$KEEP_DAYS" -delete

if [[ ${#failed[@]} -gt 0 ]]; then
    die "failed: ${failed[*]}"
fi
log "done: ${#DB_LIST[@]} databases"
