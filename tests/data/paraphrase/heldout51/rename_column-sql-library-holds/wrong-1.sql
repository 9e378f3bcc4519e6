-- Circulation schema for the Oakridge County Libraries (SQLite).
PRAGMA foreign_keys = ON;

CREATE TABLE branches (
    branch_code   TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    phone         TEXT
);

CREATE TABLE patrons (
    card_number   TEXT PRIMARY KEY,
    full_name     TEXT NOT NULL,
    home_branch   TEXT NOT NULL REFERENCES branches(branch_code),
    email         TEXT,
    blocked       INTEGER NOT NULL DEFAULT 0,
    joined_on     TEXT NOT NULL
);

CREATE TABLE titles (
    isbn          TEXT PRIMARY KEY,
    title         TEXT NOT NULL,
    author        TEXT,
    material      TEXT NOT NULL CHECK (material IN ('book', 'dvd', 'magazine', 'kit'))
);

CREATE TABLE copies (
    barcode       TEXT PRIMARY KEY,
    isbn          TEXT NOT NULL REFERENCES titles(isbn),
    branch_code   TEXT NOT NULL REFERENCES branches(branch_code),
    shelf_mark    TEXT,
    withdrawn     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE loans (
    loan_id       INTEGER PRIMARY KEY,
    barcode       TEXT NOT NULL REFERENCES copies(barcode),
    card_number   TEXT NOT NULL REFERENCES patrons(card_number),
    issued_on     TEXT NOT NULL,
    due_on        TEXT NOT NULL,
    returned_on   TEXT,
    renewals      INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX loans_by_card ON loans(card_number);
CREATE INDEX loans_open ON loans(returned_on) WHERE returned_on IS NULL;

CREATE TABLE holds (
    hold_id       INTEGER PRIMARY KEY,
    isbn          TEXT NOT NULL REFERENCES titles(isbn),
    card_number   TEXT NOT NULL REFERENCES patrons(card_number),
    pickup_branch TEXT NOT NULL REFERENCES branches(branch_code),
    requested_at  TEXT NOT NULL,
    trapped_barcode TEXT REFERENCES copies(barcode),
    expires_on    TEXT
);

CREATE INDEX holds_queue ON holds(isbn, requested_at);

CREATE TABLE fines (
    fine_id       INTEGER PRIMARY KEY,
    loan_id       INTEGER NOT NULL REFERENCES loans(loan_id),
    amount_pence  INTEGER NOT NULL CHECK (amount_pence >= 0),
    raised_on     TEXT NOT NULL,
    paid_on       TEXT
);

-- Loans that are past due and not returned, with the patron to contact.
CREATE VIEW overdue_loans AS
SELECT l.loan_id,
       l.barcode,
       t.title,
       p.card_number,
       p.full_name,
       p.email,
       l.due_on,
       CAST(julianday('now') - julianday(l.due_on) AS INTEGER) AS days_late
FROM loans l
JOIN copies c ON c.barcode = l.barcode
JOIN titles t ON t.isbn = c.isbn
JOIN patrons p ON p.card_number = l.card_number
WHERE l.returned_on IS NULL
  AND l.due_on < date('now');

-- Holds waiting for a copy, oldest first per title.
CREATE VIEW hold_queue AS
SELECT h.hold_id,
       h.isbn,
       t.title,
       h.card_number,
       h.pickup_branch,
       h.requested_at,
       ROW_NUMBER() OVER (PARTITION BY h.isbn ORDER BY h.placed_on) AS position
FROM holds h
JOIN titles t ON t.isbn = h.isbn
WHERE h.trapped_barcode IS NULL;

-- Money owed per card.
CREATE VIEW outstanding_fines AS
SELECT l.card_number,
       SUM(f.amount_pence) AS owed_pence,
       COUNT(*) AS fines
FROM fines f
JOIN loans l ON l.loan_id = f.loan_id
WHERE f.paid_on IS NULL
GROUP BY l.card_number;

-- Busy titles: more holds than copies on the shelf.
CREATE VIEW busy_titles AS
SELECT t.isbn,
       t.title,
       (SELECT COUNT(*) FROM holds h WHERE h.isbn = t.isbn AND h.trapped_barcode IS NULL) AS waiting,
       (SELECT COUNT(*) FROM copies c WHERE c.isbn = t.isbn AND c.withdrawn = 0) AS copies
FROM titles t
WHERE (SELECT COUNT(*) FROM holds h WHERE h.isbn = t.isbn AND h.trapped_barcode IS NULL)
    > (SELECT COUNT(*) FROM copies c WHERE c.isbn = t.isbn AND c.withdrawn = 0);

INSERT INTO branches (branch_code, name, phone) VALUES
    ('CEN', 'Central', '01632 960114'),
    ('EAS', 'Eastfield', '01632 960377'),
    ('PIN', 'Pinehurst', '01632 960552');
