-- Zipline car sharing: trips and billing schema (SQLite).
-- Loaded by the nightly test run; the SELECTs at the end are smoke checks.
PRAGMA foreign_keys = ON;

CREATE TABLE members (
    member_id     INTEGER PRIMARY KEY,
    full_name     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    licence_no    TEXT NOT NULL,
    joined_on     TEXT NOT NULL,
    plan          TEXT NOT NULL DEFAULT 'payg' CHECK (plan IN ('payg', 'commuter', 'business'))
);

CREATE TABLE vehicles (
    plate         TEXT PRIMARY KEY,
    model         TEXT NOT NULL,
    battery_kwh   REAL NOT NULL,
    km_driven     INTEGER NOT NULL DEFAULT 0,   -- odometer reading
    home_zone     TEXT NOT NULL,
    retired       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE tariffs (
    plan          TEXT PRIMARY KEY,
    per_minute    REAL NOT NULL,
    per_km        REAL NOT NULL,
    day_cap       REAL NOT NULL
);

CREATE TABLE trips (
    trip_id       INTEGER PRIMARY KEY,
    member_id     INTEGER NOT NULL REFERENCES members(member_id),
    plate         TEXT NOT NULL REFERENCES vehicles(plate),
    started_at    TEXT NOT NULL,
    ended_at      TEXT,
    distance_km   REAL,
    charge_start  INTEGER NOT NULL,
    charge_end    INTEGER,
    status        TEXT NOT NULL DEFAULT 'open'
                  CHECK (status IN ('open', 'ended', 'billed', 'disputed'))
);

CREATE INDEX trips_member_idx ON trips (member_id, started_at);
CREATE INDEX trips_plate_idx ON trips (plate, started_at);

CREATE TABLE invoices (
    invoice_id    INTEGER PRIMARY KEY,
    trip_id       INTEGER NOT NULL UNIQUE REFERENCES trips(trip_id),
    amount        REAL NOT NULL,
    issued_at     TEXT NOT NULL,
    paid_at       TEXT
);

CREATE TABLE charging_sessions (
    session_id    INTEGER PRIMARY KEY,
    plate         TEXT NOT NULL REFERENCES vehicles(plate),
    charger       TEXT NOT NULL,
    started_at    TEXT NOT NULL,
    ended_at      TEXT,
    kwh_added     REAL
);

-- Amounts are in EUR, distances in km, charge levels in percent.
-- Views only read; the billing job writes invoices.

CREATE VIEW trip_minutes AS
SELECT
    trip_id,
    CAST(ROUND((julianday(ended_at) - julianday(started_at)) * 1440) AS INTEGER) AS minutes
FROM trips
WHERE ended_at IS NOT NULL;

CREATE VIEW trip_charges AS
SELECT
    t.trip_id,
    t.member_id,
    m.plan,
    tm.minutes,
    t.distance_km,
    ROUND(MIN(tm.minutes * tf.per_minute, tf.day_cap) + t.distance_km * tf.per_km, 2) AS amount
FROM trips t
JOIN members m ON m.member_id = t.member_id
JOIN tariffs tf ON tf.plan = m.plan
JOIN trip_minutes tm ON tm.trip_id = t.trip_id
WHERE t.status = 'ended';

CREATE VIEW vehicle_usage AS
SELECT
    v.plate,
    v.model,
    v.km_driven AS odometer_km,
    COUNT(t.trip_id) AS trips,
    COALESCE(SUM(t.distance_km), 0) AS trip_km,
    AVG(t.charge_start - t.charge_end) AS avg_charge_used
FROM vehicles v
LEFT JOIN trips t ON t.plate = v.plate AND t.status IN ('ended', 'billed')
WHERE v.retired = 0
GROUP BY v.plate, v.model, v.km_driven;

CREATE VIEW member_month AS
SELECT
    t.member_id,
    strftime('%Y-%m', t.started_at) AS month,
    COUNT(*) AS trips,
    SUM(t.distance_km) AS km,
    SUM(i.amount) AS billed
FROM trips t
LEFT JOIN invoices i ON i.trip_id = t.trip_id
GROUP BY t.member_id, month;

CREATE VIEW energy_per_vehicle AS
SELECT
    c.plate,
    COUNT(*) AS sessions,
    SUM(c.kwh_added) AS kwh
FROM charging_sessions c
WHERE c.ended_at IS NOT NULL
GROUP BY c.plate;

INSERT INTO tariffs (plan, per_minute, per_km, day_cap) VALUES
    ('payg', 0.32, 0.19, 69.00),
    ('commuter', 0.27, 0.17, 59.00),
    ('business', 0.29, 0.15, 64.00);

INSERT INTO members (member_id, full_name, email, licence_no, joined_on, plan) VALUES
    (1, 'Ines Okafor', 'ines.okafor@example.org', 'OKAFO804217I99', '2025-02-11', 'commuter'),
    (2, 'Tomasz Wierzba', 'tomasz.w@example.org', 'WIERZ711093T91', '2025-06-30', 'payg'),
    (3, 'Harbourside Print Co.', 'fleet@harbourside.example', 'HARBO601122H88', '2026-01-05', 'business');

INSERT INTO vehicles (plate, model, battery_kwh, km_driven, home_zone) VALUES
    ('ZP21 KLM', 'VW ID.3', 58, 41230, 'canal-wharf'),
    ('ZP22 RTA', 'Skoda Enyaq', 77, 18877, 'canal-wharf'),
    ('ZP19 WEX', 'Nissan Leaf', 40, 88410, 'old-market');

INSERT INTO trips (trip_id, member_id, plate, started_at, ended_at, distance_km, charge_start, charge_end, status) VALUES
    (1001, 1, 'ZP21 KLM', '2026-11-28 07:42', '2026-11-28 08:19', 14.2, 81, 74, 'billed'),
    (1002, 2, 'ZP19 WEX', '2026-11-28 12:05', '2026-11-28 15:47', 63.0, 90, 41, 'ended'),
    (1003, 3, 'ZP22 RTA', '2026-11-29 09:00', '2026-11-29 17:30', 121.5, 95, 38, 'ended'),
    (1004, 1, 'ZP21 KLM', '2026-11-30 07:40', NULL, NULL, 88, NULL, 'open');

INSERT INTO invoices (invoice_id, trip_id, amount, issued_at, paid_at) VALUES
    (501, 1001, 12.40, '2026-11-28 08:25', '2026-11-28 08:25');

INSERT INTO charging_sessions (session_id, plate, charger, started_at, ended_at, kwh_added) VALUES
    (9001, 'ZP19 WEX', 'wharf-dc-1', '2026-11-28 16:10', '2026-11-28 17:02', 21.4),
    (9002, 'ZP22 RTA', 'wharf-ac-3', '2026-11-29 18:00', NULL, NULL);

SELECT * FROM trip_charges;
SELECT * FROM vehicle_usage;
SELECT * FROM member_month;
SELECT * FROM energy_per_vehicle;
