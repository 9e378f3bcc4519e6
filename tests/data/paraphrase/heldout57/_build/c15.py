from lib import case

ORIG27 = r'''
#!/usr/bin/env bash
# backup_bookings.sh - nightly dump of the Strikeline booking database to the
# NAS, with a rotation of old dumps.
#
# usage: backup_bookings.sh [-d DEST] [-k KEEP] [-n] [-v]
#   -d DEST  destination directory (default /mnt/nas/strikeline/backups)
#   -k KEEP  number of dumps to keep (default 14)
#   -n       dry run: print what would happen, change nothing
#   -v       verbose

set -euo pipefail

DEST="/mnt/nas/strikeline/backups"
KEEP=14
DRY_RUN=0
VERBOSE=0
DB_NAME="strikeline_bookings"
DB_USER="backup"
STAMP="$(date +%Y%m%d-%H%M)"
LOCK="/var/lock/backup_bookings.lock"

log() {
    if [[ "$VERBOSE" -eq 1 ]]; then
        echo "[$(date +%H:%M:%S)] $*" >&2
    fi
}

die() {
    echo "backup_bookings: $*" >&2
    exit 1
}

usage() {
    sed -n '4,9p' "$0" | sed 's/^# \{0,1\}//'
    exit "${1:-0}"
}

while getopts ":d:k:nvh" opt; do
    case "$opt" in
        d) DEST="$OPTARG" ;;
        k) KEEP="$OPTARG" ;;
        n) DRY_RUN=1 ;;
        v) VERBOSE=1 ;;
        h) usage 0 ;;
        :) die "option -$OPTARG needs a value" ;;
        \?) die "unknown option -$OPTARG" ;;
    esac
done
shift $((OPTIND - 1))

[[ "$KEEP" =~ ^[0-9]+$ ]] || die "KEEP must be a number, got '$KEEP'"
[[ "$KEEP" -ge 1 ]] || die "KEEP must be at least 1"

run() {
    if [[ "$DRY_RUN" -eq 1 ]]; then
        echo "would run: $*"
    else
        log "running: $*"
        "$@"
    fi
}

exec 9>"$LOCK"
flock -n 9 || die "another backup is still running"

if [[ ! -d "$DEST" ]]; then
    if [[ "$DRY_RUN" -eq 1 ]]; then
        echo "would create $DEST"
    else
        mkdir -p "$DEST" || die "cannot create $DEST"
    fi
fi

DUMP="$DEST/${DB_NAME}-${STAMP}.sql.gz"
log "dumping $DB_NAME to $DUMP"
if [[ "$DRY_RUN" -eq 1 ]]; then
    echo "would dump $DB_NAME to $DUMP"
else
    pg_dump --username="$DB_USER" --no-owner "$DB_NAME" | gzip -9 > "$DUMP.partial"
    mv "$DUMP.partial" "$DUMP"
fi

# rotation: keep the newest $KEEP dumps, delete the rest
mapfile -t dumps < <(ls -1t "$DEST"/"${DB_NAME}"-*.sql.gz 2>/dev/null || true)
log "found ${#dumps[@]} dumps, keeping $KEEP"
if (( ${#dumps[@]} > KEEP )); then
    for old in "${dumps[@]:KEEP}"; do
        run rm -f -- "$old"
    done
fi

log "done"
'''
GETOPTS_OLD = 'while getopts ":d:k:nvh" opt; do'
CASE_OLD = "        v) VERBOSE=1 ;;\n"
DUMP_OLD = '    pg_dump --username="$DB_USER" --no-owner "$DB_NAME" | gzip -9 > "$DUMP.partial"\n'
DUMP_NEW = '    pg_dump --host="$DB_HOST" --username="$DB_USER" --no-owner "$DB_NAME" | gzip -9 > "$DUMP.partial"\n'
VARS = ('DB_USER="backup"\n', 'DB_USER="backup"\nDB_HOST="localhost"\n', 1)
USAGE = ("#   -v       verbose\n", "#   -H HOST  database host (default localhost)\n#   -v       verbose\n", 1)
USAGE2 = ("# usage: backup_bookings.sh [-d DEST] [-k KEEP] [-n] [-v]", "# usage: backup_bookings.sh [-d DEST] [-k KEEP] [-H HOST] [-n] [-v]", 1)
SEDFIX = ("    sed -n '4,9p' \"$0\"", "    sed -n '4,10p' \"$0\"", 1)
FULL = [VARS, USAGE, USAGE2, SEDFIX, (GETOPTS_OLD, 'while getopts ":d:k:H:nvh" opt; do', 1),
        (CASE_OLD, CASE_OLD.replace("v) VERBOSE=1 ;;", 'H) DB_HOST="$OPTARG" ;;\n        v) VERBOSE=1 ;;'), 1), (DUMP_OLD, DUMP_NEW, 1)]
case("add_cli_option-shell-booking-backup", "backup_bookings.sh", "add_cli_option", "shell", ORIG27,
     [("terse", "add -H HOST (default localhost), pass to pg_dump --host"),
      ("polite", "Could you add a -H HOST option to the backup script, defaulting to localhost, and pass it to pg_dump as --host? Please document it in the usage comment too, and keep the other options working as they are."),
      ("declarative", "backup_bookings.sh should accept -H HOST (default localhost) and dump from that database host."),
      ("other", "the db is moving to the new box next month so the backup needs a -H host flag (default localhost) that goes to pg_dump"),
      ("other", "Voeg een optie -H HOST toe (standaard localhost) en geef die door aan pg_dump met --host; werk ook de usage-tekst bij.")],
     [("right", "DB_HOST default, usage lines (and the sed range printing them), getopts string, case branch and pg_dump --host all added", FULL),
      ("wrong", "getopts string not updated, so -H is rejected as an unknown option",
       [e for e in FULL if e[0] != GETOPTS_OLD]),
      ("wrong", "-H parsed into DB_HOST but pg_dump never gets --host",
       [e for e in FULL if e[0] != DUMP_OLD]),
      ("wrong", "getopts string written as \":d:k:Hnvh\" (no colon after H), so -H takes no value and $OPTARG is empty",
       [e if e[0] != GETOPTS_OLD else (GETOPTS_OLD, 'while getopts ":d:k:Hnvh" opt; do', 1) for e in FULL]),
      ("wrong", "option added, but the rotation now deletes from index KEEP-1, removing one dump too many",
       FULL + [('for old in "${dumps[@]:KEEP}"; do', 'for old in "${dumps[@]:KEEP-1}"; do', 1)]),
      ("wrong", "case branch missing its ;; terminator: bash syntax error",
       [e if e[0] != CASE_OLD else (CASE_OLD, CASE_OLD.replace("v) VERBOSE=1 ;;", 'H) DB_HOST="$OPTARG"\n        v) VERBOSE=1 ;;'), 1) for e in FULL])])
