-- Collections management schema: outgoing loans, condition checks and the
-- views the registrar's reports are built on.  SQLite 3.
PRAGMA foreign_keys = ON;

CREATE TABLE institutions (
    institution_id  INTEGER PRIMARY KEY,
    name            TEXT NOT NULL UNIQUE,
    city            TEXT NOT NULL,
    country         TEXT NOT NULL DEFAULT 'GB',
    accredited      INTEGER NOT NULL DEFAULT 1 CHECK (accredited IN (0, 1))
);

CREATE TABLE specimens (
    specimen_id     INTEGER PRIMARY KEY,
    catalogue_no    TEXT NOT NULL UNIQUE,       -- e.g. NHM.PAL.4471
    department      TEXT NOT NULL CHECK (department IN ('PAL', 'MIN', 'ENT', 'ORN', 'BOT')),
    description     TEXT NOT NULL,
    fragile         INTEGER NOT NULL DEFAULT 0,
    insurance_value INTEGER NOT NULL DEFAULT 0   -- pounds
);

CREATE TABLE loans (
    loan_id         INTEGER PRIMARY KEY,
    reference       TEXT NOT NULL UNIQUE,       -- L-2026-014
    institution_id  INTEGER NOT NULL REFERENCES institutions (institution_id),
    sent_on         TEXT NOT NULL,              -- ISO date
    due_date        TEXT NOT NULL,              -- ISO date the loan must be back
    returned_on     TEXT,
    courier         TEXT,
    CHECK (due_date > sent_on)
);

CREATE TABLE loan_items (
    loan_id         INTEGER NOT NULL REFERENCES loans (loan_id) ON DELETE CASCADE,
    specimen_id     INTEGER NOT NULL REFERENCES specimens (specimen_id),
    PRIMARY KEY (loan_id, specimen_id)
);

-- condition checks are scheduled per specimen, independently of loans
CREATE TABLE condition_checks (
    check_id        INTEGER PRIMARY KEY,
    specimen_id     INTEGER NOT NULL REFERENCES specimens (specimen_id),
    due_on          TEXT NOT NULL,
    done_on         TEXT,
    conservator     TEXT,
    notes           TEXT
);

CREATE INDEX loans_due_idx ON loans (due_date) WHERE returned_on IS NULL;
CREATE INDEX checks_due_idx ON condition_checks (due_on) WHERE done_on IS NULL;
CREATE INDEX loan_items_specimen_idx ON loan_items (specimen_id);

-- loans that are out and past their due date
CREATE VIEW overdue_loans AS
SELECT l.reference,
       i.name AS institution,
       l.due_date,
       CAST(julianday('now') - julianday(l.due_date) AS INTEGER) AS days_late
FROM loans l
JOIN institutions i ON i.institution_id = l.institution_id
WHERE l.returned_on IS NULL
  AND l.due_date <= date('now');

-- everything out on loan, one row per specimen
CREATE VIEW specimens_out AS
SELECT s.catalogue_no,
       s.department,
       l.reference,
       i.name AS institution,
       l.due_date
FROM loan_items li
JOIN specimens s ON s.specimen_id = li.specimen_id
JOIN loans l ON l.loan_id = li.loan_id
JOIN institutions i ON i.institution_id = l.institution_id
WHERE l.returned_on IS NULL;

-- condition checks the conservators have not done yet
CREATE VIEW checks_pending AS
SELECT s.catalogue_no,
       c.due_on,
       c.conservator
FROM condition_checks c
JOIN specimens s ON s.specimen_id = c.specimen_id
WHERE c.done_on IS NULL
ORDER BY c.due_on;

-- insured value out of the building, per borrowing institution
CREATE VIEW value_on_loan AS
SELECT i.name AS institution,
       COUNT(*) AS specimens,
       SUM(s.insurance_value) AS insured_value
FROM loan_items li
JOIN loans l ON l.loan_id = li.loan_id
JOIN specimens s ON s.specimen_id = li.specimen_id
JOIN institutions i ON i.institution_id = l.institution_id
WHERE l.returned_on IS NULL
GROUP BY i.name
ORDER BY insured_value DESC;

-- fragile specimens due back within 30 days need a courier booked
CREATE VIEW couriers_needed AS
SELECT l.reference,
       s.catalogue_no,
       l.due_date
FROM loans l
JOIN loan_items li ON li.loan_id = l.loan_id
JOIN specimens s ON s.specimen_id = li.specimen_id
WHERE l.returned_on IS NULL
  AND s.fragile = 1
  AND l.courier IS NULL
  AND l.due_date <= date('now', '+30 days');

-- specimens that are both out on loan and due a condition check: the check
-- has to be done by the borrower's conservator, so the registrar writes to them
CREATE VIEW checks_while_on_loan AS
SELECT s.catalogue_no,
       l.reference,
       c.due_on AS check_due,
       i.name AS institution
FROM condition_checks c
JOIN specimens s ON s.specimen_id = c.specimen_id
JOIN loan_items li ON li.specimen_id = s.specimen_id
JOIN loans l ON l.loan_id = li.loan_id
JOIN institutions i ON i.institution_id = l.institution_id
WHERE c.done_on IS NULL
  AND l.returned_on IS NULL;

INSERT INTO institutions (name, city) VALUES
    ('Whitby Museum', 'Whitby'),
    ('Lyme Regis Museum', 'Lyme Regis'),
    ('Buxton Crescent Gallery', 'Buxton');

INSERT INTO specimens (catalogue_no, department, description, fragile, insurance_value) VALUES
    ('NHM.PAL.4471', 'PAL', 'Ichthyosaur vertebra series', 1, 18000),
    ('NHM.ENT.0932', 'ENT', 'Goliath beetle drawer', 1, 2500),
    ('NHM.MIN.2210', 'MIN', 'Blue John vase', 1, 42000);

INSERT INTO loans (reference, institution_id, sent_on, due_date, courier) VALUES
    ('L-2026-014', 1, '2026-03-02', '2027-03-01', 'A. Rowe'),
    ('L-2026-021', 2, '2026-05-11', '2026-11-11', NULL),
    ('L-2026-033', 3, '2026-09-20', '2027-01-15', NULL);

INSERT INTO loan_items (loan_id, specimen_id) VALUES (1, 1), (2, 2), (3, 3);

INSERT INTO condition_checks (specimen_id, due_on, conservator) VALUES
    (1, '2026-12-15', 'M. Okafor'),
    (3, '2027-02-01', NULL),
    (2, '2026-10-01', 'M. Okafor');

UPDATE condition_checks SET done_on = '2026-09-28', notes = 'no pest activity'
WHERE specimen_id = 2 AND due_on = '2026-10-01';
