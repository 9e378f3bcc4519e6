#!/usr/bin/env bash
# Export meter reads for one pressure zone to CSV for the billing system.
# Usage: export_reads.sh -z ZONE [-d YYYY-MM-DD] [-o FILE] [-e]
set -euo pipefail

zone=""
read_date="$(date +%F)"
outfile=""
exclude_estimated=0

usage() {
  echo "usage: $0 -z ZONE [-d YYYY-MM-DD] [-o FILE] [-e]" >&2
  exit 2
}

while getopts "z:d:o:eh" opt; do
  case "$opt" in
    z) zone="$OPTARG" ;;
    d) read_date="$OPTARG" ;;
    o) outfile="$OPTARG" ;;
    e) exclude_estimated=1 ;;
    h|*) usage ;;
  esac
done

[[ -n "$zone" ]] || usage
outfile="${outfile:-reads_${zone}_${read_date}.csv}"

estimated_filter=""
if (( exclude_estimated )); then
  estimated_filter="AND NOT estimated"
fi

psql -X -A -F, -v ON_ERROR_STOP=1 \
  -v zone="$zone" -v read_date="$read_date" \
  -c "\\copy (SELECT meter_serial, read_at, register_m3, estimated
              FROM meter_reads
              WHERE pressure_zone = :'zone' AND read_at::date = :'read_date'
              ORDER BY meter_serial) TO STDOUT WITH CSV HEADER" > "$outfile"

echo "wrote $(($(wc -l < "$outfile") - 1)) reads to $outfile"
