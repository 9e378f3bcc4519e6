-- Execution store for the equities desk (SQLite; migrated by schema_version).

CREATE TABLE IF NOT EXISTS accounts (
    account_id   TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    base_ccy     TEXT NOT NULL DEFAULT 'USD',
    created_at   TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE IF NOT EXISTS orders (
    order_id     TEXT PRIMARY KEY,
    account_id   TEXT NOT NULL REFERENCES accounts(account_id),
    symbol       TEXT NOT NULL,
    side         TEXT NOT NULL CHECK (side IN ('B', 'S')),
    qty          INTEGER NOT NULL CHECK (qty > 0),
    limit_px     REAL,
    status       TEXT NOT NULL DEFAULT 'NEW',
    created_at   TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE IF NOT EXISTS fills (
    fill_id      INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id     TEXT NOT NULL REFERENCES orders(order_id),
    px           REAL NOT NULL,
    qty          INTEGER NOT NULL CHECK (qty > 0),
    venue        TEXT NOT NULL,
    fee          REAL NOT NULL DEFAULT 0,
    filled_at    TEXT NOT NULL
);

CREATE INDEX IF NOT EXISTS fills_order_idx ON fills(order_id);
CREATE INDEX IF NOT EXISTS fills_time_px_idx ON fills(filled_at, px);

CREATE VIEW IF NOT EXISTS order_fill_summary AS
SELECT o.order_id,
       o.symbol,
       o.side,
       o.qty                        AS ordered_qty,
       o.limit_px,
       COALESCE(SUM(f.qty), 0)      AS filled_qty,
       SUM(f.px * f.qty) / SUM(f.qty) AS avg_px,
       SUM(f.fee)                   AS fees
FROM orders o
LEFT JOIN fills f ON f.order_id = o.order_id
GROUP BY o.order_id;

CREATE VIEW IF NOT EXISTS daily_notional AS
SELECT date(f.filled_at)  AS trade_date,
       o.account_id,
       SUM(f.px * f.qty)  AS notional
FROM fills f
JOIN orders o ON o.order_id = f.order_id
GROUP BY trade_date, o.account_id;

PRAGMA user_version = 7;
