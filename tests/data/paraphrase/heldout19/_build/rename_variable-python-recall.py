from lib import SPLIT, apply, truncate_after, write_case

NAME = "rename_variable-python-recall"
FILE = "recall_planner.py"
src = (SPLIT / NAME / FILE).read_text()

R = [("        lapse = (today - due).days\n        if lapse > GRACE_DAYS:\n            overdue.append((patient, lapse))",
      "        days_overdue = (today - due).days\n        if days_overdue > GRACE_DAYS:\n            overdue.append((patient, days_overdue))")]
right1 = apply(src, R)
wrong1 = apply(right1, [("lapse", "days_overdue", 4)])
wrong2 = apply(src, [("        lapse = (today - due).days\n        if lapse > GRACE_DAYS:",
                      "        days_overdue = (today - due).days\n        if days_overdue > GRACE_DAYS:")])
wrong3 = apply(right1, [("if days_overdue > GRACE_DAYS:", "if days_overdue >= GRACE_DAYS:")])
wrong4 = truncate_after(right1, "    return overdue\n")

write_case(NAME, FILE, "rename_variable", "python", [
    ("terse", "overdue_patients: lapse -> days_overdue"),
    ("polite", "Could you rename the local variable `lapse` in `overdue_patients` to `days_overdue`? reminder_text has a parameter with the same name, please leave that one as it is. No other changes."),
    ("declarative", "In overdue_patients the variable lapse should be called days_overdue."),
    ("other", "Bitte in overdue_patients die Variable lapse in days_overdue umbenennen, sonst nichts ändern."),
    ("other", "can you rename lapse to days_overdue inside overdue_patients? reads badly next to GRACE_DAYS"),
], [
    ("right-1.py", "right", "lapse renamed to days_overdue at its three uses in overdue_patients; reminder_text's own lapse parameter untouched", right1, False),
    ("wrong-1.py", "wrong", "reminder_text's separate lapse parameter (signature, docstring and body) renamed as well", wrong1, False),
    ("wrong-2.py", "wrong", "assignment and comparison renamed but the append still uses lapse: NameError at run time", wrong2, False),
    ("wrong-3.py", "wrong", "rename done but the comparison quietly became >= GRACE_DAYS", wrong3, False),
    ("wrong-4.py", "wrong", "rename done but the output stops after overdue_patients: the rest of the module is gone", wrong4, False),
])
