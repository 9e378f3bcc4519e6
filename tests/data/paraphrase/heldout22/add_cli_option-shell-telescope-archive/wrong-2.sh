#!/usr/bin/env bash
# Nightly housekeeping for the observatory camera PC.
#
# Moves last night's FITS frames from the capture disk into the dated
# archive, writes a checksum manifest, syncs the archive to the NAS and
# prunes old raw frames from the capture disk.

set -euo pipefail

CAPTURE_DIR="/data/capture"
ARCHIVE_ROOT="/data/archive"
NAS_TARGET="nas01:/volume1/telescope"
CALIB_DIR="/data/calibration"
LOG_FILE="/var/log/archive_frames.log"
DRY_RUN=0
VERBOSE=0
KEEP_DAYS=30
NIGHT=""

usage() {
    cat <<EOF
Usage: $(basename "$0") [-n] [-v] [-d YYYY-MM-DD] [-t NAS_TARGET] [-k DAYS]

  -n              dry run: print what would be done
  -v              verbose output
  -d YYYY-MM-DD   night to archive (default: yesterday)
  -t TARGET       rsync target (default: $NAS_TARGET)
  -k DAYS         prune raw frames older than DAYS days (default: $KEEP_DAYS)
  -h              show this help
EOF
}

log() {
    local msg="$(date '+%F %T') $*"
    echo "$msg" >>"$LOG_FILE"
    if [[ $VERBOSE -eq 1 ]]; then
        echo "$msg"
    fi
}

run() {
    if [[ $DRY_RUN -eq 1 ]]; then
        echo "DRY: $*"
    else
        "$@"
    fi
}

while getopts ":nvd:t:kh" opt; do
    case "$opt" in
        n) DRY_RUN=1 ;;
        v) VERBOSE=1 ;;
        d) NIGHT="$OPTARG" ;;
        t) NAS_TARGET="$OPTARG" ;;
        k) KEEP_DAYS="$OPTARG" ;;
        h)
            usage
            exit 0
            ;;
        \?)
            echo "unknown option: -$OPTARG" >&2
            usage >&2
            exit 2
            ;;
        :)
            echo "option -$OPTARG needs a value" >&2
            exit 2
            ;;
    esac
done
shift $((OPTIND - 1))

if [[ -z "$NIGHT" ]]; then
    NIGHT="$(date -d yesterday +%F)"
fi

if ! [[ "$NIGHT" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
    echo "bad date: $NIGHT" >&2
    exit 2
fi

NIGHT_DIR="$ARCHIVE_ROOT/${NIGHT:0:4}/$NIGHT"

collect_frames() {
    find "$CAPTURE_DIR" -maxdepth 1 -type f \( -name '*.fits' -o -name '*.fit' \) \
        -newermt "$NIGHT 12:00" ! -newermt "$(date -d "$NIGHT + 1 day" +%F) 12:00"
}

archive_night() {
    local count=0
    run mkdir -p "$NIGHT_DIR"
    while IFS= read -r frame; do
        run mv -n "$frame" "$NIGHT_DIR/"
        count=$((count + 1))
    done < <(collect_frames)
    log "archived $count frames for $NIGHT"
    if [[ $count -eq 0 ]]; then
        return 1
    fi
}

write_manifest() {
    if [[ $DRY_RUN -eq 1 ]]; then
        echo "DRY: sha256sum > $NIGHT_DIR/MANIFEST.sha256"
        return
    fi
    (cd "$NIGHT_DIR" && sha256sum -- *.fit* >MANIFEST.sha256)
    log "manifest written: $(wc -l <"$NIGHT_DIR/MANIFEST.sha256") entries"
}

sync_to_nas() {
    local attempt
    for attempt in 1 2 3; do
        if run rsync -a --partial "$ARCHIVE_ROOT/" "$NAS_TARGET/"; then
            log "rsync ok (attempt $attempt)"
            return 0
        fi
        log "rsync failed (attempt $attempt), retrying in 60 s"
        sleep 60
    done
    log "rsync gave up after 3 attempts"
    return 1
}

prune_capture_disk() {
    local removed
    removed=$(find "$CAPTURE_DIR" -type f -name '*.fit*' -mtime +"$KEEP_DAYS" | wc -l)
    run find "$CAPTURE_DIR" -type f -name '*.fit*' -mtime +"$KEEP_DAYS" -delete
    log "pruned $removed raw frames older than $KEEP_DAYS days"
}

prune_calibration() {
    # Master darks and flats are kept for a year.
    run find "$CALIB_DIR" -type f -name 'master_*.fits' -mtime +365 -delete
}

check_free_space() {
    local free_gb
    free_gb=$(df --output=avail -BG "$CAPTURE_DIR" | tail -1 | tr -dc '0-9')
    if [[ $free_gb -lt 50 ]]; then
        log "WARNING: only ${free_gb} GB free on the capture disk"
    fi
}

main() {
    log "start: night $NIGHT, dry-run=$DRY_RUN"
    if archive_night; then
        write_manifest
        sync_to_nas
    else
        log "no frames for $NIGHT, skipping manifest and sync"
    fi
    prune_capture_disk
    prune_calibration
    check_free_space
    log "done"
}

main "$@"
