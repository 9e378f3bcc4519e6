from lib import SPLIT, apply, write_case

NAME = "rename_method-rust-greenhouse"
FILE = "vents.rs"
src = (SPLIT / NAME / FILE).read_text()

E = [
    ("    /// Opens the vent by `pct` points, never more than one step at a time.\n    pub fn open_by(",
     "    /// Opens the vent by `pct` points, never more than one step at a time.\n    pub fn nudge_open("),
    ("self.open_by(", "self.nudge_open("),
    ("vent.open_by(10)", "vent.nudge_open(10)"),
    ("v.open_by(40)", "v.nudge_open(40)"),
    ("vents[0].open_by(20)", "vents[0].nudge_open(20)"),
]
right1 = apply(src, E)
right2 = apply(right1, [("fn open_by_respects_step()", "fn nudge_open_respects_step()")])
wrong1 = apply(right1, [("    pub fn open_by(&mut self, pct: u8) {\n        self.position = (self.position + pct)",
                          "    pub fn nudge_open(&mut self, pct: u8) {\n        self.position = (self.position + pct)"),
                         ("screen.open_by(25)", "screen.nudge_open(25)")])
wrong2 = apply(src, [e for e in E if e[0] != "vent.open_by(10)"])
wrong3 = apply(right1, [("wind_ms > 9.0", "wind_ms >= 9.0")])
wrong4 = apply(right1, [("    /// Opens the vent by `pct` points, never more than one step at a time.\n    pub fn nudge_open(", "    pub fn nudge_open(")])

write_case(NAME, FILE, "rename_method", "rust", [
    ("terse", "VentController::open_by -> nudge_open"),
    ("polite", "Could you rename the `open_by` method of VentController to `nudge_open` and update its callers? ShadeScreen has its own open_by, please keep that one."),
    ("declarative", "VentController's open_by method is to be called nudge_open; ShadeScreen::open_by stays as it is."),
    ("other", "VentController の open_by を nudge_open にリネームしてください（ShadeScreen の open_by はそのまま）"),
    ("other", "rename vent open_by to nudge_open, it only moves one step so \"open_by\" is misleading. not the screen one"),
], [
    ("right-1.rs", "right", "VentController::open_by renamed at its definition and four call sites (track, tick, two tests); ShadeScreen::open_by and screen.open_by(25) untouched", right1, False),
    ("right-2.rs", "right", "same rename, and the test function named after the method renamed too (free choice)", right2, False),
    ("wrong-1.rs", "wrong", "ShadeScreen::open_by and its call in tick renamed as well", wrong1, False),
    ("wrong-2.rs", "wrong", "vent.open_by(10) in tick not renamed: no such method any more, does not compile", wrong2, True),
    ("wrong-3.rs", "wrong", "rename done but the strong-wind test in tick became wind_ms >= 9.0", wrong3, False),
    ("wrong-4.rs", "wrong", "rename done but the method's doc comment was dropped", wrong4, False),
])
