from lib import Case, sub, sub_nth

c = Case("change_timeout-toml-lift-sensors", "sensors.toml", "change_timeout", "toml")
o = c.original
c.ins("terse", "anemometer timeout_ms 1500 -> 4000")
c.ins("polite", "Could you raise the anemometer's read timeout to 4000 ms? Only the [sensors.anemometer] section, please; rope tension and the gate scanners keep 1500.")
c.ins("declarative", "The anemometer should wait 4000 ms before a read times out.")
c.ins("other", "anemometer keeps timing out when the mast ices up -> bump its timeout to 4 seconds. leave the other sensors alone")

T = "timeout_ms = 1500\n"
right = sub_nth(o, T, "timeout_ms = 4000\n", 1, 3)
c.res("right", right, "timeout_ms in [sensors.anemometer] is 4000; the other two sections keep 1500")
r2 = sub_nth(o, T, "timeout_ms = 4_000\n", 1, 3)
c.res("right", r2, "anemometer timeout written as 4_000 (a valid TOML integer equal to 4000); others unchanged")

w = sub(o, T, "timeout_ms = 4000\n", 3)
c.res("wrong", w, "every timeout_ms changed to 4000, including rope tension and gate scanners")

w = sub_nth(o, T, "timeout_ms = 4000\n", 2, 3)
c.res("wrong", w, "changed the rope_tension timeout instead of the anemometer's")

w = sub_nth(o, T, "timeout_ms = 4\n", 1, 3)
c.res("wrong", w, "set the millisecond key to 4 (seconds read as the unit), a 4 ms timeout")

w = sub_nth(o, T, "timeout_ms = 4000ms\n", 1, 3)
c.res("wrong", w, "written as 4000ms, which is not a valid TOML value", breaks=True)
c.write()
