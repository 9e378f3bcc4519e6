from lib import case
U = 'echo "usage: $0 [-d dest_dir] [-k ssh_key] [-v]" >&2'
U2 = 'echo "usage: $0 [-d dest_dir] [-k ssh_key] [-r retention_days] [-v]" >&2'
GO = 'while getopts "d:k:v" opt; do'
GO2 = 'while getopts "d:k:r:v" opt; do'
K = '        k) SSH_KEY="$OPTARG" ;;\n'
R = K + '        r) RETENTION_DAYS="$OPTARG" ;;\n'
case("add_cli_option-sh-xray-backup", "backup_xrays.sh", "add_cli_option", "shell", [
    ("terse", "add -r <days> option -> RETENTION_DAYS (default 30)"),
    ("polite", "Could you add a -r option that takes a number of days and sets RETENTION_DAYS? The default should stay 30, and please mention it in the usage line too."),
    ("declarative", "backup_xrays.sh accepts -r DAYS to override RETENTION_DAYS; without it retention stays 30 days."),
    ("other", "the auditors want 90 days on the new NAS, so make the retention configurable: backup_xrays.sh -r 90"),
    ("other", "Füg dem Skript eine Option -r TAGE hinzu, die RETENTION_DAYS setzt (Standard bleibt 30), und ergänz die usage-Zeile."),
], [
    ("right", "getopts string d:k:r:v, an r) branch setting RETENTION_DAYS from OPTARG, usage line mentions -r; default 30 kept",
     [(U, U2, 1), (GO, GO2, 1), (K, R, 1)]),
    ("wrong", "r added to the getopts string without a colon, so -r takes no argument: OPTARG is unset and the script dies under set -u (and the number is left over)",
     [(U, U2, 1), (GO, 'while getopts "d:k:rv" opt; do', 1), (K, R, 1)]),
    ("wrong", "r) branch and usage added, but the getopts string was not updated: -r falls into usage and exits",
     [(U, U2, 1), (K, R, 1)]),
    ("wrong", "option added, but the default RETENTION_DAYS changed from 30 to 90",
     [(U, U2, 1), (GO, GO2, 1), (K, R, 1), ("RETENTION_DAYS=30", "RETENTION_DAYS=90", 1)]),
    ("wrong", "the new case branch has no ;; terminator: bash reports a syntax error",
     [(U, U2, 1), (GO, GO2, 1), (K, K + '        r) RETENTION_DAYS="$OPTARG"\n', 1)]),
])
