-- 0007_weather_observations.sql
-- Hourly observations from the automatic weather stations.

CREATE TABLE stations (
    station_id   TEXT PRIMARY KEY,
    name         TEXT NOT NULL,
    latitude     REAL NOT NULL,
    longitude    REAL NOT NULL,
    elevation_m  REAL
);

CREATE TABLE observations (
    station_id   TEXT NOT NULL REFERENCES stations(station_id),
    observed_at  TEXT NOT NULL,
    air_temp_c       REAL,
    air_temp_c_max   REAL,
    humidity_pct REAL CHECK (humidity_pct BETWEEN 0 AND 100),
    pressure_hpa REAL,
    precip_mm    REAL DEFAULT 0,
    PRIMARY KEY (station_id, observed_at)
);

CREATE INDEX idx_observations_temp ON observations (air_temp_c);

CREATE VIEW daily_summary AS
SELECT
    station_id,
    substr(observed_at, 1, 10) AS day,
    min(air_temp_c)                AS temp_min,
    max(air_temp_c_max)            AS temp_max,
    avg(air_temp_c)                AS temp_mean,
    sum(precip_mm)             AS precip_total
FROM observations
GROUP BY station_id, day;

CREATE VIEW frost_hours AS
SELECT station_id, observed_at, air_temp_c
FROM observations
WHERE air_temp_c < 0;
