-- Ashgrove Libraries: circulation schema and monthly statistics (SQLite).

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
