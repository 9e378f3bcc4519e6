-- Pledge book for Halloran & Vey Pawnbrokers (SQLite).
-- Money is stored in pence as INTEGER; dates as ISO-8601 TEXT.
-- Applied by `pledgebook migrate` on an empty database; later changes go in migrations/.

PRAGMA foreign_keys = ON;

CREATE TABLE customers (
    id              INTEGER PRIMARY KEY,
    full_name       TEXT    NOT NULL,
    date_of_birth   TEXT    NOT NULL,
    id_document     TEXT    NOT NULL,        -- passport / driving licence number
    address         TEXT    NOT NULL,
    phone           TEXT,
    banned          INTEGER NOT NULL DEFAULT 0 CHECK (banned IN (0, 1)),
    created_on      TEXT    NOT NULL DEFAULT (date('now'))
);

CREATE TABLE pledges (
    id              INTEGER PRIMARY KEY,
    ticket_no       TEXT    NOT NULL UNIQUE,
    customer_id     INTEGER NOT NULL REFERENCES customers(id),
    category        TEXT    NOT NULL CHECK (category IN ('jewellery', 'watch', 'electronics', 'instrument', 'tools', 'other')),
    description     TEXT    NOT NULL,
    appraised_value INTEGER NOT NULL CHECK (appraised_value > 0),
    principal_pence INTEGER NOT NULL CHECK (principal_pence > 0),
    pledged_on      TEXT    NOT NULL,
    due_on          TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'open'
                            CHECK (status IN ('open', 'redeemed', 'forfeited')),
    shelf           TEXT                     -- safe / back room location
);

CREATE INDEX idx_pledges_customer ON pledges(customer_id);
CREATE INDEX idx_pledges_due      ON pledges(status, due_on);
CREATE INDEX idx_pledges_amount   ON pledges(principal_pence);

-- Each renewal pays the interest so far and starts a new term. loan_amount here
-- is what was carried into the new term (it can be less after a part payment).
CREATE TABLE renewals (
    id              INTEGER PRIMARY KEY,
    pledge_id       INTEGER NOT NULL REFERENCES pledges(id),
    renewed_on      TEXT    NOT NULL,
    interest_paid   INTEGER NOT NULL CHECK (interest_paid >= 0),
    loan_amount     INTEGER NOT NULL CHECK (loan_amount > 0),
    new_due_on      TEXT    NOT NULL
);

CREATE INDEX idx_renewals_pledge ON renewals(pledge_id, renewed_on);

CREATE TABLE payments (
    id              INTEGER PRIMARY KEY,
    pledge_id       INTEGER NOT NULL REFERENCES pledges(id),
    paid_on         TEXT    NOT NULL,
    kind            TEXT    NOT NULL CHECK (kind IN ('interest', 'part', 'redemption')),
    amount          INTEGER NOT NULL CHECK (amount > 0),
    method          TEXT    NOT NULL CHECK (method IN ('cash', 'card', 'transfer')),
    till            TEXT    NOT NULL
);

CREATE INDEX idx_payments_day ON payments(paid_on);

-- Forfeited items moved to the shop floor.
CREATE TABLE stock (
    id              INTEGER PRIMARY KEY,
    pledge_id       INTEGER NOT NULL UNIQUE REFERENCES pledges(id),
    listed_on       TEXT    NOT NULL,
    asking_price    INTEGER NOT NULL CHECK (asking_price > 0),
    sold_on         TEXT,
    sold_price      INTEGER
);

-- Every pledge is reported to the police property database within 24 hours.
CREATE TABLE police_reports (
    id              INTEGER PRIMARY KEY,
    pledge_id       INTEGER NOT NULL REFERENCES pledges(id),
    sent_on         TEXT    NOT NULL,
    reference       TEXT,
    flagged         INTEGER NOT NULL DEFAULT 0 CHECK (flagged IN (0, 1))
);

-- The loan may not exceed 60% of the appraised value (shop policy, set by the owners).
CREATE TRIGGER pledge_value_guard
BEFORE INSERT ON pledges
WHEN NEW.principal_pence * 10 > NEW.appraised_value * 6
BEGIN
    SELECT RAISE(ABORT, 'loan exceeds 60% of appraised value');
END;

-- A renewal can only carry forward the same amount or less.
CREATE TRIGGER renewal_amount_guard
BEFORE INSERT ON renewals
WHEN NEW.loan_amount > (SELECT COALESCE(
        (SELECT r.loan_amount FROM renewals r WHERE r.pledge_id = NEW.pledge_id
         ORDER BY r.renewed_on DESC LIMIT 1),
        (SELECT p.loan_amount FROM pledges p WHERE p.id = NEW.pledge_id)))
BEGIN
    SELECT RAISE(ABORT, 'renewal cannot increase the loan');
END;

-- Forfeited pledges leave the open book.
CREATE TRIGGER pledge_forfeit_to_stock
AFTER UPDATE OF status ON pledges
WHEN NEW.status = 'forfeited'
BEGIN
    INSERT INTO stock (pledge_id, listed_on, asking_price)
    VALUES (NEW.id, date('now'), NEW.appraised_value);
END;

-- Everything still on loan, for the counter screen.
CREATE VIEW open_book AS
SELECT p.ticket_no,
       c.full_name,
       p.category,
       p.description,
       p.principal_pence,
       p.due_on,
       julianday('now') - julianday(p.due_on) AS days_overdue
FROM pledges p
JOIN customers c ON c.id = p.customer_id
WHERE p.status = 'open';

-- Money out on loan per category, for the monthly return.
CREATE VIEW book_by_category AS
SELECT category,
       COUNT(*)           AS pledges,
       SUM(principal_pence) AS on_loan,
       SUM(appraised_value) AS appraised
FROM pledges
WHERE status = 'open'
GROUP BY category;

-- The history of one ticket: first loan, then each renewal.
CREATE VIEW renewal_history AS
SELECT p.ticket_no,
       p.pledged_on       AS on_date,
       'loan'             AS event,
       p.principal_pence  AS amount
FROM pledges p
UNION ALL
SELECT p.ticket_no,
       r.renewed_on,
       'renewal',
       r.loan_amount
FROM renewals r
JOIN pledges p ON p.id = r.pledge_id;

CREATE VIEW daily_takings AS
SELECT paid_on,
       till,
       SUM(CASE WHEN method = 'cash' THEN amount ELSE 0 END) AS cash,
       SUM(CASE WHEN method <> 'cash' THEN amount ELSE 0 END) AS other,
       SUM(amount) AS total
FROM payments
GROUP BY paid_on, till;
