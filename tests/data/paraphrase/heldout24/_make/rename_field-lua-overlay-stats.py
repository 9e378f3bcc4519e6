from lib import write_case

CTOR = ("    dmg = 0,\n", "    damage_dealt = 0,\n")
ACC = ("  p.dmg = p.dmg + amount\n", "  p.damage_dealt = p.damage_dealt + amount\n")
ADR = ("  return p.dmg / rounds\n", "  return p.damage_dealt / rounds\n")
EXP = ("dmg = p.dmg }", "dmg = p.damage_dealt }")
SORT = ("return x.dmg > y.dmg end", "return x.damage_dealt > y.damage_dealt end")
RIGHT = [CTOR, ACC, ADR, EXP]

write_case(
    "rename_field-lua-overlay-stats", "overlay_stats.lua", "rename_field", "lua",
    [
        ("terse", "player field dmg -> damage_dealt"),
        ("polite", "Could you rename the dmg field of the player tables to damage_dealt? The rows returned by to_overlay must keep their short dmg key, because the graphics machine reads it, and apply_fall_damage's dmg parameter is something else."),
        ("declarative", "Player tables should store their damage as damage_dealt rather than dmg; the keys of the overlay rows stay as they are."),
        ("other", "Renombra el campo dmg de los jugadores a damage_dealt. Ojo: las filas de to_overlay siguen usando la clave corta dmg."),
        ("other", "rename p.dmg → p.damage_dealt in overlay_stats.lua (player tables only!)"),
    ],
    [
        ("right-1.lua", "right", "field renamed in the constructor, on_damage, adr and where to_overlay reads it; the overlay key, the sort on it and the fall-damage parameter unchanged", RIGHT),
        ("wrong-1.lua", "wrong", "the overlay rows' dmg key (and the sort on it) renamed too, which the graphics machine does not know",
         RIGHT[:3] + [("dmg = p.dmg }", "damage_dealt = p.damage_dealt }"), SORT]),
        ("wrong-2.lua", "wrong", "adr still divides p.dmg, which is now nil: arithmetic on nil when the scoreboard is drawn",
         [CTOR, ACC, EXP]),
        ("wrong-3.lua", "wrong", "the sort comparator was switched to x.damage_dealt although the rows still use the dmg key: compares nil and errors",
         RIGHT + [SORT]),
        ("wrong-4.lua", "wrong", "accumulation written as p.damage_dealt += amount, which is not Lua: syntax error",
         [CTOR, ("  p.dmg = p.dmg + amount\n", "  p.damage_dealt += amount\n"), ADR, EXP]),
    ],
)
