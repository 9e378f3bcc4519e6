from lib import E, case

ORIG = '''/* Dock map markers for the Harbourline live map. */

.dock-marker {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  background: #1f7a4d;
  color: #fff;
  font: 600 12px/1 "Inter", sans-serif;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
}

.dock-marker.is-empty {
  background: #c0392b;
}

.dock-marker.is-full {
  background: #d68910;
}

.dock-marker:hover,
.dock-marker:focus-visible {
  transform: scale(1.15);
  outline: 2px solid #fff;
}

@media (prefers-color-scheme: dark) {
  .dock-marker {
    box-shadow: 0 0 0 2px #111;
  }
}

@media (max-width: 600px) {
  .dock-marker {
    width: 22px;
    height: 22px;
    font-size: 10px;
  }
}
'''

RULE = '''
.dock-marker.is-offline {
  background: #7f8c8d;
  opacity: 0.45;
  filter: grayscale(1);
}
'''
AFTER_FULL = E(".dock-marker.is-full {\n  background: #d68910;\n}\n", ".dock-marker.is-full {\n  background: #d68910;\n}\n" + RULE)

case(
    "add_css_rule-css-offline-marker", "markers.css", "add_css_rule", "css", ORIG,
    [
        ("terse", ".dock-marker.is-offline: grey #7f8c8d bg, opacity .45, grayscale(1)"),
        ("polite", "Could you add a rule for offline docks, `.dock-marker.is-offline`, with background #7f8c8d, opacity 0.45 and filter: grayscale(1)? It should apply at every screen size, and the existing rules should stay as they are."),
        ("declarative", "Offline dock markers (.dock-marker.is-offline) are shown greyed out: background #7f8c8d, opacity 0.45, grayscale filter."),
        ("other", "Voeg een regel toe voor .dock-marker.is-offline: achtergrond #7f8c8d, opacity 0.45 en filter grayscale(1), op alle schermformaten."),
    ],
    [
        ("right-1.css", "right", "new rule after the other state rules, at top level, with the three declarations", [AFTER_FULL]),
        ("right-2.css", "right", "new rule appended at the end of the file outside the media queries; same declarations (0.45 written .45)",
         [lambda t: t + RULE.replace("opacity: 0.45", "opacity: .45")]),
        ("wrong-1.css", "wrong", "the rule was put inside the max-width: 600px media query, so it only applies on small screens",
         [E("    font-size: 10px;\n  }\n}\n", "    font-size: 10px;\n  }\n\n  .dock-marker.is-offline {\n    background: #7f8c8d;\n    opacity: 0.45;\n    filter: grayscale(1);\n  }\n}\n")]),
        ("wrong-2.css", "wrong", "selector misspelt as .is-ofline, so it never matches", [E(".dock-marker.is-full {\n  background: #d68910;\n}\n", ".dock-marker.is-full {\n  background: #d68910;\n}\n" + RULE.replace("is-offline", "is-ofline"))]),
        ("wrong-3.css", "wrong", "the greying was added to the .dock-marker.is-empty rule instead of a new is-offline rule",
         [E(".dock-marker.is-empty {\n  background: #c0392b;\n}", ".dock-marker.is-empty {\n  background: #c0392b;\n  opacity: 0.45;\n  filter: grayscale(1);\n}")]),
        ("wrong-4.css", "wrong", "rule added, but the closing brace is missing, so the following hover rule is swallowed into it",
         [E(".dock-marker.is-full {\n  background: #d68910;\n}\n", ".dock-marker.is-full {\n  background: #d68910;\n}\n" + RULE.replace("  filter: grayscale(1);\n}\n", "  filter: grayscale(1);\n"))], "broken"),
    ],
)
