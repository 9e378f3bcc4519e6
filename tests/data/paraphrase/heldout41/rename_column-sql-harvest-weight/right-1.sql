-- harvest.sql: harvest records for Blackwater Hollow mushroom farm (SQLite).
-- Loaded by the packing-bench tablet at startup; safe to run on an empty database.

PRAGMA foreign_keys = ON;

CREATE TABLE IF NOT EXISTS grow_rooms (
    room_code     TEXT PRIMARY KEY,
    species       TEXT NOT NULL,
    area_m2       REAL NOT NULL CHECK (area_m2 > 0),
    shelves       INTEGER NOT NULL DEFAULT 4
);

CREATE TABLE IF NOT EXISTS spawn_batches (
    batch_code    TEXT PRIMARY KEY,
    strain        TEXT NOT NULL,
    inoculated_on TEXT NOT NULL,
    blocks        INTEGER NOT NULL CHECK (blocks > 0),
    dry_substrate_kg REAL NOT NULL
);

-- one row per crate weighed at the packing bench
CREATE TABLE IF NOT EXISTS harvests (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    room_code     TEXT NOT NULL REFERENCES grow_rooms(room_code),
    batch_code    TEXT NOT NULL REFERENCES spawn_batches(batch_code),
    flush_no      INTEGER NOT NULL CHECK (flush_no BETWEEN 1 AND 5),
    picked_on     TEXT NOT NULL,
    fresh_weight_g INTEGER NOT NULL CHECK (fresh_weight_g >= 0),
    grade         TEXT NOT NULL CHECK (grade IN ('A', 'B', 'C')),
    picker        TEXT
);

-- growers' expected yield per flush, entered when a batch goes into a room
CREATE TABLE IF NOT EXISTS forecast (
    batch_code    TEXT NOT NULL REFERENCES spawn_batches(batch_code),
    flush_no      INTEGER NOT NULL,
    yield_g       INTEGER NOT NULL,
    PRIMARY KEY (batch_code, flush_no)
);

CREATE INDEX IF NOT EXISTS harvests_by_day ON harvests (picked_on, room_code);

-- daily totals per room, used by the wall display in the packing shed
CREATE VIEW IF NOT EXISTS daily_room_totals AS
SELECT picked_on,
       room_code,
       SUM(fresh_weight_g) AS total_g,
       SUM(CASE WHEN grade = 'A' THEN fresh_weight_g ELSE 0 END) AS grade_a_g,
       COUNT(*) AS crates
FROM harvests
GROUP BY picked_on, room_code;

-- actual against forecast per batch and flush
CREATE VIEW IF NOT EXISTS flush_vs_forecast AS
SELECT h.batch_code,
       h.flush_no,
       SUM(h.fresh_weight_g) AS actual_g,
       f.yield_g AS forecast_g,
       ROUND(100.0 * SUM(h.fresh_weight_g) / f.yield_g, 1) AS pct_of_forecast
FROM harvests AS h
JOIN forecast AS f ON f.batch_code = h.batch_code AND f.flush_no = h.flush_no
GROUP BY h.batch_code, h.flush_no;

-- biological efficiency per batch (fresh weight / dry substrate, %)
CREATE VIEW IF NOT EXISTS batch_efficiency AS
SELECT s.batch_code,
       s.strain,
       ROUND(100.0 * SUM(h.fresh_weight_g) / 1000.0 / s.dry_substrate_kg, 1) AS be_pct
FROM spawn_batches AS s
JOIN harvests AS h ON h.batch_code = s.batch_code
GROUP BY s.batch_code;

INSERT OR IGNORE INTO grow_rooms (room_code, species, area_m2, shelves) VALUES
    ('oyster-a', 'Pleurotus ostreatus', 38.5, 5),
    ('lions-mane', 'Hericium erinaceus', 22.0, 4);

INSERT OR IGNORE INTO spawn_batches (batch_code, strain, inoculated_on, blocks, dry_substrate_kg) VALUES
    ('SB-2611-01', 'PO-Grey-7', '2026-11-02', 48, 120.0),
    ('SB-2611-02', 'HE-Lion-2', '2026-11-05', 36, 90.0);

INSERT OR IGNORE INTO forecast (batch_code, flush_no, yield_g) VALUES
    ('SB-2611-01', 1, 42000),
    ('SB-2611-01', 2, 21000),
    ('SB-2611-02', 1, 18000);

INSERT INTO harvests (room_code, batch_code, flush_no, picked_on, fresh_weight_g, grade, picker) VALUES
    ('oyster-a', 'SB-2611-01', 1, '2026-12-01', 2480, 'A', 'M. Lindqvist'),
    ('oyster-a', 'SB-2611-01', 1, '2026-12-01', 2210, 'B', 'M. Lindqvist'),
    ('lions-mane', 'SB-2611-02', 1, '2026-12-02', 1570, 'A', 'T. Adeyemi');

-- weekly report for the farm manager
SELECT strftime('%Y-W%W', picked_on) AS week,
       room_code,
       SUM(fresh_weight_g) / 1000.0 AS kg,
       ROUND(AVG(fresh_weight_g), 0) AS avg_crate_g
FROM harvests
WHERE picked_on >= date('now', '-28 days')
GROUP BY week, room_code
ORDER BY week, room_code;
