from lib import SPLIT, apply, write_case

NAME = "inline_variable-lua-greenhouse"
FILE = "heating.lua"
src = (SPLIT / NAME / FILE).read_text()

B = "  local boost = screen_closed and 0 or 1.5\n  local valve = cfg.p_gain * (error_c + boost)\n"
right1 = apply(src, [(B, "  local valve = cfg.p_gain * (error_c + (screen_closed and 0 or 1.5))\n")])
wrong1 = apply(src, [(B, "  local valve = cfg.p_gain * (error_c + screen_closed and 0 or 1.5)\n")])
wrong2 = apply(src, [("  local valve = cfg.p_gain * (error_c + boost)\n", "  local valve = cfg.p_gain * (error_c + (screen_closed and 0 or 1.5))\n")])
wrong3 = apply(src, [("  local error_c = M.setpoint(is_day) - air_c\n  local boost = screen_closed and 0 or 1.5\n  local valve = cfg.p_gain * (error_c + boost)\n",
                      "  local boost = screen_closed and 0 or 1.5\n  local valve = cfg.p_gain * (M.setpoint(is_day) - air_c + boost)\n")])
wrong4 = apply(src, [(B, "  local valve = cfg.p_gain * (error_c + (screen_closed and 1.5 or 0))\n")])

write_case(NAME, FILE, "inline_variable", "lua", [
    ("terse", "inline boost in valve_position"),
    ("polite", "Could you inline the local `boost` in valve_position into the valve expression and drop the variable? The result must stay exactly the same."),
    ("declarative", "valve_position should compute the screen boost inline in the valve formula; the boost local goes away."),
    ("other", "boost is used once, just inline it (valve_position). keep error_c"),
    ("other", "valve_position 里的局部变量 boost 只用了一次，请把它内联到 valve 的表达式里并删掉这个变量。"),
], [
    ("right-1.lua", "right", "boost's expression moved into the valve formula in parentheses; the local is gone; error_c kept", right1, False),
    ("wrong-1.lua", "wrong", "inlined without parentheses: Lua reads (error_c + screen_closed) and 0 or 1.5, arithmetic on a boolean at run time", wrong1, False),
    ("wrong-2.lua", "wrong", "expression inlined but the now unused local boost was left in place", wrong2, False),
    ("wrong-3.lua", "wrong", "error_c was inlined instead of boost", wrong3, False),
    ("wrong-4.lua", "wrong", "inlined with the branches swapped: the 1.5 boost now applies when the screen is closed", wrong4, False),
])
