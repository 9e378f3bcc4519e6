from lib import case

SW = '''import Foundation

struct Episode {
    let id: String
    let title: String
    let durationSeconds: Int
    var playedSeconds: Int
}

final class PodcastQueue {
    private(set) var episodes: [Episode] = []
    var skipCompleted = true

    func enqueue(_ episode: Episode) {
        guard !episodes.contains(where: { $0.id == episode.id }) else { return }
        episodes.append(episode)
    }

    func remainingSeconds(for episode: Episode) -> Int {
        max(0, episode.durationSeconds - episode.playedSeconds)
    }

    func nextUp() -> Episode? {
        episodes.first { !skipCompleted || remainingSeconds(for: $0) > 30 }
    }

    func totalListeningTime() -> Int {
        episodes.reduce(0) { $0 + remainingSeconds(for: $1) }
    }
}
'''
DOC = ("    func nextUp() -> Episode? {", "    /// Returns the first queued episode to play next, skipping episodes with 30 seconds\n    /// or less left when `skipCompleted` is on. Returns nil if nothing qualifies.\n    func nextUp() -> Episode? {")
case("add_doc_comment-swift-music-queue", "PodcastQueue.swift", "add_doc_comment", "swift", SW, [
    ("terse", "doc comment (///) on nextUp()"),
    ("polite", "Could you add a /// documentation comment to nextUp() explaining what it returns, including the 30-second rule and the nil case? Please don't touch the code itself."),
    ("declarative", "nextUp() should have a Swift doc comment describing its result, the skipCompleted/30 s rule and when it returns nil."),
    ("other", "nobody remembers why nextUp skips stuff — document it with a /// comment (code unchanged)"),
    ("other", "Aggiungi un commento di documentazione /// a nextUp() che spieghi cosa restituisce (regola dei 30 secondi, nil)."),
], [
    ("right-1.swift", "right", "two-line /// comment above nextUp describing the result, the 30 s rule and nil; code unchanged", [DOC]),
    ("right-2.swift", "right", "/** */ block doc comment with a - Returns: field (also a Swift doc comment)", [("    func nextUp() -> Episode? {", "    /**\n     Picks the episode to play next.\n\n     - Returns: the first queued episode, skipping those with 30 seconds or less\n       left while `skipCompleted` is true; nil if none qualifies.\n     */\n    func nextUp() -> Episode? {")]),
    ("wrong-1.swift", "wrong", "doc comment placed above totalListeningTime instead of nextUp", [("    func totalListeningTime() -> Int {", "    /// Returns the first queued episode to play next, skipping episodes with 30 seconds\n    /// or less left when `skipCompleted` is on. Returns nil if nothing qualifies.\n    func totalListeningTime() -> Int {")]),
    ("wrong-2.swift", "wrong", "comment added, but the threshold in the code changed from > 30 to >= 30", [DOC, ("remainingSeconds(for: $0) > 30 }", "remainingSeconds(for: $0) >= 30 }")]),
    ("wrong-3.swift", "wrong", "comment added and the skipCompleted default flipped to false", [DOC, ("    var skipCompleted = true", "    var skipCompleted = false")]),
    ("wrong-4.swift", "wrong", "comment describes the rule wrongly (says it skips episodes with more than 30 seconds left)", [("    func nextUp() -> Episode? {", "    /// Returns the first queued episode, skipping episodes with more than 30 seconds\n    /// left when `skipCompleted` is on. Returns nil if nothing qualifies.\n    func nextUp() -> Episode? {")]),
])

SH = r'''#!/usr/bin/env bash
# export-readings.sh - pull a day of battery and PV readings from the Sunfield
# gateway and upload them to the co-op's reporting bucket.
#
# usage: export-readings.sh [-d YYYY-MM-DD] [-s site] [-o outdir] [-v]

set -euo pipefail

GATEWAY="${SUNFIELD_GATEWAY:-http://192.168.40.2:8086}"
BUCKET="s3://sunfield-reports/readings"
DAY="$(date -d yesterday +%F)"
SITE="all"
OUTDIR="/var/lib/sunfield/export"
VERBOSE=0

usage() {
    cat <<EOF
usage: $(basename "$0") [-d YYYY-MM-DD] [-s site] [-o outdir] [-v]
  -d DAY     day to export (default: yesterday)
  -s SITE    site id, or "all" (default: all)
  -o DIR     where to write the CSV files (default: $OUTDIR)
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

while getopts ":d:s:o:vh" opt; do
    case "$opt" in
        d) DAY="$OPTARG" ;;
        s) SITE="$OPTARG" ;;
        o) OUTDIR="$OPTARG" ;;
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
'''
U1 = ('usage: export-readings.sh [-d YYYY-MM-DD] [-s site] [-o outdir] [-v]\n\nset', 'usage: export-readings.sh [-d YYYY-MM-DD] [-s site] [-o outdir] [-n] [-v]\n\nset')
U2 = ('usage: $(basename "$0") [-d YYYY-MM-DD] [-s site] [-o outdir] [-v]\n', 'usage: $(basename "$0") [-d YYYY-MM-DD] [-s site] [-o outdir] [-n] [-v]\n')
U3 = ('  -o DIR     where to write the CSV files (default: $OUTDIR)\n', '  -o DIR     where to write the CSV files (default: $OUTDIR)\n  -n         dry run: fetch and check, but do not upload\n')
V = ('VERBOSE=0\n', 'VERBOSE=0\nDRY_RUN=0\n')
G = ('while getopts ":d:s:o:vh" opt; do', 'while getopts ":d:s:o:nvh" opt; do')
G_BAD = ('while getopts ":d:s:o:vh" opt; do', 'while getopts ":d:s:o:n:vh" opt; do')
CASE = ('        o) OUTDIR="$OPTARG" ;;\n', '        o) OUTDIR="$OPTARG" ;;\n        n) DRY_RUN=1 ;;\n')
UP = ('    log "uploading $file"\n    aws s3 cp', '    if [[ "$DRY_RUN" -eq 1 ]]; then\n        log "dry run: would upload $file to $BUCKET/$site/$DAY.csv"\n        return 0\n    fi\n    log "uploading $file"\n    aws s3 cp')
ALL = [U1, U2, U3, V, G, CASE, UP]
case("add_cli_option-shell-solar-export", "export-readings.sh", "add_cli_option", "shell", SH, [
    ("terse", "add -n (dry run): fetch + check but skip the S3 upload"),
    ("polite", "Could you add a -n dry-run flag to export-readings.sh? With it the script should still fetch and check every site but not upload anything. Please document it in the usage text and keep the existing options working as they are."),
    ("declarative", "export-readings.sh should accept -n, meaning dry run: everything runs except the aws s3 upload, and the help text lists it."),
    ("other", "i want to test the export on the new gateway without pushing to the bucket. give the script a -n switch that skips the upload (and add it to usage)"),
    ("other", "Voeg een optie -n (dry run) toe aan het script: wel ophalen en controleren, niet uploaden. Ook in de usage vermelden."),
], [
    ("right-1.sh", "right", "DRY_RUN flag, n in getopts, case branch, usage lines and an early return in upload()", ALL),
    ("right-2.sh", "right", "same option, but the dry-run test is in main() around the upload call instead of inside upload()", [U1, U2, U3, V, G, CASE, ('        upload "$file" "$site"\n', '        if [[ "$DRY_RUN" -eq 1 ]]; then\n            log "dry run, skipping upload of $file"\n        else\n            upload "$file" "$site"\n        fi\n')]),
    ("wrong-1.sh", "wrong", "n added to the case and usage but not to the getopts string, so -n is rejected as an unknown option", [U1, U2, U3, V, CASE, UP]),
    ("wrong-2.sh", "wrong", "getopts string has n: (expects a value), so -n swallows the next argument", [U1, U2, U3, V, G_BAD, CASE, UP]),
    ("wrong-3.sh", "wrong", "DRY_RUN parsed and documented but never consulted: uploads still happen", [U1, U2, U3, V, G, CASE]),
    ("wrong-4.sh", "wrong", "the dry-run test was put in fetch_site: -n skips fetching (so nothing is fetched or checked) instead of skipping the upload", [U1, U2, U3, V, G, CASE, ('    log "fetching $site for $DAY"\n', '    if [[ "$DRY_RUN" -eq 1 ]]; then\n        log "dry run: not fetching $site"\n        return 0\n    fi\n    log "fetching $site for $DAY"\n')]),
    ("wrong-5.sh", "wrong", "option added fine but the short-day threshold changed from 280 to 288 rows", ALL + [("if (( rows < 280 )); then", "if (( rows < 288 )); then")]),
])
