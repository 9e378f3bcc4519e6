from lib import case
LC = "  transition: box-shadow 0.2s ease;\n}\n"
H = "\n.layout-card:hover {\n  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);\n}\n"
case("add_css_rule-css-exhibition-site", "site.css", "add_css_rule", "css", [
    ("terse", ".layout-card:hover { box-shadow: 0 4px 12px rgba(0,0,0,.25) }"),
    ("polite", "Could you add a hover effect to the layout cards? When the pointer is over a .layout-card it should get box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25). Please don't change the existing rules."),
    ("declarative", "A layout card under the mouse pointer shows a soft shadow (0 4px 12px rgba(0, 0, 0, 0.25)); cards that aren't hovered look as before."),
    ("other", "layout cards feel flat on screen -> add a :hover shadow 0 4px 12px rgba(0,0,0,0.25), screen only, print stylesheet untouched"),
], [
    ("right", "new top-level .layout-card:hover rule with the shadow, placed right after .layout-card; existing rules untouched",
     [(LC, LC + H, 1)]),
    ("right", "the same hover rule placed after .layout-card .scale, still outside @media print",
     [("  color: var(--brunswick);\n}\n", "  color: var(--brunswick);\n}\n" + H, 1)]),
    ("wrong", "the hover rule was put inside the @media print block, so it only applies when printing",
     [("    border-color: #000;\n  }\n", "    border-color: #000;\n  }\n\n  .layout-card:hover {\n    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);\n  }\n", 1)]),
    ("wrong", "selector written as '.layout-card :hover' (descendant space): the shadow goes on hovered children, not the card",
     [(LC, LC + H.replace(".layout-card:hover", ".layout-card :hover"), 1)]),
    ("wrong", "the shadow was added to the base .layout-card rule, so every card always has it; no hover rule",
     [(LC, "  transition: box-shadow 0.2s ease;\n  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);\n}\n", 1)]),
    ("wrong", "the new rule has no closing brace, so the following .layout-card img rule is swallowed into it",
     [(LC, LC + "\n.layout-card:hover {\n  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.25);\n", 1)]),
])
