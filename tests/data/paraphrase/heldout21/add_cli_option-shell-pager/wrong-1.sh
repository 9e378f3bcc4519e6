#!/usr/bin/env bash
# Pages the on-call rescue team leader with a callout summary.
set -euo pipefail

REGION="north"
DRY_RUN=0
PRIORITY="normal"
GATEWAY="https://pager.corrie-dubh.example/send"

usage() {
  cat <<USAGE
usage: $(basename "$0") [-r region] [-p priority] [-g url] [-n] CALLOUT_REF
  -r region    duty region (north|south|west), default north
  -p priority  normal|urgent, default normal
  -n           dry run: print the message instead of sending it
  -g url       pager gateway URL, default $GATEWAY
USAGE
}

while getopts ":r:p:gnh" opt; do
  case "$opt" in
    r) REGION="$OPTARG" ;;
    p) PRIORITY="$OPTARG" ;;
    g) GATEWAY="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    \?) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
    :) echo "-$OPTARG needs a value" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))

if [ $# -ne 1 ]; then
  usage >&2
  exit 2
fi
REF="$1"

leader=$(grep "^${REGION}:" /etc/rescue/rota | cut -d: -f2)
if [ -z "$leader" ]; then
  echo "no leader on the rota for $REGION" >&2
  exit 1
fi

message="[$PRIORITY] callout $REF in $REGION sector, acknowledge on channel HILL1"

if [ "$DRY_RUN" -eq 1 ]; then
  echo "to $leader: $message"
  exit 0
fi

curl --fail --silent --max-time 20 \
  --data-urlencode "to=$leader" \
  --data-urlencode "text=$message" \
  "$GATEWAY"
