#!/usr/bin/env bash
# Submit a shot to the Lumen East render farm.
#   submit_render.sh [-s FIRST] [-e LAST] [-p PRIORITY] [-g GROUP] SHOT VERSION
# Frame range defaults to the shot's cut range from the editorial database.
set -euo pipefail

usage() {
    echo "usage: $(basename "$0") [-s FIRST] [-e LAST] [-p PRIORITY] [-g GROUP] SHOT VERSION" >&2
    exit 2
}

first=""
last=""
priority=50
node_group="gpu-a"

while getopts "s:e:p:g:h" opt; do
    case "$opt" in
        s) first="$OPTARG" ;;
        e) last="$OPTARG" ;;
        p) priority="$OPTARG" ;;
        g) node_group="$OPTARG" ;;
        h|*) usage ;;
    esac
done
shift $((OPTIND - 1))

[ $# -eq 2 ] || usage
shot="$1"
version="$2"

if [ -z "$first" ] || [ -z "$last" ]; then
    read -r cut_in cut_out < <(editdb cut-range "$shot")
    first="${first:-$cut_in}"
    last="${last:-$cut_out}"
fi

if [ "$priority" -lt 1 ] || [ "$priority" -gt 100 ]; then
    echo "priority must be between 1 and 100" >&2
    exit 2
fi

scene="/mnt/shows/SML/shots/$shot/lighting/$version/$shot.ass"
[ -f "$scene" ] || { echo "no scene file: $scene" >&2; exit 1; }

echo "submitting $shot $version frames $first-$last at priority $priority"
rq submit \
    --scene "$scene" \
    --frames "$first-$last" \
    --priority "$priority" \
    --group "$node_group" \
    --name "${shot}_${version}"
