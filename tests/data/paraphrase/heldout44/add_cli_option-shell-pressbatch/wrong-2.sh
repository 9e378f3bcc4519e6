#!/usr/bin/env bash
# Imposes customer PDFs onto press sheets and sends them to the RIP hot folder.
# Usage: impose.sh [-s SHEET] [-f DIR] [-n] JOB_PDF...
set -euo pipefail

SHEET="SRA3"
DRY_RUN=0
HOTFOLDER="/mnt/rip/hotfolder"
LOG="/var/log/impose.log"

usage() {
    echo "usage: $(basename "$0") [-s SHEET] [-f DIR] [-n] JOB_PDF..." >&2
    echo "  -s SHEET   press sheet size (SRA3, B2, B1; default SRA3)" >&2
    echo "  -f DIR     RIP hot folder to send to (default /mnt/rip/hotfolder)" >&2
    echo "  -n         dry run: impose but do not send to the RIP" >&2
    exit 2
}

while getopts ":s:fnh" opt; do
    case "$opt" in
        s) SHEET="$OPTARG" ;;
        f) HOTFOLDER="$OPTARG" ;;
        n) DRY_RUN=1 ;;
        h) usage ;;
        \?) echo "unknown option -$OPTARG" >&2; usage ;;
        :) echo "option -$OPTARG needs a value" >&2; usage ;;
    esac
done
shift $((OPTIND - 1))

[ $# -ge 1 ] || usage

case "$SHEET" in
    SRA3|B2|B1) ;;
    *) echo "unsupported sheet size: $SHEET" >&2; exit 2 ;;
esac

for pdf in "$@"; do
    if [ ! -f "$pdf" ]; then
        echo "missing: $pdf" >&2
        continue
    fi
    out="${pdf%.pdf}-imposed-${SHEET}.pdf"
    pdfjam --quiet --nup 2x1 --landscape --papersize "{${SHEET}}" --outfile "$out" "$pdf"
    echo "$(date '+%F %T') imposed $pdf on $SHEET" >> "$LOG"
    if [ "$DRY_RUN" -eq 0 ]; then
        cp "$out" "$HOTFOLDER/"
        echo "sent $out"
    else
        echo "dry run: $out not sent"
    fi
done
