from lib import SPLIT, apply, write_case

NAME = "add_guard-kotlin-fleet"
FILE = "HoldTemperature.kt"
src = (SPLIT / NAME / FILE).read_text()

TOP = "    fun recordReading(tankId: String, probe: Int, celsius: Double, at: Instant) {\n"
STORE = "        latest[tankId to probe] = Reading(tankId, probe, celsius, at)\n"
right1 = apply(src, [(TOP, TOP + "        if (celsius.isNaN() || celsius < -5.0 || celsius > 15.0) return // probe fault\n")])
right2 = apply(src, [(TOP, TOP + "        if (celsius.isNaN() || celsius !in -5.0..15.0) {\n            return\n        }\n")])
wrong1 = apply(src, [(STORE, STORE + "        if (celsius.isNaN() || celsius < -5.0 || celsius > 15.0) return // probe fault\n")])
wrong2 = apply(src, [(TOP, TOP + "        if (celsius < -5.0 || celsius > 15.0) return // probe fault\n")])
wrong3 = apply(src, [(TOP, TOP + "        if (celsius.isNaN() || celsius < -5.0 || celsius > 5.0) return // probe fault\n")])
wrong4 = apply(src, [(TOP, TOP + "        require(!celsius.isNaN() && celsius in -5.0..15.0) { \"probe fault on $tankId/$probe: $celsius\" }\n")])
wrong5 = apply(right1, [("            warmSince.putIfAbsent(tankId, at)\n", "            warmSince[tankId] = at\n")])

write_case(NAME, FILE, "add_guard", "kotlin", [
    ("terse", "recordReading: ignore NaN or out-of-range (-5..15 °C) readings, early return"),
    ("polite", "Could you add a guard at the top of recordReading so that readings which are NaN or outside -5.0 to 15.0 °C are simply ignored (return without storing anything)? Those are probe faults. Please don't change the alarm logic."),
    ("declarative", "recordReading must drop any reading that is NaN or below -5.0 or above 15.0 degrees before it is stored."),
    ("other", "we keep getting 85 °C spikes from a loose probe on the RSW tanks and they trigger the WARM flag. just ignore anything NaN or outside -5..15 in recordReading"),
    ("other", "recordReading에서 NaN이거나 -5.0~15.0 범위를 벗어난 값은 저장하지 말고 바로 return 하도록 해 주세요."),
], [
    ("right-1.kt", "right", "one-line guard as the first statement: NaN, < -5.0 or > 15.0 returns before anything is stored", right1, False),
    ("right-2.kt", "right", "same guard written with !in -5.0..15.0 and a block", right2, False),
    ("wrong-1.kt", "wrong", "guard placed after the reading is stored in latest, so a faulty reading still counts for warmestIn and the panel", wrong1, False),
    ("wrong-2.kt", "wrong", "no NaN check: NaN compares false both ways and gets stored", wrong2, False),
    ("wrong-3.kt", "wrong", "upper bound is 5.0 instead of 15.0, so valid readings between 5 and 15 °C are dropped", wrong3, False),
    ("wrong-4.kt", "wrong", "require() throws IllegalArgumentException instead of ignoring the reading", wrong4, False),
    ("wrong-5.kt", "wrong", "guard right, but putIfAbsent became a plain assignment: the warm timer restarts on every warm reading, so the grace period never runs out and no alarm is raised", wrong5, False),
])
