from lib import write_case

FIN = ".match--finished {\n  opacity: 0.75;\n}\n"
LIVE = ".match--live {\n  border-left-color: var(--live);\n  animation: pulse 2s infinite;\n}\n"
KEY_END = "  50% { box-shadow: 0 0 0 6px rgba(228, 0, 43, 0); }\n}\n"
MEDIA_END = "  .match {\n    padding: 6px 8px;\n  }\n}\n"

write_case(
    "add_css_rule-css-bracket-live", "bracket.css", "add_css_rule", "css",
    [
        ("terse", "add .match--live { border-left-color: var(--live); animation: pulse 2s infinite; }"),
        ("polite", "Could you add a rule for .match--live cards that colours their left border with var(--live) and runs the existing pulse animation (2s, infinite)? It should apply on all screen sizes, and the other rules should stay as they are."),
        ("declarative", "Live matches (.match--live) should show their left border in var(--live) and pulse with the pulse keyframes every 2s, forever, on every viewport."),
        ("other", "Dodaj regułę .match--live: border-left-color: var(--live) oraz animation: pulse 2s infinite. Ma działać na wszystkich rozdzielczościach, reszta bez zmian."),
    ],
    [
        ("right-1.css", "right", "top-level .match--live rule after .match--finished with border-left-color and the animation", [(FIN, FIN + "\n" + LIVE)]),
        ("right-2.css", "right", "same rule placed after the @keyframes block, still outside the media query", [(KEY_END, KEY_END + "\n" + LIVE)]),
        ("wrong-1.css", "wrong", "rule put inside the max-width: 600px media query, so it only applies on phones",
         [(MEDIA_END, "  .match {\n    padding: 6px 8px;\n  }\n\n" + "".join("  " + l + "\n" for l in LIVE.splitlines()) + "}\n")]),
        ("wrong-2.css", "wrong", "selector written .match-live (one dash), which matches no card",
         [(FIN, FIN + "\n" + LIVE.replace(".match--live", ".match-live"))]),
        ("wrong-3.css", "wrong", "the .match--finished rule was replaced by the new rule instead of keeping both",
         [(FIN, LIVE)]),
        ("wrong-4.css", "wrong", "border-left: var(--live) shorthand resets the border style to none, so no border shows at all",
         [(FIN, FIN + "\n" + LIVE.replace("border-left-color: var(--live)", "border-left: var(--live)"))]),
        ("wrong-5.css", "wrong", "the new rule is missing its closing brace, which swallows the @keyframes and media query that follow",
         [(FIN, FIN + "\n" + LIVE[:-2])]),
    ],
)
