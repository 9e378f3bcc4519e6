from lib import Case, sub

c = Case("add_css_rule-css-room-calendar", "calendar.css", "add_css_rule", "css")
o = c.original
c.ins("terse", ".slot--maintenance { background #e4e4e4; color #777; cursor not-allowed } with the other slot modifiers")
c.ins("polite", "Could you add a .slot--maintenance modifier for rooms that are out of service: background #e4e4e4, text colour #777 and a not-allowed cursor? Please put it with the other slot modifiers and leave the existing rules alone.")
c.ins("declarative", "Slots in maintenance should get their own .slot--maintenance rule (background #e4e4e4, color #777, cursor: not-allowed) among the slot modifiers, on every screen size.")
c.ins("other", "we need a greyed-out state for rooms under maintenance: .slot--maintenance, bg #e4e4e4, text #777, not-allowed cursor")

RULE = """.slot--maintenance {
  background: #e4e4e4;
  color: #777;
  cursor: not-allowed;
}
"""
PAST = """.slot--past {
  opacity: 0.45;
  cursor: default;
}
"""
right = sub(o, PAST, PAST + "\n" + RULE)
c.res("right", right, "new .slot--maintenance rule with the three declarations, after .slot--past in the modifiers section, outside the media query")
r2 = sub(o, "/* slot modifiers */\n", "/* slot modifiers */\n" + RULE.replace("  background: #e4e4e4;\n", "  background-color: #e4e4e4;\n") + "\n")
c.res("right", r2, "same rule placed first among the modifiers, using background-color instead of the background shorthand")

w = sub(o, "  .slot--past {\n    display: none;\n  }\n", "  .slot--past {\n    display: none;\n  }\n\n" + "".join("  " + l if l.strip() else l for l in RULE.splitlines(True)))
c.res("wrong", w, "rule placed inside the max-width: 720px media query, so it only applies on small screens")

w = sub(o, PAST, PAST + "\n" + RULE.replace(".slot--maintenance", ".slot-maintenance"))
c.res("wrong", w, "selector written .slot-maintenance (one dash), which matches nothing the markup uses")

w = sub(o, ".slot {\n", RULE + "\n.slot {\n")
c.res("wrong", w, "rule placed before the base .slot rule; .slot has the same specificity and comes later, so its white background and pointer cursor win")

w = sub(o, PAST, PAST + "\n" + RULE.replace("  cursor: not-allowed;\n}\n", "  cursor: not-allowed;\n"))
w = sub(w, "\n@media (max-width: 720px)", "@media (max-width: 720px)")
c.res("wrong", w, "the new rule's closing brace is missing, so the media query that follows is swallowed into it", breaks=True)
c.write()
