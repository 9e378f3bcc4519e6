from lib import case
F = '{ name = "fiddle_yard",   booster = 2, current_limit_a = 3.0, auto_reverse = false },'
case("change_value-lua-booster-districts", "districts.lua", "change_value", "lua", [
    ("terse", "fiddle_yard current_limit_a 3.0 -> 2.5"),
    ("polite", "Could you lower the current limit of the fiddle_yard district to 2.5 A? The other districts keep their limits, please."),
    ("declarative", "The fiddle yard district should trip at 2.5 amps."),
    ("other", "fiddle yard keeps welding wheels on shorts, set its limit to 2.5 A — only that district"),
    ("other", "フィドルヤード（fiddle_yard）の電流制限を 3.0 から 2.5 に下げてください。"),
], [
    ("right", "fiddle_yard current_limit_a 3.0 -> 2.5; both mainline districts still 3.0",
     [(F, F.replace("3.0", "2.5"), 1)]),
    ("wrong", "every 3.0 limit lowered: both mainline districts are now 2.5 too",
     [("current_limit_a = 3.0", "current_limit_a = 2.5", 3)]),
    ("wrong", "mainline_down was lowered to 2.5 instead of fiddle_yard",
     [('{ name = "mainline_down", booster = 1, current_limit_a = 3.0,', '{ name = "mainline_down", booster = 1, current_limit_a = 2.5,', 1)]),
    ("wrong", "fiddle_yard lowered to 2.5, and the reverse loop's auto_reverse was switched off",
     [(F, F.replace("3.0", "2.5"), 1), ('current_limit_a = 1.5, auto_reverse = true', 'current_limit_a = 1.5, auto_reverse = false', 1)]),
    ("wrong", "fiddle_yard line rewritten without its trailing comma: the table no longer parses",
     [(F, F.replace("3.0", "2.5")[:-1], 1)]),
])
