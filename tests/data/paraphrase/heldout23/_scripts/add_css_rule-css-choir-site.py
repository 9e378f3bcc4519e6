from edits import build

RULE = ".concert-card.sold-out {\n  opacity: 0.5;\n  pointer-events: none;\n}\n"
BEFORE_FOOTER = "  text-decoration: none;\n}\n\nfooter.site {"
MEDIA_CARD = "  .concert-card {\n    padding: 1rem;\n  }\n"
build("add_css_rule-css-choir-site", "choir.css", {
    "right-1.css": [(BEFORE_FOOTER, "  text-decoration: none;\n}\n\n" + RULE + "\nfooter.site {", 1)],
    "right-2.css": [(MEDIA_CARD + "}\n", MEDIA_CARD + "}\n\n/* sold-out concerts stay listed but can't be clicked */\n" + RULE, 1)],
    "wrong-1.css": [(MEDIA_CARD, MEDIA_CARD + "\n  .concert-card.sold-out {\n    opacity: 0.5;\n    pointer-events: none;\n  }\n", 1)],
    "wrong-2.css": [(BEFORE_FOOTER, "  text-decoration: none;\n}\n\n" + RULE.replace(".concert-card.sold-out", ".concert-card .sold-out") + "\nfooter.site {", 1)],
    "wrong-3.css": [(BEFORE_FOOTER, "  text-decoration: none;\n}\n\n.concert-card.sold-out {\n  opacity: 0.5;\n}\n\nfooter.site {", 1)],
    "wrong-4.css": [(BEFORE_FOOTER, "  text-decoration: none;\n}\n\n.concert-card.sold-out {\n  opacity: 0.5;\n  pointer-events: none;\n\nfooter.site {", 1)],
})
