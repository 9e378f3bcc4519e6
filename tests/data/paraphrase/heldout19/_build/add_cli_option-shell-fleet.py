from lib import SPLIT, apply, write_case

NAME = "add_cli_option-shell-fleet"
FILE = "sync_catch_logs.sh"
src = (SPLIT / NAME / FILE).read_text()

VAR = ('VERBOSE=0\n\nusage', 'VERBOSE=0\nDRY_RUN=0\n\nusage')
USAGE = ("usage: $(basename \"$0\") -v VESSEL [-a ARCHIVE_ROOT] [-q]\n",
         "usage: $(basename \"$0\") -v VESSEL [-a ARCHIVE_ROOT] [-n] [-q]\n")
USAGE2 = ("  -q               quiet, only print errors\n",
          "  -n               dry run: show what would be copied, copy nothing\n  -q               quiet, only print errors\n")
GETOPTS = ('getopts ":v:a:qh" opt', 'getopts ":v:a:nqh" opt')
CASE = ("    q) VERBOSE=0 ;;\n", "    n) DRY_RUN=1 ;;\n    q) VERBOSE=0 ;;\n")
RSYNC = "rsync -a --ignore-existing --include='*.ers' --exclude='*' \"bridge@$host:$REMOTE_DIR/\" \"$dest/\"\n"
USE = ("[[ $VERBOSE -eq 1 ]] && echo \"$VESSEL: syncing $host:$REMOTE_DIR -> $dest\"\n" + RSYNC,
       "[[ $VERBOSE -eq 1 ]] && echo \"$VESSEL: syncing $host:$REMOTE_DIR -> $dest\"\n"
       "if [[ $DRY_RUN -eq 1 ]]; then\n"
       "  rsync -a --dry-run --itemize-changes --ignore-existing --include='*.ers' --exclude='*' \"bridge@$host:$REMOTE_DIR/\" \"$dest/\"\n"
       "  exit 0\n"
       "fi\n" + RSYNC)
right1 = apply(src, [VAR, USAGE, USAGE2, GETOPTS, CASE, USE])
right2 = apply(src, [VAR, USAGE, USAGE2, GETOPTS, CASE,
                     (RSYNC, "rsync_opts=(-a --ignore-existing --include='*.ers' --exclude='*')\n"
                             "[[ $DRY_RUN -eq 1 ]] && rsync_opts+=(--dry-run --itemize-changes)\n"
                             "rsync \"${rsync_opts[@]}\" \"bridge@$host:$REMOTE_DIR/\" \"$dest/\"\n"
                             "[[ $DRY_RUN -eq 1 ]] && exit 0\n")])
wrong1 = apply(src, [VAR, USAGE, USAGE2, CASE, USE])
wrong2 = apply(src, [VAR, USAGE, USAGE2, GETOPTS, CASE])
wrong3 = apply(src, [VAR, USAGE, USAGE2, ('getopts ":v:a:qh" opt', 'getopts ":v:a:nh" opt'), ("    q) VERBOSE=0 ;;\n", "    n) DRY_RUN=1 ;;\n"), USE])
wrong4 = apply(src, [VAR, USAGE, USAGE2, GETOPTS, ("    q) VERBOSE=0 ;;\n", "    n) DRY_RUN=1 ;\n    q) VERBOSE=0 ;;\n"), USE])

write_case(NAME, FILE, "add_cli_option", "shell", [
    ("terse", "add -n (dry run) flag: show what rsync would copy, copy nothing"),
    ("polite", "Could you add a -n option for a dry run? With -n the script should only show which logbook files rsync would copy, without copying anything. Please mention it in the usage text and keep the other options working."),
    ("declarative", "sync_catch_logs.sh gets a -n dry-run switch under which rsync only reports what it would transfer."),
    ("other", "before we point this at the new archive server I'd like to see what it would copy first. -n for dry run?"),
    ("other", "Voeg een optie -n (dry run) toe aan het script: laten zien wat rsync zou kopiëren, maar niets kopiëren."),
], [
    ("right-1.sh", "right", "DRY_RUN flag parsed from -n (getopts string and case), documented in usage; under -n rsync runs with --dry-run and the script exits before the real copy", right1, False),
    ("right-2.sh", "right", "same flag, implemented by adding --dry-run --itemize-changes to an options array for the single rsync call", right2, False),
    ("wrong-1.sh", "wrong", "n) case added but the getopts string still lacks n, so -n is rejected as an unknown option", wrong1, False),
    ("wrong-2.sh", "wrong", "-n sets DRY_RUN but nothing reads it: rsync copies as before", wrong2, False),
    ("wrong-3.sh", "wrong", "the -q option was replaced by -n: quiet mode is gone", wrong3, False),
    ("wrong-4.sh", "wrong", "the new case branch ends with a single ; instead of ;;: bash syntax error", wrong4, True),
])
