from mk import Case
# ---------------- add_cli_option shell
orig = '''
#!/usr/bin/env bash
# Pages the on-call rescue team leader with a callout summary.
set -euo pipefail

REGION="north"
DRY_RUN=0
PRIORITY="normal"
GATEWAY="https://pager.corrie-dubh.example/send"

usage() {
  cat <<USAGE
usage: $(basename "$0") [-r region] [-p priority] [-n] CALLOUT_REF
  -r region    duty region (north|south|west), default north
  -p priority  normal|urgent, default normal
  -n           dry run: print the message instead of sending it
USAGE
}

while getopts ":r:p:nh" opt; do
  case "$opt" in
    r) REGION="$OPTARG" ;;
    p) PRIORITY="$OPTARG" ;;
    n) DRY_RUN=1 ;;
    h) usage; exit 0 ;;
    \\?) echo "unknown option -$OPTARG" >&2; usage >&2; exit 2 ;;
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

curl --fail --silent --max-time 20 \\
  --data-urlencode "to=$leader" \\
  --data-urlencode "text=$message" \\
  "$GATEWAY"
'''
c = Case("add_cli_option-shell-pager", "page_leader.sh", "add_cli_option", "shell", orig)
c.ins("terse", "add -g GATEWAY option overriding the pager url")
c.ins("polite", "Could you add a -g option that takes a URL and overrides GATEWAY? Please document it in usage like the other options and keep the default URL.")
c.ins("declarative", "The script should accept -g <url> to send to a different pager gateway, with the current URL as the default.")
c.ins("other", "need to test against staging: add `-g url` flag to override the gateway (show it in the usage text too)")
c.ins("other", "Agrega una opción -g para cambiar la URL del gateway; documéntala en usage.")
U = [("  -n           dry run: print the message instead of sending it\n", "  -n           dry run: print the message instead of sending it\n  -g url       pager gateway URL, default $GATEWAY\n", 1),
     ('usage: $(basename "$0") [-r region] [-p priority] [-n] CALLOUT_REF', 'usage: $(basename "$0") [-r region] [-p priority] [-g url] [-n] CALLOUT_REF', 1)]
G = [('while getopts ":r:p:nh" opt; do', 'while getopts ":r:p:g:nh" opt; do', 1),
     ('    p) PRIORITY="$OPTARG" ;;\n', '    p) PRIORITY="$OPTARG" ;;\n    g) GATEWAY="$OPTARG" ;;\n', 1)]
c.res("right", U + G, "-g url added to getopts, sets GATEWAY, documented in usage; default kept")
c.res("wrong", U + [('while getopts ":r:p:nh" opt; do', 'while getopts ":r:p:gnh" opt; do', 1), G[1]], "g added to getopts without the colon, so -g takes no argument: under set -u the script dies on the unset OPTARG")
c.res("wrong", U + [G[1]], "case branch added but g missing from the getopts string: -g is rejected as unknown")
c.res("wrong", G, "option works but usage text not updated, which was asked for")
c.res("wrong", U + G + [("curl --fail --silent --max-time 20 ", "curl --fail --silent --max-time 60 ", 1)], "option added but curl's --max-time changed from 20 to 60")
c.write()

# ---------------- add_css_rule css
orig = '''
/* Glenmoor Arena booking page */
:root {
  --ice: #e8f4fb;
  --rink-blue: #1f5f8b;
  --warning: #c0392b;
}

body {
  font-family: "Source Sans 3", system-ui, sans-serif;
  background: var(--ice);
  color: #1b1b1b;
  margin: 0;
}

.slot-grid {
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 4px;
}

.slot {
  padding: 6px 8px;
  border-radius: 4px;
  background: white;
  border: 1px solid #c9dbe6;
}

.slot--booked {
  background: var(--rink-blue);
  color: white;
}

.slot--resurfacing {
  background: repeating-linear-gradient(45deg, #fff, #fff 6px, #dfeaf1 6px, #dfeaf1 12px);
  color: #555;
}

@media (max-width: 640px) {
  .slot-grid {
    grid-template-columns: repeat(2, 1fr);
  }
}
'''
c = Case("add_css_rule-css-rink_slots", "bookings.css", "add_css_rule", "css", orig)
c.ins("terse", "add .slot--cancelled: line-through text, var(--warning) border")
c.ins("polite", "Could you add a .slot--cancelled rule after .slot--resurfacing that strikes the text through and uses var(--warning) for the border colour? Please leave the media query alone.")
c.ins("declarative", "Cancelled slots (.slot--cancelled) should show struck-through text with a border in the warning colour.")
c.ins("other", "Aggiungi una regola .slot--cancelled: testo barrato e bordo var(--warning). Mettila dopo .slot--resurfacing.")
RULE = '''
.slot--cancelled {
  text-decoration: line-through;
  border-color: var(--warning);
}
'''
ANCH = "  color: #555;\n}\n"
c.res("right", [(ANCH, ANCH + RULE, 1)], "new rule after .slot--resurfacing with line-through and warning border colour")
c.res("right", [(ANCH, ANCH + RULE.replace("  border-color: var(--warning);", "  border: 1px solid var(--warning);"), 1)], "same rule with a full border shorthand in the warning colour")
c.res("wrong", [("    grid-template-columns: repeat(2, 1fr);\n  }\n", "    grid-template-columns: repeat(2, 1fr);\n  }\n" + RULE.replace("\n.", "\n  .").replace("\n  text", "\n    text").replace("\n  border", "\n    border").replace("\n}", "\n  }"), 1)],
      "rule placed inside the max-width media query, so it only applies on small screens")
c.res("wrong", [(ANCH, ANCH + RULE.replace("line-through", "underline"), 1)], "text is underlined instead of struck through")
c.res("wrong", [(ANCH, ANCH + RULE.replace("var(--warning)", "var(--rink-blue)"), 1)], "border uses the rink blue instead of the warning colour")
c.res("wrong", [(ANCH, ANCH + RULE.replace("  border-color: var(--warning);\n}", "  border-color: var(--warning);\n"), 1)], "rule never closed: the brace is missing", breaks=True)
c.write()
