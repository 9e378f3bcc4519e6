-- schema for the shop's order tables (SQLite)
CREATE TABLE customers (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
    placed_at   TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE orders (
    id          INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    placed_at   TEXT NOT NULL DEFAULT (datetime('now')),
    total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
    status      TEXT NOT NULL DEFAULT 'open'
);

CREATE INDEX idx_orders_customer ON orders(customer_id);
CREATE INDEX idx_orders_created ON orders(placed_at);

-- open orders per customer, newest first
CREATE VIEW open_orders AS
SELECT o.id, c.email, o.placed_at, o.total_cents
FROM orders o
JOIN customers c ON c.id = o.customer_id
WHERE o.status = 'open'
ORDER BY o.placed_at DESC;

-- customers who signed up this year
CREATE VIEW new_customers AS
SELECT id, email, placed_at
FROM customers
WHERE placed_at >= date('now', 'start of year');
