from lib import case

SQL = '''-- Ashgrove Libraries: circulation schema and monthly statistics (SQLite).

CREATE TABLE branches (
    branch_id     INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE,
    opened_on     TEXT
);

CREATE TABLE patrons (
    card_no       TEXT PRIMARY KEY,
    full_name     TEXT NOT NULL,
    home_branch   INTEGER REFERENCES branches(branch_id),
    born_on       TEXT,
    fines_cents   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE items (
    barcode       TEXT PRIMARY KEY,
    isbn          TEXT,
    title         TEXT NOT NULL,
    branch_id     INTEGER NOT NULL REFERENCES branches(branch_id),
    shelf_mark    TEXT
);

CREATE TABLE loans (
    loan_id       INTEGER PRIMARY KEY,
    barcode       TEXT NOT NULL REFERENCES items(barcode),
    card_no       TEXT NOT NULL REFERENCES patrons(card_no),
    issued_on     TEXT NOT NULL,
    due_on        TEXT NOT NULL,
    returned_on   TEXT
);

CREATE INDEX loans_due ON loans(due_on) WHERE returned_on IS NULL;

INSERT INTO branches (branch_id, name, opened_on) VALUES
    (1, 'Ashgrove Central', '1962-04-02'),
    (2, 'Millbrook', '1988-09-15'),
    (3, 'Quayside', '2011-03-01');

INSERT INTO patrons (card_no, full_name, home_branch, born_on, fines_cents) VALUES
    ('A-100231', 'Marguerite Osei', 1, '1979-06-11', 0),
    ('A-100877', 'Tomasz Wierzbicki', 2, '2012-01-30', 150),
    ('A-101402', 'Priya Raghunathan', 3, '1955-12-03', 1200);

INSERT INTO items (barcode, isbn, title, branch_id, shelf_mark) VALUES
    ('31190000412', '9780141439518', 'Pride and Prejudice', 1, 'F AUS'),
    ('31190000877', '9780262033848', 'Introduction to Algorithms', 1, '005.1 COR'),
    ('31190001020', '9781529029581', 'Klara and the Sun', 2, 'F ISH'),
    ('31190001333', '9780008435165', 'The Thursday Murder Club', 3, 'F OSM');

INSERT INTO loans (barcode, card_no, issued_on, due_on, returned_on) VALUES
    ('31190000412', 'A-100231', '2026-10-01', '2026-10-29', '2026-10-20'),
    ('31190000877', 'A-101402', '2026-10-05', '2026-11-02', NULL),
    ('31190001020', 'A-100877', '2026-10-12', '2026-11-09', NULL),
    ('31190001333', 'A-100231', '2026-11-01', '2026-11-29', NULL);

-- Items currently out, with how many days they are overdue on 2026-11-15.
CREATE VIEW overdue_now AS
SELECT l.loan_id,
       i.title,
       p.full_name,
       b.name AS branch,
       l.due_on,
       CAST(julianday('2026-11-15') - julianday(l.due_on) AS INTEGER) AS days_overdue
FROM loans l
JOIN items i ON i.barcode = l.barcode
JOIN patrons p ON p.card_no = l.card_no
JOIN branches b ON b.branch_id = i.branch_id
WHERE l.returned_on IS NULL
  AND l.due_on < '2026-11-15';

-- Loans per branch in the reporting month (by the item's branch, not the patron's).
SELECT b.name, COUNT(*) AS loans_issued
FROM loans l
JOIN items i ON i.barcode = l.barcode
JOIN branches b ON b.branch_id = i.branch_id
WHERE l.issued_on BETWEEN '2026-10-01' AND '2026-10-31'
GROUP BY b.name
ORDER BY loans_issued DESC;

-- Patrons blocked from borrowing (fines over 10.00).
SELECT card_no, full_name, fines_cents / 100.0 AS fines
FROM patrons
WHERE fines_cents > 1000;

-- Average loan length of returned items, in days.
SELECT AVG(julianday(returned_on) - julianday(issued_on)) AS avg_days
FROM loans
WHERE returned_on IS NOT NULL;

-- Figure for the dashboard tile.
SELECT COUNT(*) AS overdue_loans FROM overdue_now;
'''
# rename loans.due_on -> loans.due_date (column of loans only); index, view, inserts
E = [
    ("    due_on        TEXT NOT NULL,\n", "    due_date      TEXT NOT NULL,\n"),
    ("CREATE INDEX loans_due ON loans(due_on)", "CREATE INDEX loans_due ON loans(due_date)"),
    ("INSERT INTO loans (barcode, card_no, issued_on, due_on, returned_on)", "INSERT INTO loans (barcode, card_no, issued_on, due_date, returned_on)"),
    ("       l.due_on,\n", "       l.due_date,\n"),
    ("julianday(l.due_on)", "julianday(l.due_date)"),
    ("  AND l.due_on < '2026-11-15';", "  AND l.due_date < '2026-11-15';"),
]
case("rename_column-sql-library-loans", "circulation.sql", "rename_column", "sql", SQL, [
    ("terse", "loans.due_on -> due_date"),
    ("polite", "Could you rename the due_on column of the loans table to due_date, and update the index, the insert and the overdue_now view that use it? Please keep the view's output columns the same otherwise."),
    ("declarative", "The loans table's due column should be named due_date instead of due_on, everywhere it's referenced in this script."),
    ("other", "reporting tool expects due_date not due_on — rename the loans column and fix every reference in this file"),
    ("other", "Renomeie a coluna due_on da tabela loans para due_date e ajuste todas as referências (índice, insert, view)."),
], [
    ("right-1.sql", "right", "column, index, insert column list and the three view references renamed; script runs in sqlite3", E),
    ("wrong-1.sql", "wrong", "the view's WHERE clause still uses l.due_on: sqlite3 fails creating the view", E[:5], True),
    ("wrong-2.sql", "wrong", "column renamed in CREATE TABLE only; the index creation already fails", E[:1], True),
    ("wrong-3.sql", "wrong", "everything renamed, but the view's overdue test became <= (loans due on the 15th counted as overdue)", E[:5] + [("  AND l.due_on < '2026-11-15';", "  AND l.due_on <= '2026-11-15';".replace("due_on", "due_date"))]),
    ("wrong-4.sql", "wrong", "issued_on renamed to issued_date as well (table, insert and both queries), a column the instruction did not ask about", E + [("issued_on", "issued_date", 4)]),
])
