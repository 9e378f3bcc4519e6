-- Millbrook Public Library circulation database (SQLite).
-- Applied by the installer to an empty database; the seed rows at the end
-- are the branch list and the staff test accounts.

PRAGMA foreign_keys = ON;

CREATE TABLE branches (
    branch_code   TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    opens_at      TEXT NOT NULL DEFAULT '09:00',
    closes_at     TEXT NOT NULL DEFAULT '18:00'
);

CREATE TABLE members (
    card_number   TEXT PRIMARY KEY,
    full_name     TEXT NOT NULL,
    email         TEXT,
    phone         TEXT,
    home_branch   TEXT NOT NULL REFERENCES branches (branch_code),
    joined_on     DATE NOT NULL,
    card_expires_on DATE NOT NULL,
    status        TEXT NOT NULL DEFAULT 'active'
                  CHECK (status IN ('active', 'suspended', 'closed')),
    CHECK (card_expires_on > joined_on)
);

CREATE INDEX idx_members_expiry ON members (card_expires_on);
CREATE INDEX idx_members_branch ON members (home_branch);

CREATE TABLE items (
    barcode       TEXT PRIMARY KEY,
    bib_id        TEXT NOT NULL,
    title         TEXT NOT NULL,
    format        TEXT NOT NULL DEFAULT 'book',
    branch_code   TEXT NOT NULL REFERENCES branches (branch_code),
    loan_days     INTEGER NOT NULL DEFAULT 21
);

CREATE TABLE loans (
    loan_id       INTEGER PRIMARY KEY AUTOINCREMENT,
    barcode       TEXT NOT NULL REFERENCES items (barcode),
    card_number   TEXT NOT NULL REFERENCES members (card_number),
    issued_on     DATE NOT NULL,
    due_on        DATE NOT NULL,
    returned_on   DATE,
    renewals      INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX idx_loans_open ON loans (card_number) WHERE returned_on IS NULL;

-- A hold expires when it is not collected within the pickup window; this
-- expiry_date belongs to the hold, not to the member's card.
CREATE TABLE holds (
    hold_id       INTEGER PRIMARY KEY AUTOINCREMENT,
    bib_id        TEXT NOT NULL,
    card_number   TEXT NOT NULL REFERENCES members (card_number),
    pickup_branch TEXT NOT NULL REFERENCES branches (branch_code),
    placed_on     DATE NOT NULL,
    ready_on      DATE,
    expiry_date   DATE
);

CREATE TABLE fines (
    fine_id       INTEGER PRIMARY KEY AUTOINCREMENT,
    card_number   TEXT NOT NULL REFERENCES members (card_number),
    loan_id       INTEGER REFERENCES loans (loan_id),
    amount_cents  INTEGER NOT NULL CHECK (amount_cents > 0),
    raised_on     DATE NOT NULL,
    paid_on       DATE
);

-- Cards that run out within the next 30 days: the renewal reminder job.
CREATE VIEW cards_expiring_soon AS
SELECT m.card_number,
       m.full_name,
       m.email,
       m.card_expires_on
FROM members AS m
WHERE m.status = 'active'
  AND m.card_expires_on BETWEEN date('now') AND date('now', '+30 days');

-- Open loans with the member's contact details, for the overdue calls.
CREATE VIEW overdue_loans AS
SELECT l.loan_id,
       l.barcode,
       i.title,
       l.due_on,
       m.card_number,
       m.full_name,
       m.phone
FROM loans AS l
JOIN items AS i ON i.barcode = l.barcode
JOIN members AS m ON m.card_number = l.card_number
WHERE l.returned_on IS NULL
  AND l.due_on < date('now');

-- Holds that would outlive the member's card: staff shorten them by hand.
CREATE VIEW holds_past_card_expiry AS
SELECT h.hold_id,
       h.card_number,
       h.expiry_date AS hold_expires,
       m.card_expires_on AS card_expires
FROM holds AS h
JOIN members AS m ON m.card_number = h.card_number
WHERE h.expiry_date IS NOT NULL
  AND h.expiry_date > m.card_expires_on;

CREATE VIEW member_balances AS
SELECT m.card_number,
       m.full_name,
       COALESCE(SUM(CASE WHEN f.paid_on IS NULL THEN f.amount_cents END), 0) AS owed_cents
FROM members AS m
LEFT JOIN fines AS f ON f.card_number = m.card_number
GROUP BY m.card_number, m.full_name;

-- Days a branch is shut (bank holidays, repairs); due dates skip them.
CREATE TABLE branch_closures (
    branch_code   TEXT NOT NULL REFERENCES branches (branch_code),
    closed_on     DATE NOT NULL,
    reason        TEXT,
    PRIMARY KEY (branch_code, closed_on)
);

CREATE VIEW loans_by_branch AS
SELECT i.branch_code,
       COUNT(*) AS open_loans,
       SUM(CASE WHEN l.due_on < date('now') THEN 1 ELSE 0 END) AS overdue
FROM loans AS l
JOIN items AS i ON i.barcode = l.barcode
WHERE l.returned_on IS NULL
GROUP BY i.branch_code;

CREATE TRIGGER loans_block_expired_cards
BEFORE INSERT ON loans
FOR EACH ROW
WHEN (SELECT card_expires_on FROM members WHERE card_number = NEW.card_number) < NEW.issued_on
BEGIN
    SELECT RAISE(ABORT, 'library card has expired');
END;

INSERT INTO branches (branch_code, name, opens_at, closes_at) VALUES
    ('CEN', 'Central', '09:00', '20:00'),
    ('RIV', 'Riverside', '10:00', '18:00'),
    ('OAK', 'Oak Hill', '12:00', '19:00');

INSERT INTO members (card_number, full_name, email, phone, home_branch, joined_on, card_expires_on) VALUES
    ('29000100000017', 'Staff Test Account', 'circ-test@millbrook.example', NULL, 'CEN', '2020-01-06', '2030-01-06'),
    ('29000100000025', 'Kiosk Test Account', NULL, NULL, 'RIV', '2020-01-06', '2030-01-06');

-- Sanity check printed by the installer.
SELECT branch_code, COUNT(m.card_number) AS members
FROM branches AS b
LEFT JOIN members AS m ON m.home_branch = b.branch_code
GROUP BY branch_code
ORDER BY branch_code;
