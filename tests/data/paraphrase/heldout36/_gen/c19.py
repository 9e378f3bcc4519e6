from lib import case
orig = '''#!/usr/bin/env bash
# Nightly export of the cave controller's sensor database to the office NAS.
# Usage: export_readings.sh [--dest DIR] [--vault NAME] [--quiet]
set -euo pipefail

DEST="/mnt/nas/cave-readings"
VAULT="all"
QUIET=0
DB="/var/lib/cavectl/readings.sqlite"

usage() {
  echo "usage: $0 [--dest DIR] [--vault NAME] [--quiet]" >&2
  exit 2
}

while [[ $# -gt 0 ]]; do
  case "$1" in
    --dest) DEST="$2"; shift 2 ;;
    --vault) VAULT="$2"; shift 2 ;;
    --quiet) QUIET=1; shift ;;
    -h|--help) usage ;;
    *) echo "unknown option: $1" >&2; usage ;;
  esac
done

log() {
  if [[ $QUIET -eq 0 ]]; then
    echo "[$(date +%H:%M:%S)] $*"
  fi
}

stamp=$(date +%Y-%m-%d)
out="$DEST/readings-$VAULT-$stamp.csv"
mkdir -p "$DEST"

if [[ "$VAULT" == "all" ]]; then
  where="1=1"
else
  where="vault = '$VAULT'"
fi

log "exporting $VAULT to $out"
sqlite3 -header -csv "$DB" "SELECT * FROM readings WHERE $where ORDER BY taken_at;" > "$out"
gzip -f "$out"

log "removing exports older than 30 days"
find "$DEST" -name 'readings-*.csv.gz' -mtime +30 -delete
log "done"
'''
U1 = ("# Usage: export_readings.sh [--dest DIR] [--vault NAME] [--quiet]\n", "# Usage: export_readings.sh [--dest DIR] [--vault NAME] [--keep-days N] [--quiet]\n")
U2 = ('  echo "usage: $0 [--dest DIR] [--vault NAME] [--quiet]" >&2\n', '  echo "usage: $0 [--dest DIR] [--vault NAME] [--keep-days N] [--quiet]" >&2\n')
V = ('QUIET=0\n', 'QUIET=0\nKEEP_DAYS=30\n')
C = ('    --vault) VAULT="$2"; shift 2 ;;\n', '    --vault) VAULT="$2"; shift 2 ;;\n    --keep-days) KEEP_DAYS="$2"; shift 2 ;;\n')
F = ('log "removing exports older than 30 days"\nfind "$DEST" -name \'readings-*.csv.gz\' -mtime +30 -delete\n',
     'log "removing exports older than $KEEP_DAYS days"\nfind "$DEST" -name \'readings-*.csv.gz\' -mtime +"$KEEP_DAYS" -delete\n')
case("add_cli_option-shell-readings-export", "export_readings.sh", "add_cli_option", "shell", orig, [
    ("terse", "add --keep-days N (default 30) for the cleanup"),
    ("polite", "Could you add a `--keep-days N` option to the export script, defaulting to 30, and use it for the clean-up of old exports (and in the usage text)? Please keep the existing options working the same."),
    ("declarative", "export_readings.sh should accept --keep-days N; old exports are deleted after N days, 30 if the option is not given, and the usage lines mention it."),
    ("other", "the NAS is filling up. make the 30 day retention a flag: --keep-days N, default stays 30"),
    ("other", "Füg dem Skript eine Option --keep-days N hinzu (Standard 30), die beim Aufräumen der alten Exporte benutzt wird; Usage-Text bitte mit anpassen."),
], [
    dict(label="right", why="KEEP_DAYS=30 default, --keep-days parsed, used in find and the log line, both usage texts updated", edits=[U1, U2, V, C, F]),
    dict(label="right", why="same, also accepting --keep-days=N form (free extra); default 30, used in cleanup, usage updated",
         edits=[U1, U2, V, ('    --vault) VAULT="$2"; shift 2 ;;\n', '    --vault) VAULT="$2"; shift 2 ;;\n    --keep-days) KEEP_DAYS="$2"; shift 2 ;;\n    --keep-days=*) KEEP_DAYS="${1#*=}"; shift ;;\n'), F]),
    dict(label="wrong", why="option parsed into KEEP_DAYS but find still uses the hard-coded +30", edits=[U1, U2, V, C, ('log "removing exports older than 30 days"\n', 'log "removing exports older than $KEEP_DAYS days"\n')]),
    dict(label="wrong", why="--keep-days case uses shift instead of shift 2, so its value is then parsed as an unknown option",
         edits=[U1, U2, V, ('    --vault) VAULT="$2"; shift 2 ;;\n', '    --vault) VAULT="$2"; shift 2 ;;\n    --keep-days) KEEP_DAYS="$2"; shift ;;\n'), F]),
    dict(label="wrong", why="no default set: with set -u, running without --keep-days aborts on the unbound KEEP_DAYS", edits=[U1, U2, C, F]),
    dict(label="wrong", why="case branch written without its ;; terminator: bash -n syntax error", breaks=True,
         edits=[U1, U2, V, ('    --vault) VAULT="$2"; shift 2 ;;\n', '    --vault) VAULT="$2"; shift 2 ;;\n    --keep-days) KEEP_DAYS="$2"; shift 2\n'), F]),
])
