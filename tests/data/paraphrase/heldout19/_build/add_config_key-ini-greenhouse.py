from lib import SPLIT, apply, write_case

NAME = "add_config_key-ini-greenhouse"
FILE = "controller.ini"
src = (SPLIT / NAME / FILE).read_text()

MAXPIPE = "max_pipe_c = 80\n"
KEY = "frost_guard_c = 5.0\n"
right1 = apply(src, [(MAXPIPE, MAXPIPE + KEY)])
right2 = apply(src, [("night_setpoint_c = 17.0\n", "night_setpoint_c = 17.0\n" + KEY)])
wrong1 = apply(src, [("wind_limit_ms = 9.0\n", "wind_limit_ms = 9.0\n" + KEY)])
wrong2 = src + KEY
wrong3 = apply(right1, [("night_setpoint_c = 17.0\n", "night_setpoint_c = 15.0\n")])
wrong4 = src + "\n[heating]\n" + KEY

write_case(NAME, FILE, "add_config_key", "ini", [
    ("terse", "[heating] frost_guard_c = 5.0"),
    ("polite", "Could you add frost_guard_c = 5.0 to the [heating] section? Please keep the other settings and comments exactly as they are."),
    ("declarative", "The heating section has a frost_guard_c setting of 5.0."),
    ("other", "new firmware reads a frost guard temperature. put frost_guard_c = 5.0 under heating"),
    ("other", "Ajoute la clé frost_guard_c = 5.0 dans la section [heating]."),
], [
    ("right-1.ini", "right", "frost_guard_c = 5.0 added as the last key of [heating]", right1, False),
    ("right-2.ini", "right", "frost_guard_c = 5.0 added inside [heating] after night_setpoint_c", right2, False),
    ("wrong-1.ini", "wrong", "key added to [cooling] instead of [heating]", wrong1, False),
    ("wrong-2.ini", "wrong", "key appended at the end of the file, which puts it in [alarms]", wrong2, False),
    ("wrong-3.ini", "wrong", "key added, but night_setpoint_c changed from 17.0 to 15.0", wrong3, False),
    ("wrong-4.ini", "wrong", "a second [heating] section was appended for the key: duplicate section, configparser refuses the file", wrong4, True),
])
