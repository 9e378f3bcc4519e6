#!/usr/bin/env bash
# calibrate.sh - bias/dark/flat calibration of one night's FITS frames.
set -euo pipefail

usage() {
  cat <<EOF
Usage: $(basename "$0") [-n NIGHT] [-f FILTER] [-j JOBS] [-o OUT_DIR] [-v] RAW_DIR
  -n NIGHT   night to process, YYYYMMDD (default: last night)
  -f FILTER  only frames taken through FILTER (default: all)
  -j JOBS    parallel solver jobs (default: 4)
  -o OUT_DIR output directory (default: RAW_DIR/../reduced/NIGHT)
  -v         verbose
EOF
}

night=$(date -u -d yesterday +%Y%m%d)
filter=""
jobs=4
out_dir=""
verbose=0

while getopts ":n:f:j:o:vh" opt; do
  case "$opt" in
    n) night="$OPTARG" ;;
    f) filter="$OPTARG" ;;
    j) jobs="$OPTARG" ;;
    v) verbose=1 ;;
    h) usage; exit 0 ;;
    :) echo "option -$OPTARG needs a value" >&2; usage >&2; exit 2 ;;
    *) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

[[ $# -eq 1 ]] || { usage >&2; exit 2; }
raw_dir="$1"
out_dir="${out_dir:-${raw_dir%/}/../reduced/${night}}"
masters="${raw_dir%/}/../masters"

log() { [[ $verbose -eq 1 ]] && echo "[$(date -u +%H:%M:%S)] $*" >&2 || true; }

mkdir -p "$out_dir"
log "night ${night}, filter '${filter:-all}', ${jobs} jobs, output ${out_dir}"

shopt -s nullglob
frames=("${raw_dir}"/*"${night}"*.fits)
if [[ ${#frames[@]} -eq 0 ]]; then
  echo "no frames for ${night} in ${raw_dir}" >&2
  exit 1
fi

for f in "${frames[@]}"; do
  if [[ -n "$filter" ]] && [[ "$(fitsheader -k FILTER "$f" | awk '{print $3}')" != "$filter" ]]; then
    continue
  fi
  log "calibrating $(basename "$f")"
  ccdproc --bias "${masters}/bias.fits" --dark "${masters}/dark.fits" \
          --flat "${masters}/flat_${filter:-L}.fits" -o "${out_dir}/$(basename "$f")" "$f"
done

solve-field-batch -j "$jobs" "${out_dir}"/*.fits
log "done: $(ls "${out_dir}" | wc -l) files"
