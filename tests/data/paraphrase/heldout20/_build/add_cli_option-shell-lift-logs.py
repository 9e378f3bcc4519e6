from lib import Case, sub

c = Case("add_cli_option-shell-lift-logs", "sync_lift_logs.sh", "add_cli_option", "shell")
o = c.original
c.ins("terse", "add --dry-run: print what would be synced/pruned, change nothing; list it in usage")
c.ins("polite", "Could you add a --dry-run option to this script? With it, the script should only print what it would copy and which snapshots it would prune, without creating, copying or deleting anything. Please add it to the usage text too.")
c.ins("declarative", "The script should accept --dry-run, which reports the rsync copies and the prune without touching the NAS, and usage() should document it.")
c.ins("other", "before I point this at the new NAS I want to see what it'd do. --dry-run flag pls (no mkdir/rsync/rm when set)")
c.ins("other", "Aggiungi un'opzione --dry-run: lo script deve solo stampare cosa copierebbe e cosa eliminerebbe, senza creare, copiare o cancellare nulla. Documentala in usage().")

U_A = "  --lift NAME     only this lift; may be repeated (default: all)\n"
U_B = U_A + "  --dry-run       show what would be copied and pruned, change nothing\n"
V_A = "RETAIN_DAYS=60\n"
V_B = "RETAIN_DAYS=60\nDRY_RUN=0\n"
C_A = "    -h|--help)\n"
C_B = "    --dry-run)\n      DRY_RUN=1\n      shift\n      ;;\n" + C_A
L_A = """  mkdir -p "$target"
  rsync -a --timeout=60 "ops@plc-$lift.hollerhorn.local:/var/log/drive/" "$target/"
  echo "$lift: synced to $target"
"""
L_B = """  if [[ $DRY_RUN -eq 1 ]]; then
    echo "$lift: would sync ops@plc-$lift.hollerhorn.local:/var/log/drive/ to $target"
    continue
  fi
  mkdir -p "$target"
  rsync -a --timeout=60 "ops@plc-$lift.hollerhorn.local:/var/log/drive/" "$target/"
  echo "$lift: synced to $target"
"""
P_A = """find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -print -exec rm -rf {} +
"""
P_B = """if [[ $DRY_RUN -eq 1 ]]; then
  echo "would prune:"
  find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -print
else
  find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -print -exec rm -rf {} +
fi
"""

def build(text, u=U_B, v=V_B, case=C_B, loop=L_B, prune=P_B):
    text = sub(text, U_A, u)
    text = sub(text, V_A, v)
    text = sub(text, C_A, case)
    text = sub(text, L_A, loop)
    return sub(text, P_A, prune)

right = build(o)
c.res("right", right, "DRY_RUN=0 default, --dry-run branch sets it and shifts, usage lists it; in dry-run the loop only echoes and the prune only lists")

L_C = """  if [[ $DRY_RUN -eq 1 ]]; then
    echo "$lift: would sync to $target"
    rsync -a -n --itemize-changes --timeout=60 "ops@plc-$lift.hollerhorn.local:/var/log/drive/" "$DEST/$lift/"
    continue
  fi
  mkdir -p "$target"
  rsync -a --timeout=60 "ops@plc-$lift.hollerhorn.local:/var/log/drive/" "$target/"
  echo "$lift: synced to $target"
"""
P_C = """if (( DRY_RUN )); then
  find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -printf 'would prune %p\\n'
else
  find "$DEST" -mindepth 2 -maxdepth 2 -type d -mtime +"$RETAIN_DAYS" -print -exec rm -rf {} +
fi
"""
c.res("right", build(o, loop=L_C, prune=P_C), "dry-run uses rsync -n --itemize-changes to list what would be copied (no mkdir) and find -printf to list what would be pruned; usage updated")

w = build(o, prune=P_A)
c.res("wrong", w, "the copy loop honours --dry-run, but the prune still runs rm -rf, so a dry run deletes old snapshots")

w = build(o, case="    --dry-run)\n      DRY_RUN=1\n      ;;\n" + C_A)
c.res("wrong", w, "the --dry-run branch does not shift, so the option loop never advances and the script hangs")

w = build(o, v=V_A)
c.res("wrong", w, "DRY_RUN has no default; under set -u the script aborts with 'DRY_RUN: unbound variable' whenever --dry-run is not given")

w = build(o, case="    --dry-run)\n      DRY_RUN=1\n      shift\n" + C_A)
c.res("wrong", w, "the new case branch lacks its ;; terminator: bash reports a syntax error", breaks=True)
c.write()
