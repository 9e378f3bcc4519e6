#!/usr/bin/env bash
# Send PDF proofs from the hot folder to the proof printer.
set -euo pipefail

HOT_FOLDER="/srv/hotfolder/proofs"
PRINTER="proof-epson-p9570"
COPIES=1
DRY_RUN=0
MEDIA="A4"

usage() {
  echo "usage: $(basename "$0") [-p printer] [-c copies] [-m media] [-n] [ticket...]" >&2
  exit 2
}

while getopts "p:c:m:nh" opt; do
  case "$opt" in
    p) PRINTER="$OPTARG" ;;
    c) COPIES="$OPTARG" ;;
    m) MEDIA="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h|*) usage ;;
  esac
done
shift $((OPTIND - 1))

send() {
  local pdf="$1"
  if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "would print $pdf on $PRINTER x$COPIES"
  else
    lp -d "$PRINTER" -n "$COPIES" -o media="$MEDIA" "$pdf"
  fi
}

if [[ $# -eq 0 ]]; then
  for pdf in "$HOT_FOLDER"/*.pdf; do
    [[ -e "$pdf" ]] || continue
    send "$pdf"
  done
else
  for ticket in "$@"; do
    send "$HOT_FOLDER/$ticket.pdf"
  done
fi
