-- Schema and reporting views for the Pressman & Daughters dry-cleaning chain
-- (Northgate, Quay Square and Harbour Road branches).
-- SQLite 3.35 or newer. Times are ISO-8601 text in local time.

PRAGMA foreign_keys = ON;

CREATE TABLE branches (
    id          INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,          -- 'NOR', 'QSQ', 'HRB'
    name        TEXT NOT NULL,
    opens_at    TEXT NOT NULL DEFAULT '07:30',
    closes_at   TEXT NOT NULL DEFAULT '19:00'
);

CREATE TABLE customers (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    phone       TEXT,
    sms_ok      INTEGER NOT NULL DEFAULT 1 CHECK (sms_ok IN (0, 1)),
    created_at  TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
);

CREATE TABLE tickets (
    id            INTEGER PRIMARY KEY,
    branch_id     INTEGER NOT NULL REFERENCES branches(id),
    customer_id   INTEGER NOT NULL REFERENCES customers(id),
    number        TEXT NOT NULL,
    dropped_at    TEXT NOT NULL,
    ready_by      TEXT NOT NULL,
    racked_at     TEXT,                        -- hung on the rack, ready to collect
    collected_at  TEXT,
    rush          INTEGER NOT NULL DEFAULT 0 CHECK (rush IN (0, 1)),
    UNIQUE (branch_id, number),
    CHECK (ready_by > dropped_at)
);

CREATE INDEX tickets_open_by_promise
    ON tickets(branch_id, ready_by)
    WHERE collected_at IS NULL;

CREATE TABLE ticket_lines (
    id          INTEGER PRIMARY KEY,
    ticket_id   INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    care        TEXT NOT NULL CHECK (care IN ('dry', 'wet', 'press', 'leather', 'bridal')),
    pieces      INTEGER NOT NULL CHECK (pieces > 0),
    unit_price  NUMERIC NOT NULL,
    note        TEXT
);

CREATE TABLE alterations (
    id           INTEGER PRIMARY KEY,
    ticket_id    INTEGER NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
    tailor       TEXT NOT NULL,
    description  TEXT NOT NULL,
    promised_at  TEXT NOT NULL,                -- the tailor's own promise to the shop
    done_at      TEXT
);

CREATE TABLE payments (
    id          INTEGER PRIMARY KEY,
    ticket_id   INTEGER NOT NULL REFERENCES tickets(id),
    amount      NUMERIC NOT NULL CHECK (amount > 0),
    method      TEXT NOT NULL CHECK (method IN ('card', 'cash', 'account')),
    paid_at     TEXT NOT NULL DEFAULT (datetime('now', 'localtime'))
);

CREATE TABLE price_list (
    branch_id   INTEGER NOT NULL REFERENCES branches(id),
    care        TEXT NOT NULL,
    unit_price  NUMERIC NOT NULL CHECK (unit_price >= 0),
    valid_from  TEXT NOT NULL,
    PRIMARY KEY (branch_id, care, valid_from)
);

CREATE TABLE rack_slots (
    branch_id   INTEGER NOT NULL REFERENCES branches(id),
    slot        TEXT NOT NULL,                 -- e.g. 'C-114'
    ticket_id   INTEGER UNIQUE REFERENCES tickets(id),
    PRIMARY KEY (branch_id, slot)
);

-- A tailor must finish before the ticket is promised to the customer.
CREATE TRIGGER alteration_before_ticket
BEFORE INSERT ON alterations
BEGIN
    SELECT RAISE(ABORT, 'alteration promised after the ticket')
    WHERE NEW.promised_at > (SELECT ready_by FROM tickets WHERE id = NEW.ticket_id);
END;

-- Tickets promised for today that are not on the rack yet.
CREATE VIEW due_today AS
SELECT b.code AS branch, t.number, c.name AS customer, t.ready_by, t.rush
FROM tickets t
JOIN branches b ON b.id = t.branch_id
JOIN customers c ON c.id = t.customer_id
WHERE date(t.ready_by) = date('now', 'localtime')
  AND t.racked_at IS NULL;

-- Alterations the tailors are late with.
CREATE VIEW late_alterations AS
SELECT a.id, t.number, a.tailor, a.description, a.promised_at
FROM alterations a
JOIN tickets t ON t.id = a.ticket_id
WHERE a.done_at IS NULL
  AND a.promised_at < datetime('now', 'localtime');

-- Ready tickets nobody has collected, oldest first.
CREATE VIEW uncollected AS
SELECT t.id, b.code AS branch, t.number, c.name AS customer, c.phone,
       CAST(julianday('now', 'localtime') - julianday(t.racked_at) AS INTEGER) AS days_on_rack
FROM tickets t
JOIN branches b ON b.id = t.branch_id
JOIN customers c ON c.id = t.customer_id
WHERE t.racked_at IS NOT NULL
  AND t.collected_at IS NULL
ORDER BY t.racked_at;

-- Share of tickets racked by the time promised, per branch and month.
CREATE VIEW on_time_rate AS
SELECT b.code AS branch,
       strftime('%Y-%m', t.dropped_at) AS month,
       COUNT(*) AS tickets,
       ROUND(AVG(CASE WHEN t.racked_at <= t.ready_by THEN 1.0 ELSE 0.0 END), 3) AS on_time
FROM tickets t
JOIN branches b ON b.id = t.branch_id
WHERE t.racked_at IS NOT NULL
GROUP BY b.code, month;

-- Takings per branch and day, for the evening cash-up sheet.
CREATE VIEW daily_takings AS
SELECT b.code AS branch,
       date(p.paid_at) AS day,
       SUM(CASE WHEN p.method = 'cash' THEN p.amount ELSE 0 END) AS cash,
       SUM(CASE WHEN p.method = 'card' THEN p.amount ELSE 0 END) AS card,
       SUM(CASE WHEN p.method = 'account' THEN p.amount ELSE 0 END) AS account
FROM payments p
JOIN tickets t ON t.id = p.ticket_id
JOIN branches b ON b.id = t.branch_id
GROUP BY b.code, day;

-- Empty rack slots per branch.
CREATE VIEW free_slots AS
SELECT b.code AS branch, COUNT(*) AS free
FROM rack_slots r
JOIN branches b ON b.id = r.branch_id
WHERE r.ticket_id IS NULL
GROUP BY b.code;

-- Customers with an SMS number and at least one ticket waiting more than 14 days.
CREATE VIEW reminder_list AS
SELECT DISTINCT c.id, c.name, c.phone
FROM customers c
JOIN tickets t ON t.customer_id = c.id
WHERE c.sms_ok = 1
  AND c.phone IS NOT NULL
  AND t.collected_at IS NULL
  AND t.racked_at < datetime('now', 'localtime', '-14 days');
