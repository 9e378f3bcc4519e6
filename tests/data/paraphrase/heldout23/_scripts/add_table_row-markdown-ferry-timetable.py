from edits import build

ROW = "| 17:40   | Kerrow  | Dunmaddy | 18:25   | MV Gannet Rock |\n"
AFTER_1615 = "| 16:15   | Kerrow  | Dunmaddy | 17:00   | MV Solan       |\n"
build("add_table_row-markdown-ferry-timetable", "TIMETABLE.md", {
    "right-1.md": [(AFTER_1615, AFTER_1615 + ROW, 1)],
    "wrong-1.md": [("| 17:20   | Kerrow  | Dunmaddy | 18:05   | MV Gannet Rock |\n",
                    "| 17:20   | Kerrow  | Dunmaddy | 18:05   | MV Gannet Rock |\n" + ROW, 1)],
    "wrong-2.md": [("| 18:40   | Dunmaddy| Kerrow   | 19:25   | MV Solan       |\n\n## Weekends",
                    "| 18:40   | Dunmaddy| Kerrow   | 19:25   | MV Solan       |\n" + ROW + "\n## Weekends", 1)],
    "wrong-3.md": [(AFTER_1615, AFTER_1615 + "| 17:40   | Dunmaddy| Kerrow   | 18:25   | MV Gannet Rock |\n", 1)],
    "wrong-4.md": [(AFTER_1615, AFTER_1615 + "\n" + ROW, 1)],
})
