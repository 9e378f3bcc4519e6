from lib import case
C = '    CONFIRMED("Confirmed", false),\n'
N = '    RESCHEDULED("Rescheduled", false),\n'
case("add_enum_member-kt-appointment-status", "AppointmentStatus.kt", "add_enum_member", "kotlin", [
    ("terse", "AppointmentStatus: + RESCHEDULED(\"Rescheduled\", false) after CONFIRMED"),
    ("polite", "Could you add a RESCHEDULED status to AppointmentStatus, with the label \"Rescheduled\" and not billable? Please put it directly after CONFIRMED and leave the other statuses as they are."),
    ("declarative", "AppointmentStatus needs a RESCHEDULED entry (label \"Rescheduled\", billable = false) between CONFIRMED and CHECKED_IN."),
    ("other", "Dodaj do AppointmentStatus wartość RESCHEDULED (etykieta \"Rescheduled\", niepłatna), zaraz po CONFIRMED."),
], [
    ("right", "RESCHEDULED(\"Rescheduled\", false) inserted between CONFIRMED and CHECKED_IN; the when with else still covers it",
     [(C, C + N, 1)]),
    ("wrong", "RESCHEDULED appended after CANCELLED instead of after CONFIRMED (the semicolon moved along)",
     [('    CANCELLED("Cancelled", false);\n', '    CANCELLED("Cancelled", false),\n    RESCHEDULED("Rescheduled", false);\n', 1)]),
    ("wrong", "RESCHEDULED added after CONFIRMED but as billable (true)",
     [(C, C + '    RESCHEDULED("Rescheduled", true),\n', 1)]),
    ("wrong", "RESCHEDULED added after the semicolon that ends the entry list: not valid Kotlin",
     [('    CANCELLED("Cancelled", false);\n', '    CANCELLED("Cancelled", false);\n    RESCHEDULED("Rescheduled", false),\n', 1)]),
    ("wrong", "CONFIRMED was replaced by RESCHEDULED instead of keeping both; reminderText and isOpen still name CONFIRMED",
     [(C, N, 1)]),
])
