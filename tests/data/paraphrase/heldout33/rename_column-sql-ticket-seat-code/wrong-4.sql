-- Marrowgate Theatre box office schema (SQLite)
-- Seats are identified by their label on the seating plan, e.g. 'C14'.
PRAGMA foreign_keys = ON;

CREATE TABLE productions (
    id          INTEGER PRIMARY KEY,
    title       TEXT NOT NULL,
    company     TEXT NOT NULL DEFAULT 'Marrowgate Theatre',
    opens_on    TEXT NOT NULL,
    closes_on   TEXT NOT NULL,
    CHECK (closes_on >= opens_on)
);

CREATE TABLE performances (
    id             INTEGER PRIMARY KEY,
    production_id  INTEGER NOT NULL REFERENCES productions(id),
    starts_at      TEXT NOT NULL,
    is_matinee     INTEGER NOT NULL DEFAULT 0,
    capacity       INTEGER NOT NULL CHECK (capacity > 0)
);

CREATE TABLE seat_map (
    venue        TEXT NOT NULL,
    seat_label   TEXT NOT NULL,
    band         TEXT NOT NULL CHECK (band IN ('A', 'B', 'C', 'R')),
    accessible   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (venue, seat_label)
);

CREATE TABLE customers (
    id           INTEGER PRIMARY KEY,
    full_name    TEXT NOT NULL,
    email        TEXT UNIQUE,
    phone        TEXT,
    is_member    INTEGER NOT NULL DEFAULT 0,
    created_at   TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE tickets (
    id              INTEGER PRIMARY KEY,
    performance_id  INTEGER NOT NULL REFERENCES performances(id),
    seat_code       TEXT NOT NULL,
    customer_id     INTEGER REFERENCES customers(id),
    price_pence     INTEGER NOT NULL CHECK (price_pence >= 0),
    status          TEXT NOT NULL DEFAULT 'held'
                    CHECK (status IN ('held', 'paid', 'collected', 'cancelled')),
    sold_at         TEXT
);

CREATE UNIQUE INDEX tickets_one_per_seat
    ON tickets (performance_id, seat_code)
    WHERE status <> 'cancelled';
CREATE INDEX tickets_by_customer ON tickets (customer_id);

CREATE TABLE refunds (
    id           INTEGER PRIMARY KEY,
    ticket_id    INTEGER NOT NULL REFERENCES tickets(id),
    amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
    reason       TEXT NOT NULL,
    refunded_at  TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE discount_codes (
    code         TEXT PRIMARY KEY,
    description  TEXT NOT NULL,
    percent_off  INTEGER NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
    valid_from   TEXT NOT NULL,
    valid_until  TEXT NOT NULL,
    max_uses     INTEGER,
    CHECK (valid_until >= valid_from)
);

CREATE TABLE discount_uses (
    code         TEXT NOT NULL REFERENCES discount_codes(code),
    ticket_id    INTEGER NOT NULL REFERENCES tickets(id),
    used_at      TEXT NOT NULL DEFAULT (datetime('now')),
    PRIMARY KEY (code, ticket_id)
);

CREATE VIEW seats_sold AS
SELECT p.id AS performance_id,
       p.starts_at,
       t.seat_code,
       t.price_pence
FROM tickets t
JOIN performances p ON p.id = t.performance_id
WHERE t.status IN ('paid', 'collected');

CREATE VIEW accessible_seats_free AS
SELECT p.id AS performance_id,
       m.seat_label
FROM performances p
JOIN seat_map m ON m.venue = 'main' AND m.accessible = 1
WHERE NOT EXISTS (
    SELECT 1
    FROM tickets t
    WHERE t.performance_id = p.id
      AND t.seat_code = m.seat_label
      AND t.status <> 'cancelled'
);

CREATE VIEW takings_by_performance AS
SELECT t.performance_id,
       COUNT(*) AS tickets_sold,
       SUM(t.price_pence) - COALESCE(SUM(r.amount_pence), 0) AS net_pence
FROM tickets t
LEFT JOIN refunds r ON r.ticket_id = t.id
WHERE t.status IN ('paid', 'collected')
GROUP BY t.performance_id;

CREATE VIEW member_sales AS
SELECT c.id AS customer_id,
       c.full_name,
       COUNT(t.id) AS tickets,
       SUM(t.price_pence) AS spent_pence
FROM customers c
JOIN tickets t ON t.customer_id = c.id
WHERE c.is_member = 1
  AND t.status IN ('paid', 'collected')
GROUP BY c.id, c.full_name;

CREATE VIEW discount_usage AS
SELECT d.code,
       d.description,
       COUNT(u.ticket_id) AS times_used,
       d.max_uses
FROM discount_codes d
LEFT JOIN discount_uses u ON u.code = d.code
GROUP BY d.code;

CREATE TRIGGER tickets_sold_at
AFTER UPDATE OF status ON tickets
WHEN NEW.status = 'paid' AND OLD.status = 'held'
BEGIN
    UPDATE tickets SET sold_at = datetime('now') WHERE id = NEW.id;
END;

-- seed data for the dev database
INSERT INTO productions (id, title, opens_on, closes_on)
VALUES (1, 'The Lighthouse Keeper''s Daughter', '2027-03-18', '2027-04-17');

INSERT INTO performances (id, production_id, starts_at, is_matinee, capacity)
VALUES (1, 1, '2027-03-18T19:30', 0, 320),
       (2, 1, '2027-03-20T14:30', 1, 320);

INSERT INTO seat_map (venue, seat_label, band, accessible)
VALUES ('main', 'A1', 'A', 1),
       ('main', 'A2', 'A', 1),
       ('main', 'C14', 'B', 0),
       ('main', 'R3', 'R', 0);

INSERT INTO customers (id, full_name, email, is_member)
VALUES (1, 'Ottilie Marsh', 'ottilie.marsh@example.org', 1);

INSERT INTO discount_codes (code, description, percent_off, valid_from, valid_until, max_uses)
VALUES ('PREVIEW20', 'Preview week', 20, '2027-03-01', '2027-03-17', NULL),
       ('STUDENT', 'Student standby', 50, '2027-03-18', '2027-04-17', 200);

INSERT INTO tickets (performance_id, seat_label, customer_id, price_pence, status)
VALUES (1, 'C14', 1, 2800, 'paid'),
       (1, 'A1', 1, 3200, 'held');
