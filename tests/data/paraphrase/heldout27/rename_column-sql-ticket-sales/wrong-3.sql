-- Lift ticket sales at the Kessel Ridge ticket offices and web shop.
-- Loaded into a fresh database by the nightly reporting job.

CREATE TABLE ticket_types (
    code        TEXT PRIMARY KEY,          -- e.g. 'DAY-AD', 'DAY-CH', 'SEASON-AD'
    label       TEXT NOT NULL,
    price       INTEGER NOT NULL,          -- list price in cents
    valid_days  INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE ticket_sales (
    id          INTEGER PRIMARY KEY,
    sold_at     TEXT NOT NULL,             -- ISO timestamp
    channel     TEXT NOT NULL CHECK (channel IN ('desk', 'web', 'hotel')),
    type_code   TEXT NOT NULL REFERENCES ticket_types (code),
    price_cents INTEGER NOT NULL,          -- price actually paid in cents, after discounts
    keycard     TEXT NOT NULL
);

CREATE INDEX idx_sales_day ON ticket_sales (sold_at);
CREATE INDEX idx_sales_price ON ticket_sales (type_code, price);

-- Revenue per day and channel for the morning report.
CREATE VIEW daily_revenue AS
SELECT substr(sold_at, 1, 10) AS day,
       channel,
       COUNT(*)   AS tickets,
       SUM(price_cents) AS revenue_cents
FROM ticket_sales
GROUP BY day, channel;

-- Sales below list price, to check the discount codes.
CREATE VIEW discounted_sales AS
SELECT s.id,
       s.sold_at,
       s.type_code,
       t.price AS list_price,
       s.price_cents AS paid,
       t.price - s.price_cents AS discount
FROM ticket_sales AS s
JOIN ticket_types AS t ON t.code = s.type_code
WHERE s.price_cents < t.price;
