-- Hydroponic farm: grow log schema (SQLite)

CREATE TABLE racks (
    rack_id      TEXT PRIMARY KEY,
    bay          INTEGER NOT NULL,
    tiers        INTEGER NOT NULL DEFAULT 4,
    crop         TEXT
);

CREATE TABLE sensor_readings (
    reading_id   INTEGER PRIMARY KEY AUTOINCREMENT,
    rack_id      TEXT NOT NULL REFERENCES racks(rack_id),
    taken_at     TEXT NOT NULL,
    ec_ms        REAL,
    ph           REAL,
    solution_temp_c REAL,
    air_temp     REAL
);

CREATE INDEX idx_readings_rack_time ON sensor_readings (rack_id, taken_at);

CREATE TABLE harvests (
    harvest_id   INTEGER PRIMARY KEY AUTOINCREMENT,
    rack_id      TEXT NOT NULL REFERENCES racks(rack_id),
    harvested_on TEXT NOT NULL,
    fresh_kg     REAL NOT NULL,
    graded_a_kg  REAL NOT NULL DEFAULT 0
);

-- Daily averages per rack, used by the dashboard
CREATE VIEW daily_climate AS
SELECT rack_id,
       date(taken_at)  AS day,
       avg(ec_ms)      AS ec_avg,
       avg(ph)         AS ph_avg,
       avg(solution_temp_c) AS solution_temp_c_avg,
       max(air_temp)   AS air_temp_max
FROM sensor_readings
GROUP BY rack_id, date(taken_at);

-- Yield per rack with the average water temperature over the crop cycle
CREATE VIEW rack_yield AS
SELECT h.rack_id,
       sum(h.fresh_kg)                     AS total_kg,
       sum(h.graded_a_kg) / sum(h.fresh_kg) AS grade_a_share,
       (SELECT avg(s.solution_temp_c)
          FROM sensor_readings s
         WHERE s.rack_id = h.rack_id)      AS solution_temp_c_avg
FROM harvests h
GROUP BY h.rack_id;

INSERT INTO racks (rack_id, bay, tiers, crop) VALUES
    ('B3-01', 3, 4, 'butterhead'),
    ('B3-02', 3, 4, 'basil'),
    ('B3-03', 3, 5, 'pak_choi');

INSERT INTO sensor_readings (rack_id, taken_at, ec_ms, ph, solution_temp_c, air_temp) VALUES
    ('B3-01', '2026-11-30 06:00', 1.18, 5.9, 20.4, 22.1),
    ('B3-01', '2026-11-30 18:00', 1.22, 6.0, 21.0, 24.3),
    ('B3-02', '2026-11-30 06:00', 1.55, 6.2, 20.1, 22.0);
