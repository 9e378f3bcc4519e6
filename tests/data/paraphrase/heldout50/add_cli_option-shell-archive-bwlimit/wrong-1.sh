#!/usr/bin/env bash
# archive-night.sh - pack one night of Ravensmoor CCD frames and ship them to the archive.
#
# Usage: archive-night.sh [-n] [-k DAYS] [-d DEST] NIGHT
#   NIGHT      night directory name, e.g. 2027-02-14
#   -n         dry run: show what would happen
#   -k DAYS    keep local raw frames for DAYS days (default 14)
#   -d DEST    rsync destination (default archive.ravensmoor.internal:/data/raw)
#   -b KBPS    rsync bandwidth limit in KB/s (default: none)

set -euo pipefail

RAW_ROOT=/data/ccd/raw
STAGING=/data/ccd/staging
DEST=archive.ravensmoor.internal:/data/raw
KEEP_DAYS=14
DRY_RUN=0
BWLIMIT=
LOG=/var/log/ravensmoor/archive.log

log() {
    printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" | tee -a "$LOG" >&2
}

die() {
    log "ERROR: $*"
    exit 1
}

usage() {
    sed -n '3,10p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
}

run() {
    if [[ $DRY_RUN -eq 1 ]]; then
        log "would run: $*"
    else
        "$@"
    fi
}

while getopts ":nk:d:bh" opt; do
    case $opt in
        n) DRY_RUN=1 ;;
        k) KEEP_DAYS=$OPTARG ;;
        d) DEST=$OPTARG ;;
        b) BWLIMIT=$OPTARG ;;
        h) usage ;;
        :) die "option -$OPTARG needs a value" ;;
        *) die "unknown option -$OPTARG" ;;
    esac
done
shift $((OPTIND - 1))

[[ $# -eq 1 ]] || usage
NIGHT=$1
[[ $NIGHT =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || die "night must look like YYYY-MM-DD, got '$NIGHT'"
[[ $KEEP_DAYS =~ ^[0-9]+$ ]] || die "-k wants a number of days"

SRC=$RAW_ROOT/$NIGHT
[[ -d $SRC ]] || die "no such night: $SRC"

frames=$(find "$SRC" -maxdepth 1 -name '*.fits' | wc -l)
[[ $frames -gt 0 ]] || die "no FITS frames in $SRC"
log "night $NIGHT: $frames frames"

# checksum every frame so the archive can verify the transfer
manifest=$STAGING/$NIGHT.sha256
run mkdir -p "$STAGING"
if [[ $DRY_RUN -eq 0 ]]; then
    (cd "$SRC" && sha256sum -- *.fits) > "$manifest"
fi

tarball=$STAGING/$NIGHT.tar
run tar -cf "$tarball" -C "$RAW_ROOT" "$NIGHT"
run cp "$manifest" "$tarball.sha256"

attempt=1
until run rsync --partial --timeout=120 ${BWLIMIT:+--bwlimit="$BWLIMIT"} "$tarball" "$tarball.sha256" "$DEST/"; do
    if [[ $attempt -ge 3 ]]; then
        die "rsync failed three times, giving up"
    fi
    log "rsync failed (attempt $attempt), retrying in 60 s"
    attempt=$((attempt + 1))
    sleep 60
done
log "shipped $tarball to $DEST"

# prune old nights, never the one just shipped
find "$RAW_ROOT" -mindepth 1 -maxdepth 1 -type d -mtime +"$KEEP_DAYS" \
    ! -name "$NIGHT" -print | while read -r old; do
    log "pruning $old"
    run rm -rf -- "$old"
done

run rm -f "$tarball"
log "done with $NIGHT"
