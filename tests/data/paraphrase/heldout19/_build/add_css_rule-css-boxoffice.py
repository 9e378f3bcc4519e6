from lib import SPLIT, apply, write_case

NAME = "add_css_rule-css-boxoffice"
FILE = "seatmap.css"
src = (SPLIT / NAME / FILE).read_text()

RULE = ".seat--wheelchair {\n  border: 2px dashed #1d5fa8;\n}\n"
SEL = ".seat--selected {\n  box-shadow: inset 0 0 0 3px #fff, 0 0 0 2px var(--focus);\n}\n"
right1 = apply(src, [(SEL, SEL + "\n" + RULE)])
right2 = apply(src, [(".seat--sold {\n", RULE + "\n.seat--sold {\n")])
wrong1 = apply(src, [(".seat {\n  width:", RULE + "\n.seat {\n  width:")])
wrong2 = apply(src, [("  .seat {\n    font-size: 0;\n  }\n", "  .seat {\n    font-size: 0;\n  }\n  .seat--wheelchair {\n    border: 2px dashed #1d5fa8;\n  }\n")])
wrong3 = apply(src, [(SEL, SEL + "\n" + RULE.replace(".seat--wheelchair", ".seat-wheelchair"))])
wrong4 = apply(right1, [("  --seat-gap: 4px;\n", "  --seat-gap: 6px;\n")])
wrong5 = apply(src, [(SEL, SEL + "\n.seat--wheelchair {\n  border: 2px dashed #1d5fa8;\n")])

write_case(NAME, FILE, "add_css_rule", "css", [
    ("terse", ".seat--wheelchair { border: 2px dashed #1d5fa8 }"),
    ("polite", "Could you add a rule so wheelchair spaces (.seat--wheelchair) get a 2px dashed border in #1d5fa8? It has to work on all screen sizes, and please leave the existing rules as they are."),
    ("declarative", "Seats with the class seat--wheelchair have a 2px dashed #1d5fa8 border."),
    ("other", "access team wants wheelchair spaces to stand out on the seat map: 2px dashed border, colour #1d5fa8, class is .seat--wheelchair"),
], [
    ("right-1.css", "right", "new rule after .seat--selected, outside the media query, so it overrides .seat's border: 0", right1, False),
    ("right-2.css", "right", "same rule placed after .seat:focus-visible and before .seat--sold, still after .seat", right2, False),
    ("wrong-1.css", "wrong", "rule placed before .seat, whose border: 0 has the same specificity and comes later, so the dashed border never shows", wrong1, False),
    ("wrong-2.css", "wrong", "rule put inside the max-width: 600px media query: only small screens get it", wrong2, False),
    ("wrong-3.css", "wrong", "selector misspelt .seat-wheelchair (single dash)", wrong3, False),
    ("wrong-4.css", "wrong", "rule added but --seat-gap changed from 4px to 6px", wrong4, False),
    ("wrong-5.css", "wrong", "the new rule's closing brace is missing, so it swallows the media query after it", wrong5, True),
])
