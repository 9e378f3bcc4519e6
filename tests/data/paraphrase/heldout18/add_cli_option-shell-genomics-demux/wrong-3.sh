#!/usr/bin/env bash
# Demultiplex a NovaSeq run folder with bcl2fastq and stage the FASTQs for
# the alignment stage of the HelixCore pipeline.
set -euo pipefail

usage() {
  cat <<EOF
usage: $(basename "$0") -r RUN_DIR -o OUT_DIR [-s SAMPLE_SHEET] [-t THREADS] [-m MISMATCHES] [-n]
  -r  run folder written by the sequencer
  -o  output folder for the FASTQs
  -s  sample sheet (default: RUN_DIR/SampleSheet.csv)
  -t  processing threads (default: 16)
  -m  barcode mismatches allowed (default: 1)
  -n  dry run: print the bcl2fastq command and exit
EOF
}

run_dir=""
out_dir=""
sample_sheet=""
threads=16
mismatches=1
dry_run=0

while getopts ":r:o:s:t:m:nh" opt; do
  case "$opt" in
    r) run_dir="$OPTARG" ;;
    o) out_dir="$OPTARG" ;;
    s) sample_sheet="$OPTARG" ;;
    t) threads="$OPTARG" ;;
    m) mismatches="$OPTARG" ;;
    n) dry_run=1 ;;
    h) usage; exit 0 ;;
    :) echo "option -$OPTARG needs a value" >&2; usage >&2; exit 2 ;;
    *) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
  esac
done

if [[ -z "$run_dir" || -z "$out_dir" ]]; then
  usage >&2
  exit 2
fi
sample_sheet="${sample_sheet:-$run_dir/SampleSheet.csv}"

if [[ ! -f "$run_dir/RTAComplete.txt" ]]; then
  echo "run $run_dir is not finished yet (no RTAComplete.txt)" >&2
  exit 1
fi

cmd=(bcl2fastq
  --runfolder-dir "$run_dir"
  --output-dir "$out_dir"
  --sample-sheet "$sample_sheet"
  --processing-threads "$threads"
  --no-lane-splitting)

if (( dry_run )); then
  printf '%q ' "${cmd[@]}"
  echo
  exit 0
fi

mkdir -p "$out_dir"
"${cmd[@]}" 2>"$out_dir/bcl2fastq.log"
find "$out_dir" -name 'Undetermined_*.fastq.gz' -size +1G -printf 'warning: large undetermined file %p\n'
