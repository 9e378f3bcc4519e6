from lib import write_case

VAR = ('VERBOSE=0\n', 'VERBOSE=0\nCOMPRESS_LEVEL=9\n')
USAGE1 = ('usage: $(basename "$0") [-d DIR] [-k DAYS] [-v]\n', 'usage: $(basename "$0") [-d DIR] [-k DAYS] [-c LEVEL] [-v]\n')
USAGE2 = ('  -k, --keep DAYS    days of dumps to keep (default: $KEEP_DAYS)\n',
          '  -k, --keep DAYS    days of dumps to keep (default: $KEEP_DAYS)\n'
          '  -c, --compress-level LEVEL\n'
          '                     gzip level 1-9 (default: $COMPRESS_LEVEL)\n')
CASE = ('    -k|--keep) KEEP_DAYS="$2"; shift 2 ;;\n',
        '    -k|--keep) KEEP_DAYS="$2"; shift 2 ;;\n    -c|--compress-level) COMPRESS_LEVEL="$2"; shift 2 ;;\n')
USE = ('gzip -9 >', 'gzip -"$COMPRESS_LEVEL" >')
RIGHT = [VAR, USAGE1, USAGE2, CASE, USE]

write_case(
    "add_cli_option-shell-planning-backup", "backup_planning.sh", "add_cli_option", "shell",
    [
        ("terse", "add -c/--compress-level N (default 9) -> gzip level; document in usage"),
        ("polite", "Could you add a -c / --compress-level option to the backup script? It takes a number, defaults to 9, should be passed to gzip instead of the fixed -9, and needs a line in the usage text. Please leave the other options as they are."),
        ("declarative", "The backup script should accept -c LEVEL / --compress-level LEVEL, defaulting to 9, use it as the gzip level, and list it in its usage text."),
        ("other", "gzip -9 takes forever on the NAS some nights, give me a -c|--compress-level option (default stays 9), shown in --help"),
    ],
    [
        ("right-1.sh", "right", "COMPRESS_LEVEL=9 default, usage lines, a case branch with shift 2, and gzip -\"$COMPRESS_LEVEL\"", RIGHT),
        ("right-2.sh", "right", "same, plus a check that the level is a single digit 1-9, next to the existing --keep check",
         RIGHT + [('needs a number of days" >&2; exit 2; }\n',
                   'needs a number of days" >&2; exit 2; }\n[[ "$COMPRESS_LEVEL" =~ ^[1-9]$ ]] || { echo "--compress-level needs 1-9" >&2; exit 2; }\n')]),
        ("wrong-1.sh", "wrong", "option parsed and documented, but gzip still runs with the fixed -9", [VAR, USAGE1, USAGE2, CASE]),
        ("wrong-2.sh", "wrong", "the case branch shifts only once, so the level itself is then parsed as an unknown option and the script exits",
         [VAR, USAGE1, USAGE2, (CASE[0], CASE[1].replace('COMPRESS_LEVEL="$2"; shift 2 ;;', 'COMPRESS_LEVEL="$2"; shift ;;')), USE]),
        ("wrong-3.sh", "wrong", "option works but is not mentioned in the usage text", [VAR, CASE, USE]),
        ("wrong-4.sh", "wrong", "the new branch was put after the *) catch-all, so -c is always reported as an unknown option",
         [VAR, USAGE1, USAGE2, USE,
          ('    *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;\n',
           '    *) echo "unknown option: $1" >&2; usage >&2; exit 2 ;;\n    -c|--compress-level) COMPRESS_LEVEL="$2"; shift 2 ;;\n')]),
    ],
)
