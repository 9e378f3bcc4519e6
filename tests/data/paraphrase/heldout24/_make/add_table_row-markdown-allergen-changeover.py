from lib import write_case

SES = "| Sesame | any product without sesame | Full wet clean | ATP swab < 150 RLU + visual |\n"
ROW = "| Lupin (lupin flour bread) | any product without lupin | Full wet clean | Lupin ELISA strip, negative |\n"
NUTS = "| Tree nuts (hazelnut, almond) |"
EGG = "| Egg (brioche glaze) | any product without egg | Dry clean + glazing unit wet clean | Visual + glaze nozzle check |\n"

write_case(
    "add_table_row-markdown-allergen-changeover", "allergen-changeover.md", "add_table_row", "markdown",
    [
        ("terse", "changeover matrix: new row after Sesame -> Lupin (lupin flour bread) | any product without lupin | Full wet clean | Lupin ELISA strip, negative"),
        ("polite", "Could you add a row for lupin to the changeover matrix, directly below the Sesame row? From: \"Lupin (lupin flour bread)\", To: \"any product without lupin\", Clean level: \"Full wet clean\", Verification: \"Lupin ELISA strip, negative\". Please don't change anything else in the SOP."),
        ("declarative", "The changeover matrix should contain a lupin row, right after sesame: Lupin (lupin flour bread), any product without lupin, Full wet clean, Lupin ELISA strip, negative."),
        ("other", "Voeg in de omschakelmatrix direct onder Sesame een rij toe: Lupin (lupin flour bread) | any product without lupin | Full wet clean | Lupin ELISA strip, negative."),
        ("other", "we start the lupin bread in january so the allergen matrix needs a lupin line (under sesame): full wet clean, verified with a lupin ELISA strip (negative). to = any product without lupin"),
    ],
    [
        ("right-1.md", "right", "four-cell lupin row inserted directly below the Sesame row; everything else unchanged", [(SES, SES + ROW)]),
        ("right-2.md", "right", "same row, written with padded cells and no space after the last pipe",
         [(SES, SES + "|  Lupin (lupin flour bread)  |  any product without lupin  |  Full wet clean  |  Lupin ELISA strip, negative|\n")]),
        ("wrong-1.md", "wrong", "the new row has only three cells: the verification column is missing",
         [(SES, SES + "| Lupin (lupin flour bread) | any product without lupin | Full wet clean |\n")]),
        ("wrong-2.md", "wrong", "the row was appended to the Contacts table instead of the changeover matrix",
         [("| Night shift lead | Yusuf Arslan | 240 |\n", "| Night shift lead | Yusuf Arslan | 240 |\n" + ROW)]),
        ("wrong-3.md", "wrong", "the row went to the end of the matrix, after Egg, not below Sesame",
         [(EGG, EGG + ROW)]),
        ("wrong-4.md", "wrong", "row added correctly, but procedure step 4 (record the changeover in the line log) was lost",
         [(SES, SES + ROW), ("4. Record the changeover in the line log.\n", "")]),
    ],
)
