from lib import SPLIT, apply, write_case

NAME = "rename_column-sql-dental"
FILE = "schema.sql"
src = (SPLIT / NAME / FILE).read_text()

DEF = ("    room_id         INTEGER NOT NULL REFERENCES rooms(id),\n    appt_ts         TEXT NOT NULL,\n",
       "    room_id         INTEGER NOT NULL REFERENCES rooms(id),\n    starts_at       TEXT NOT NULL,\n")
IDX = [("ON appointments (practitioner_id, appt_ts);", "ON appointments (practitioner_id, starts_at);"),
       ("ON appointments (patient_id, appt_ts DESC);", "ON appointments (patient_id, starts_at DESC);")]
DAY = [("a.appt_ts", "a.starts_at", 6)]
NOSHOW = [("WHERE appt_ts >= date('now', '-12 months')", "WHERE starts_at >= date('now', '-12 months')")]
TRIG = [("other.appt_ts", "other.starts_at", 2), ("NEW.appt_ts", "NEW.starts_at", 2)]
right1 = apply(src, [DEF] + IDX + DAY + NOSHOW + TRIG)
wrong1 = apply(right1, [("    appt_ts         TEXT NOT NULL,\n", "    starts_at       TEXT NOT NULL,\n"),
                        ("rm.appt_ts", "rm.starts_at", 2),
                        ("appointment and channel. appt_ts is copied", "appointment and channel. starts_at is copied")])
wrong2 = apply(src, [DEF] + IDX + DAY + TRIG)
wrong3 = apply(right1, [("ON appointments (patient_id, starts_at DESC);", "ON appointments (patient_id, starts_at);")])
wrong4 = apply(src, [DEF] + IDX + NOSHOW + TRIG + [
    ("date(a.appt_ts)", "date(a.starts_at)"), ("time(a.appt_ts)", "time(a.starts_at)"),
    ("ORDER BY a.appt_ts", "ORDER BY a.starts_at"), ("strftime('%Y-W%W', a.appt_ts)", "strftime('%Y-W%W', a.starts_at)"),
    ("rm.appt_ts AS reminded_for, a.appt_ts AS now_booked_for", "rm.starts_at AS reminded_for, a.appt_ts AS now_booked_for"),
    ("  AND rm.appt_ts <> a.appt_ts;", "  AND rm.starts_at <> a.appt_ts;")])

write_case(NAME, FILE, "rename_column", "sql", [
    ("terse", "appointments.appt_ts -> starts_at"),
    ("polite", "Could you rename the appt_ts column of the appointments table to starts_at, and fix the indexes, views and the trigger that use it? The reminders table has its own appt_ts column, please leave that one."),
    ("declarative", "In appointments the column appt_ts is called starts_at; every index, view and trigger refers to it by the new name, while reminders.appt_ts keeps its name."),
    ("other", "appt_ts is a terrible name. rename it to starts_at in appointments (only that table) and everything that reads it"),
    ("other", "予約テーブル appointments の列 appt_ts を starts_at に変更し、インデックス・ビュー・トリガーも合わせてください。reminders の appt_ts は変更しないでください。"),
], [
    ("right-1.sql", "right", "appointments.appt_ts renamed in the table, both indexes, day_schedule, stale_reminders (a. side only), no_show_rate, practitioner_utilisation and the trigger; reminders.appt_ts and rm.appt_ts untouched", right1, False),
    ("wrong-1.sql", "wrong", "reminders' own appt_ts column (definition, rm.appt_ts in stale_reminders and the comment) renamed as well", wrong1, False),
    ("wrong-2.sql", "wrong", "no_show_rate still filters on appt_ts, which appointments no longer has: the view fails when queried", wrong2, True),
    ("wrong-3.sql", "wrong", "rename done but idx_appointments_patient lost its DESC", wrong3, False),
    ("wrong-4.sql", "wrong", "in stale_reminders the reminders side (rm.) was renamed instead of the appointments side (a.): the view references rm.starts_at and a.appt_ts, neither exists", wrong4, True),
])
