#!/usr/bin/env bash
# export-telemetry.sh - pull ten-minute SCADA aggregates for Carn Dubh and ship them
# to the asset manager's SFTP drop.
#
# Usage: export-telemetry.sh [-d YYYY-MM-DD] [-t TURBINE] [-n] [-k] [-h]
#   -d  day to export (default: yesterday)
#   -t  only this turbine (e.g. CD07); default all
#   -n  dry run: build the file but do not upload it
#   -k  keep every export (skip pruning of old files)
#   -h  show this help

set -euo pipefail

SCADA_HOST="${SCADA_HOST:-scada.carndubh-wind.internal}"
SFTP_TARGET="${SFTP_TARGET:-telemetry@drop.assetco.example:/incoming/carndubh}"
OUT_DIR="${OUT_DIR:-/var/lib/telemetry-export}"
RETRIES=3

day="$(date -u -d 'yesterday' +%F)"
turbine=""
dry_run=0
keep_all=0

usage() {
  sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
}

log() {
  printf '%s %s\n' "$(date -u +%FT%TZ)" "$*" >&2
}

while getopts ":d:t:nkh" opt; do
  case "$opt" in
    d) day="$OPTARG" ;;
    t) turbine="$OPTARG" ;;
    n) dry_run=1 ;;
    k) dry_run=1 ;;
    h) usage; exit 0 ;;
    :) log "option -$OPTARG needs a value"; usage; exit 2 ;;
    *) log "unknown option -$OPTARG"; usage; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

if ! [[ "$day" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
  log "bad day: $day"
  exit 2
fi

if [[ -n "$turbine" && ! "$turbine" =~ ^CD[0-9]{2}$ ]]; then
  log "bad turbine id: $turbine (expected CD01..CD24)"
  exit 2
fi

mkdir -p "$OUT_DIR"
csv="$OUT_DIR/carndubh-${day}${turbine:+-$turbine}.csv"

fetch() {
  local url="https://${SCADA_HOST}:8443/api/v2/aggregates?day=${day}&period=10m"
  if [[ -n "$turbine" ]]; then
    url="${url}&turbine=${turbine}"
  fi
  local attempt=1
  while (( attempt <= RETRIES )); do
    if curl -fsS --max-time 60 -H "Accept: text/csv" "$url" -o "$csv.part"; then
      mv "$csv.part" "$csv"
      return 0
    fi
    log "fetch attempt $attempt failed"
    attempt=$((attempt + 1))
    sleep $((attempt * 10))
  done
  return 1
}

check_rows() {
  local rows
  rows=$(($(wc -l < "$csv") - 1))
  local expected=144
  if [[ -z "$turbine" ]]; then
    expected=$((144 * 24))
  fi
  if (( rows < expected )); then
    log "warning: $rows rows, expected $expected (missing intervals)"
  else
    log "$rows rows"
  fi
}

upload() {
  if (( dry_run )); then
    log "dry run: not uploading $csv"
    return 0
  fi
  sftp -b - "$SFTP_TARGET" <<SFTP
put $csv
bye
SFTP
  log "uploaded $(basename "$csv")"
}

prune() {
  # keep two weeks of exports locally
  find "$OUT_DIR" -name 'carndubh-*.csv' -mtime +14 -delete
}

main() {
  log "exporting $day${turbine:+ for $turbine}"
  if ! fetch; then
    log "giving up after $RETRIES attempts"
    exit 1
  fi
  check_rows
  upload
  if (( ! keep_all )); then
    prune
  fi
}

main "$@"
