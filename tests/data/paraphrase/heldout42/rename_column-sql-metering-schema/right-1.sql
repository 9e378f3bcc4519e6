-- schema.sql - Ridgeway Water metering and leak database (SQLite dialect)
-- Applied by the migration runner on an empty database.

PRAGMA foreign_keys = ON;

CREATE TABLE districts (
    district_code TEXT PRIMARY KEY,
    name          TEXT NOT NULL,
    pressure_zone INTEGER NOT NULL
);

CREATE TABLE pumping_stations (
    station_id    TEXT PRIMARY KEY,
    district_code TEXT NOT NULL REFERENCES districts (district_code),
    commissioned  TEXT NOT NULL,
    duty_pumps    INTEGER NOT NULL DEFAULT 2,
    standby_pumps INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE meters (
    meter_serial  TEXT PRIMARY KEY,
    district_code TEXT NOT NULL REFERENCES districts (district_code),
    street        TEXT NOT NULL,
    house_no      TEXT,
    size_mm       INTEGER NOT NULL DEFAULT 15,
    installed_on  TEXT NOT NULL,
    smart         INTEGER NOT NULL DEFAULT 0 CHECK (smart IN (0, 1))
);

CREATE TABLE meter_readings (
    reading_id    INTEGER PRIMARY KEY,
    meter_serial  TEXT NOT NULL REFERENCES meters (meter_serial),
    read_on       TEXT NOT NULL,
    register_m3   REAL NOT NULL CHECK (register_m3 >= 0),
    estimated     INTEGER NOT NULL DEFAULT 0,
    reader_id     TEXT
);

CREATE INDEX meter_readings_by_meter ON meter_readings (meter_serial, read_on);

-- station_flows.reading_val is the flow meter's own register, unrelated to customer meters
CREATE TABLE station_flows (
    station_id    TEXT NOT NULL REFERENCES pumping_stations (station_id),
    logged_at     TEXT NOT NULL,
    reading_val   REAL NOT NULL,
    PRIMARY KEY (station_id, logged_at)
);

CREATE TABLE leak_reports (
    report_ref    TEXT PRIMARY KEY,
    district_code TEXT NOT NULL REFERENCES districts (district_code),
    reported_at   TEXT NOT NULL,
    street        TEXT NOT NULL,
    source        TEXT NOT NULL CHECK (source IN ('public', 'crew', 'telemetry')),
    est_flow_lpm  REAL,
    fixed_at      TEXT
);

CREATE INDEX leak_reports_open ON leak_reports (district_code) WHERE fixed_at IS NULL;

-- consumption between two consecutive actual readings of the same meter
CREATE VIEW meter_consumption AS
SELECT cur.meter_serial,
       prev.read_on                      AS from_day,
       cur.read_on                       AS to_day,
       cur.register_m3 - prev.register_m3 AS used_m3
FROM meter_readings cur
JOIN meter_readings prev
  ON prev.meter_serial = cur.meter_serial
 AND prev.read_on = (
        SELECT MAX(p.read_on)
        FROM meter_readings p
        WHERE p.meter_serial = cur.meter_serial
          AND p.read_on < cur.read_on
          AND p.estimated = 0
     )
WHERE cur.estimated = 0;

CREATE VIEW district_daily_flow AS
SELECT s.district_code,
       date(f.logged_at)      AS day,
       MAX(f.reading_val) - MIN(f.reading_val) AS pumped_m3
FROM station_flows f
JOIN pumping_stations s USING (station_id)
GROUP BY s.district_code, date(f.logged_at);

CREATE VIEW open_leaks AS
SELECT l.report_ref, d.name AS district, l.street, l.reported_at, l.est_flow_lpm
FROM leak_reports l
JOIN districts d USING (district_code)
WHERE l.fixed_at IS NULL
ORDER BY l.est_flow_lpm DESC;

-- non-revenue water per district and day: pumped minus billed
CREATE VIEW non_revenue_water AS
SELECT f.district_code,
       f.day,
       f.pumped_m3,
       COALESCE(SUM(c.used_m3), 0)               AS billed_m3,
       f.pumped_m3 - COALESCE(SUM(c.used_m3), 0) AS lost_m3
FROM district_daily_flow f
LEFT JOIN meters m ON m.district_code = f.district_code
LEFT JOIN meter_consumption c ON c.meter_serial = m.meter_serial AND c.to_day = f.day
GROUP BY f.district_code, f.day, f.pumped_m3;

CREATE TRIGGER meter_readings_no_rollback
BEFORE INSERT ON meter_readings
WHEN NEW.estimated = 0 AND NEW.register_m3 < (
    SELECT MAX(register_m3) FROM meter_readings
    WHERE meter_serial = NEW.meter_serial AND estimated = 0
)
BEGIN
    SELECT RAISE(ABORT, 'register went backwards');
END;

CREATE TABLE reservoirs (
    reservoir_id  TEXT PRIMARY KEY,
    district_code TEXT NOT NULL REFERENCES districts (district_code),
    capacity_m3   REAL NOT NULL CHECK (capacity_m3 > 0),
    top_water_m   REAL NOT NULL,
    bottom_water_m REAL NOT NULL
);

CREATE TABLE reservoir_levels (
    reservoir_id  TEXT NOT NULL REFERENCES reservoirs (reservoir_id),
    logged_at     TEXT NOT NULL,
    level_m       REAL NOT NULL,
    PRIMARY KEY (reservoir_id, logged_at)
);

CREATE TABLE work_orders (
    order_no      INTEGER PRIMARY KEY,
    report_ref    TEXT REFERENCES leak_reports (report_ref),
    crew          TEXT NOT NULL,
    opened_at     TEXT NOT NULL,
    closed_at     TEXT,
    excavation    INTEGER NOT NULL DEFAULT 0,
    notes         TEXT
);

CREATE INDEX work_orders_open ON work_orders (crew) WHERE closed_at IS NULL;

-- storage as a share of capacity, latest level per reservoir
CREATE VIEW reservoir_fill AS
SELECT r.reservoir_id,
       r.district_code,
       l.logged_at,
       (l.level_m - r.bottom_water_m) / (r.top_water_m - r.bottom_water_m) AS fill_share
FROM reservoirs r
JOIN reservoir_levels l ON l.reservoir_id = r.reservoir_id
WHERE l.logged_at = (
    SELECT MAX(x.logged_at) FROM reservoir_levels x WHERE x.reservoir_id = r.reservoir_id
);

INSERT INTO districts (district_code, name, pressure_zone) VALUES
    ('RW-N', 'Ridgeway North', 1),
    ('RW-V', 'Vale', 2),
    ('RW-M', 'Marsh End', 2),
    ('RW-Q', 'Quarry Hill', 3);
