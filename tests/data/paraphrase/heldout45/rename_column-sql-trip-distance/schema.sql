-- schema.sql: Kestrel car-sharing reporting database (SQLite)
--
-- Loaded nightly from the operational store; times are ISO 8601 text in UTC,
-- money is stored in integer cents, distances in whole kilometres.
PRAGMA foreign_keys = ON;

CREATE TABLE vehicles (
    plate            TEXT PRIMARY KEY,
    model            TEXT NOT NULL,
    fuel             TEXT NOT NULL CHECK (fuel IN ('petrol', 'hybrid', 'electric')),
    home_zone        TEXT NOT NULL,
    commissioned_on  TEXT NOT NULL
);

CREATE TABLE members (
    member_id   TEXT PRIMARY KEY,
    full_name   TEXT NOT NULL,
    plan        TEXT NOT NULL DEFAULT 'flex',
    joined_on   TEXT NOT NULL,
    blocked     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE trips (
    trip_id      TEXT PRIMARY KEY,
    plate        TEXT NOT NULL REFERENCES vehicles (plate),
    member_id    TEXT NOT NULL REFERENCES members (member_id),
    started_at   TEXT NOT NULL,
    ended_at     TEXT,
    dist_km      INTEGER NOT NULL DEFAULT 0,
    cost_cents   INTEGER NOT NULL DEFAULT 0
);

-- Fuel and charging stops logged by the ops team; dist_km is the odometer gap since the last stop.
CREATE TABLE fuel_logs (
    log_id       INTEGER PRIMARY KEY AUTOINCREMENT,
    plate        TEXT NOT NULL REFERENCES vehicles (plate),
    logged_at    TEXT NOT NULL,
    litres       REAL,
    kwh          REAL,
    dist_km      INTEGER NOT NULL
);

CREATE TABLE damage_reports (
    report_id    INTEGER PRIMARY KEY AUTOINCREMENT,
    plate        TEXT NOT NULL REFERENCES vehicles (plate),
    trip_id      TEXT REFERENCES trips (trip_id),
    severity     TEXT NOT NULL CHECK (severity IN ('cosmetic', 'minor', 'major', 'total_loss')),
    reported_at  TEXT NOT NULL,
    resolved_at  TEXT
);

CREATE INDEX trips_by_member ON trips (member_id, started_at);
CREATE INDEX trips_by_plate ON trips (plate, started_at);
CREATE INDEX trips_long ON trips (dist_km) WHERE dist_km > 300;
CREATE INDEX fuel_logs_by_plate ON fuel_logs (plate, logged_at);

-- Kilometres and revenue per vehicle and month.
CREATE VIEW vehicle_month AS
SELECT
    t.plate,
    substr(t.started_at, 1, 7) AS month,
    count(*) AS trips,
    sum(t.dist_km) AS km,
    sum(t.cost_cents) / 100.0 AS revenue_eur
FROM trips AS t
WHERE t.ended_at IS NOT NULL
GROUP BY t.plate, month;

-- Fuel efficiency: litres per 100 km between stops, petrol and hybrid only.
CREATE VIEW fuel_efficiency AS
SELECT
    f.plate,
    f.logged_at,
    round(f.litres * 100.0 / f.dist_km, 2) AS l_per_100km
FROM fuel_logs AS f
JOIN vehicles AS v ON v.plate = f.plate
WHERE v.fuel IN ('petrol', 'hybrid') AND f.dist_km > 0 AND f.litres IS NOT NULL;

-- Members ranked by distance driven in the current year.
CREATE VIEW member_distance AS
SELECT
    m.member_id,
    m.full_name,
    coalesce(sum(t.dist_km), 0) AS km_this_year
FROM members AS m
LEFT JOIN trips AS t
    ON t.member_id = m.member_id
   AND substr(t.started_at, 1, 4) = strftime('%Y', 'now')
GROUP BY m.member_id, m.full_name;

-- Trips that ended with a damage report, for the claims team.
CREATE VIEW damaged_trips AS
SELECT
    t.trip_id,
    t.plate,
    t.member_id,
    t.dist_km,
    d.severity,
    d.reported_at
FROM trips AS t
JOIN damage_reports AS d ON d.trip_id = t.trip_id
WHERE d.severity <> 'cosmetic';

-- Workshop slots booked by the ops team; a vehicle is out of the pool during a window.
CREATE TABLE maintenance_windows (
    window_id    INTEGER PRIMARY KEY AUTOINCREMENT,
    plate        TEXT NOT NULL REFERENCES vehicles (plate),
    starts_at    TEXT NOT NULL,
    ends_at      TEXT NOT NULL,
    reason       TEXT NOT NULL DEFAULT 'service',
    CHECK (ends_at > starts_at)
);

CREATE INDEX maintenance_by_plate ON maintenance_windows (plate, starts_at);

-- Vehicles without a service window in the last twelve months.
CREATE VIEW vehicles_due_service AS
SELECT
    v.plate,
    v.model,
    max(w.ends_at) AS last_service
FROM vehicles AS v
LEFT JOIN maintenance_windows AS w
    ON w.plate = v.plate
   AND w.reason = 'service'
GROUP BY v.plate, v.model
HAVING last_service IS NULL OR last_service < date('now', '-12 months');

INSERT INTO vehicles (plate, model, fuel, home_zone, commissioned_on) VALUES
    ('KS-204-EV', 'Renault Zoe', 'electric', 'harbour', '2024-03-01'),
    ('KS-118-HY', 'Toyota Yaris Hybrid', 'hybrid', 'harbour', '2023-06-15'),
    ('KS-377-PE', 'VW Polo', 'petrol', 'old-town', '2022-11-20');

INSERT INTO members (member_id, full_name, plan, joined_on) VALUES
    ('m-1041', 'Ines Albrecht', 'commuter', '2024-01-09'),
    ('m-2230', 'Tomasz Wrona', 'flex', '2024-05-30'),
    ('m-3307', 'Aiko Brandt', 'weekend', '2025-02-14');

INSERT INTO trips (trip_id, plate, member_id, started_at, ended_at, dist_km, cost_cents) VALUES
    ('t-0001', 'KS-204-EV', 'm-1041', '2026-11-02T07:55', '2026-11-02T08:31', 14, 1102),
    ('t-0002', 'KS-118-HY', 'm-2230', '2026-11-02T18:10', '2026-11-02T21:40', 61, 4420),
    ('t-0003', 'KS-377-PE', 'm-3307', '2026-11-07T09:00', '2026-11-08T19:00', 412, 17800),
    ('t-0004', 'KS-204-EV', 'm-1041', '2026-11-09T07:50', NULL, 0, 0);

INSERT INTO fuel_logs (plate, logged_at, litres, kwh, dist_km) VALUES
    ('KS-118-HY', '2026-11-03T10:00', 31.5, NULL, 642),
    ('KS-377-PE', '2026-11-09T08:15', 38.0, NULL, 597);

INSERT INTO damage_reports (plate, trip_id, severity, reported_at) VALUES
    ('KS-377-PE', 't-0003', 'minor', '2026-11-08T19:05');
