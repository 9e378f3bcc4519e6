import configparser
from lib import Case, sub

c = Case("add_config_key-ini-door-access", "doors.ini", "add_config_key", "ini")
o = c.original
c.ins("terse", "[door:bike-store] after_hours_pin = true")
c.ins("polite", "Could you add after_hours_pin = true to the bike store door's section? Only that door should get it; please keep the comments and the rest of the file as they are.")
c.ins("declarative", "The bike-store door should require a PIN after hours: after_hours_pin = true in [door:bike-store], and nowhere else.")
c.ins("other", "Voeg after_hours_pin = true toe aan de sectie [door:bike-store], alleen daar.")

BIKE = "[door:bike-store]\nreader_id = 6\nunlock_ms = 8000\nmembers = all\nafter_hours = fob\n"
right = sub(o, BIKE, BIKE + "after_hours_pin = true\n")
c.res("right", right, "after_hours_pin = true added at the end of [door:bike-store]; other sections and comments unchanged")
c.res("right", sub(o, "[door:bike-store]\nreader_id = 6\n", "[door:bike-store]\nreader_id = 6\nafter_hours_pin = true\n"),
      "same key placed right after reader_id inside [door:bike-store]")

w = sub(o, "weekend_staffed = false\n", "weekend_staffed = false\nafter_hours_pin = true\n")
c.res("wrong", w, "appended at the end of the file, which is the [schedule] section, not the bike store")

w = sub(o, "after_hours = fob\n", "after_hours = fob\nafter_hours_pin = true\n", 3)
c.res("wrong", w, "added to all three door sections instead of only the bike store")

w = sub(o, BIKE, BIKE.replace("after_hours = fob\n", "after_hours = pin\n"))
c.res("wrong", w, "changed the bike store's existing after_hours from fob to pin instead of adding after_hours_pin = true")

w = sub(o, "\n[schedule]", "\n[door:bike-store]\nafter_hours_pin = true\n\n[schedule]")
c.res("wrong", w, "opened a second [door:bike-store] header for the new key: configparser rejects the duplicate section", breaks=True)
c.write()
