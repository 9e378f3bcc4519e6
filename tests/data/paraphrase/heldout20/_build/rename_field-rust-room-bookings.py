from lib import Case, sub

c = Case("rename_field-rust-room-bookings", "bookings.rs", "rename_field", "rust")
o = c.original
c.ins("terse", "Booking.seats -> headcount")
c.ins("polite", "Could you rename the `seats` field of `Booking` to `headcount`, including its uses and the tests? Room::seats and the TooSmall error keep their names, and the Display output should read exactly as before.")
c.ins("declarative", "The number of people on a Booking should be stored in a field called headcount rather than seats; Room keeps its seats field.")
c.ins("other", "Booking::seats is confusing next to Room::seats, it's a number of people. call it headcount")

EDITS = [
    ("    pub seats: u32, // people the member expects", "    pub headcount: u32, // people the member expects", 1),
    ("            self.seats\n", "            self.headcount\n", 1),
    ("if b.seats > room.seats {", "if b.headcount > room.seats {", 1),
    ("wanted: b.seats });", "wanted: b.headcount });", 1),
    (".map(|b| b.seats as f64 / room.seats as f64)", ".map(|b| b.headcount as f64 / room.seats as f64)", 1),
    ("end_min: 600, seats: 9 };", "end_min: 600, headcount: 9 };", 1),
    ("end_min: 600, seats: 4 })", "end_min: 600, headcount: 4 })", 1),
]

def build(text, edits):
    for a, b, n in edits:
        text = sub(text, a, b, n)
    return text

right = build(o, EDITS)
c.res("right", right, "Booking's field, self.headcount in Display, the three b.* uses and both test literals renamed; Room::seats and TooSmall::seats untouched")

w = build(o, EDITS[:4] + EDITS[5:])
c.res("wrong", w, "occupancy() still reads b.seats, which Booking no longer has: does not compile", breaks=True)

w = build(right, [("    pub seats: u32,\n    pub has_screen", "    pub headcount: u32,\n    pub has_screen", 1),
                  ("room.seats", "room.headcount", 3),
                  ('Room { code: "LARCH".into(), seats: 8,', 'Room { code: "LARCH".into(), headcount: 8,', 1)])
c.res("wrong", w, "Room::seats was renamed to headcount as well, although only Booking's field was meant")

w = build(o, [("    pub seats: u32,\n    pub has_screen", "    pub headcount: u32,\n    pub has_screen", 1),
              ("room.seats", "room.headcount", 3),
              ('Room { code: "LARCH".into(), seats: 8,', 'Room { code: "LARCH".into(), headcount: 8,', 1)])
c.res("wrong", w, "renamed Room::seats instead of Booking::seats")

w = sub(right, "if b.headcount > room.seats {", "if b.headcount >= room.seats {")
c.res("wrong", w, "rename done, but the size check became >=, so a booking that exactly fills the room is refused")
c.write()
