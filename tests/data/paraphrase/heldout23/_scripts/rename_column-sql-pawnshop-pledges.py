from edits import build

COLUMN = [("    loan_amount     INTEGER NOT NULL CHECK (loan_amount > 0),\n    pledged_on",
           "    principal_pence INTEGER NOT NULL CHECK (principal_pence > 0),\n    pledged_on", 1)]
INDEX = [("ON pledges(loan_amount);", "ON pledges(principal_pence);", 1)]
GUARD = [("WHEN NEW.loan_amount * 10 > NEW.appraised_value * 6", "WHEN NEW.principal_pence * 10 > NEW.appraised_value * 6", 1)]
SUBQ = [("(SELECT p.loan_amount FROM pledges p WHERE", "(SELECT p.principal_pence FROM pledges p WHERE", 1)]
VIEWS = [("       p.loan_amount,\n       p.due_on", "       p.principal_pence,\n       p.due_on", 1),
         ("p.loan_amount      AS amount", "p.principal_pence  AS amount", 1)]
BYCAT = [("SUM(loan_amount)   AS on_loan", "SUM(principal_pence) AS on_loan", 1)]
ALL = COLUMN + INDEX + GUARD + SUBQ + VIEWS + BYCAT
build("rename_column-sql-pawnshop-pledges", "schema.sql", {
    "right-1.sql": ALL,
    "wrong-1.sql": [("loan_amount", "principal_pence", 14)],
    "wrong-2.sql": COLUMN + INDEX + GUARD + SUBQ + VIEWS,
    "wrong-3.sql": ALL + [("CHECK (principal_pence > 0)", "CHECK (principal_pence >= 0)", 1)],
    "wrong-4.sql": COLUMN + INDEX + GUARD + VIEWS + BYCAT,
})
