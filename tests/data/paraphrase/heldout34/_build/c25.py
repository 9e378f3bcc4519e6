from lib import case
J = "| Junior   |     £24.00 | under 18, must be with a parent on site |\n"
ROW = "| Student  |     £30.00 | full-time students, card required       |\n"
case("add_table_row-md-membership-dues", "MEMBERSHIP.md", "add_table_row", "markdown", [
    ("terse", "dues table: + Student £30.00 'full-time students, card required' after Junior"),
    ("polite", "Could you add a Student grade to the dues table, between Junior and Senior? £30.00 a year, note: \"full-time students, card required\". Please keep the other rows as they are."),
    ("declarative", "The 2027/28 dues table lists Student at £30.00 (full-time students, card required), right after Junior."),
    ("other", "the AGM voted in a student rate!! add it under Junior: Student, £30.00, full-time students, card required"),
], [
    ("right", "Student row inserted between Junior and Senior in the dues table, padded like the other rows", [(J, J + ROW, 1)]),
    ("right", "the same row inserted between Junior and Senior without column padding (renders identically)",
     [(J, J + "| Student | £30.00 | full-time students, card required |\n", 1)]),
    ("wrong", "Student row appended after Honorary instead of between Junior and Senior",
     [("| Honorary |      £0.00 | elected at the AGM                      |\n", "| Honorary |      £0.00 | elected at the AGM                      |\n" + ROW, 1)]),
    ("wrong", "the row was added to the exhibitions table (after Elmbridge Rails) instead of the dues table",
     [("| Elmbridge Rails (our own) | April    | Hallerton Junction  |\n", "| Elmbridge Rails (our own) | April    | Hallerton Junction  |\n" + ROW, 1)]),
    ("wrong", "Student row added, but Junior's fee was changed from £24.00 to £30.00 as well",
     [(J, J.replace("£24.00", "£30.00") + ROW, 1)]),
    ("wrong", "Student row added with its note cell missing",
     [(J, J + "| Student  |     £30.00 |\n", 1)]),
])
