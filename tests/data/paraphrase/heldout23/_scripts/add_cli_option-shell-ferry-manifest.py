from edits import build

USAGE = [("[-d YYYY-MM-DD] [-v] SAILING_ID", "[-d YYYY-MM-DD] [-v] [-n] SAILING_ID", 1),
         ("  -v           say what is happening on stderr\n",
          "  -v           say what is happening on stderr\n  -n           dry run: print the psql command instead of running it\n", 1)]
INIT = [("VERBOSE=0\n", "VERBOSE=0\nDRY_RUN=0\n", 1)]
GETOPTS = [('while getopts "o:d:vh" opt; do', 'while getopts "o:d:vnh" opt; do', 1)]
CASE = [("    v) VERBOSE=1 ;;\n", "    v) VERBOSE=1 ;;\n    n) DRY_RUN=1 ;;\n", 1)]
PSQL = 'psql "${MANIFEST_DB_URL:?MANIFEST_DB_URL is not set}" -v ON_ERROR_STOP=1 -c "$QUERY"\n'
CHECK = ('if [[ $DRY_RUN -eq 1 ]]; then\n'
         '  echo "psql \\"\\$MANIFEST_DB_URL\\" -v ON_ERROR_STOP=1 -c \\"$QUERY\\""\n'
         '  exit 0\n'
         'fi\n')
DRY = [(PSQL, CHECK + PSQL, 1)]
build("add_cli_option-shell-ferry-manifest", "export_manifest.sh", {
    "right-1.sh": USAGE + INIT + GETOPTS + CASE + DRY,
    "wrong-1.sh": USAGE + INIT + CASE + DRY,
    "wrong-2.sh": USAGE + INIT + GETOPTS + CASE + [(PSQL + "\n", PSQL + CHECK + "\n", 1)],
    "wrong-3.sh": USAGE + INIT + GETOPTS + CASE + [(PSQL, CHECK.replace("-eq 1", "-eq 0") + PSQL, 1)],
    "wrong-4.sh": USAGE + INIT + CASE + DRY + [('while getopts "o:d:vh" opt; do', 'while getopts "o:d:vn:h" opt; do', 1)],
})
