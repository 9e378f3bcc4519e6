from lib import Case, sub

c = Case("add_table_row-markdown-cup-rules", "RULES.md", "add_table_row", "markdown")
o = c.original
c.ins("terse", "penalties table: + Late check-in (over 10 min) | Forfeit of map 1 | Forfeit of the series")
c.ins("polite", "Could you add a row to the penalties table for late check-in (more than 10 minutes): first time \"Forfeit of map 1\", repeat \"Forfeit of the series\"? Please keep the table's column alignment and don't change the other rows.")
c.ins("declarative", "The penalties table should include late check-in (over 10 minutes late): forfeit of map 1 the first time, forfeit of the series on a repeat.")
c.ins("other", "Ajoute une ligne au tableau des pénalités : « Late check-in (over 10 min) », première fois « Forfeit of map 1 », récidive « Forfeit of the series ».")

LAST = "| Unsporting chat                     | Warning            | Forfeit of the next map |\n"
ROW = "| Late check-in (over 10 min)         | Forfeit of map 1   | Forfeit of the series   |\n"
right = sub(o, LAST, LAST + ROW)
c.res("right", right, "new row appended to the penalties table with the same column widths; the other rows and the schedule table unchanged")
r2 = sub(o, "|-------------------------------------|--------------------|-------------------------|\n",
         "|-------------------------------------|--------------------|-------------------------|\n" + ROW)
c.res("right", r2, "the same row added as the first row of the penalties table")

SCHED_LAST = "| Semis and finals     | Sat 19 Dec | 18:00             |\n"
w = sub(o, SCHED_LAST, SCHED_LAST + "| Late check-in (over 10 min) | Forfeit of map 1 | Forfeit of the series |\n")
c.res("wrong", w, "row added to the schedule table instead of the penalties table")

w = sub(o, LAST, LAST + "\n" + ROW)
c.res("wrong", w, "a blank line separates the new row from the table, so it renders as a stray paragraph, not a table row")

w = sub(o, LAST, LAST + "| Late check-in (over 10 min)         | Forfeit of the series   | Forfeit of map 1   |\n")
c.res("wrong", w, "first-time and repeat penalties swapped: the series is forfeited on the first offence")

w = sub(o, LAST, LAST + "| Late check-in (over 10 min)         | Forfeit of map 1 / Forfeit of the series |\n")
c.res("wrong", w, "the new row has only two cells, the two penalties merged into one column", breaks=True)
c.write()
