-- Inspection records for the Heatherbank Beekeepers' Co-op (SQLite)
PRAGMA foreign_keys = ON;

CREATE TABLE apiaries (
    apiary_id   INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    grid_ref    TEXT,
    keeper      TEXT NOT NULL
);

CREATE TABLE hives (
    hive_id     TEXT PRIMARY KEY,
    apiary_id   INTEGER NOT NULL REFERENCES apiaries(apiary_id),
    hive_type   TEXT NOT NULL CHECK (hive_type IN ('National', 'Langstroth', 'WBC', 'Warre')),
    installed   DATE NOT NULL,
    retired     DATE
);

CREATE TABLE inspections (
    inspection_id INTEGER PRIMARY KEY,
    hive_id       TEXT NOT NULL REFERENCES hives(hive_id),
    inspected_on  DATE NOT NULL,
    inspector     TEXT NOT NULL,
    queen_seen    INTEGER NOT NULL DEFAULT 0,
    eggs_seen     INTEGER NOT NULL DEFAULT 0,
    brood_frames  INTEGER,
    mite_drop     INTEGER,            -- natural mite drop per day, from the sticky board
    temper        TEXT CHECK (temper IN ('calm', 'nervous', 'defensive')),
    notes         TEXT
);

CREATE INDEX inspections_by_hive ON inspections (hive_id, inspected_on);

CREATE TABLE treatments (
    treatment_id  INTEGER PRIMARY KEY,
    hive_id       TEXT NOT NULL REFERENCES hives(hive_id),
    product       TEXT NOT NULL,
    started_on    DATE NOT NULL,
    ended_on      DATE,
    mites_before  INTEGER,           -- mite drop per day when the treatment started
    mites_after   INTEGER
);

CREATE TABLE harvests (
    harvest_id    INTEGER PRIMARY KEY,
    hive_id       TEXT NOT NULL REFERENCES hives(hive_id),
    harvested_on  DATE NOT NULL,
    supers_taken  INTEGER NOT NULL CHECK (supers_taken > 0),
    honey_kg      REAL NOT NULL,
    batch_code    TEXT             -- extraction batch the frames went into
);

CREATE INDEX harvests_by_batch ON harvests (batch_code);

-- Latest inspection of every hive that is still in use
CREATE VIEW latest_inspection AS
SELECT i.*
FROM inspections AS i
JOIN hives AS h ON h.hive_id = i.hive_id
WHERE h.retired IS NULL
  AND i.inspected_on = (
      SELECT MAX(i2.inspected_on) FROM inspections AS i2 WHERE i2.hive_id = i.hive_id
  );

-- Hives over the co-op's treatment threshold of 10 mites a day
CREATE VIEW needs_treatment AS
SELECT l.hive_id, a.name AS apiary, l.inspected_on, l.mite_drop
FROM latest_inspection AS l
JOIN hives AS h ON h.hive_id = l.hive_id
JOIN apiaries AS a ON a.apiary_id = h.apiary_id
WHERE l.mite_drop >= 10
  AND NOT EXISTS (
      SELECT 1 FROM treatments AS t
      WHERE t.hive_id = l.hive_id AND t.ended_on IS NULL
  )
ORDER BY l.mite_drop DESC;

-- How well each treatment worked
CREATE VIEW treatment_effect AS
SELECT t.hive_id,
       t.product,
       t.started_on,
       t.mites_before,
       t.mites_after,
       ROUND(100.0 * (t.mites_before - t.mites_after) / NULLIF(t.mites_before, 0), 1) AS pct_reduction
FROM treatments AS t
WHERE t.ended_on IS NOT NULL;

-- Queenless alarms: no queen and no eggs at the last two inspections
CREATE VIEW queenless_alarm AS
SELECT i.hive_id, MAX(i.inspected_on) AS last_seen_ok
FROM inspections AS i
GROUP BY i.hive_id
HAVING SUM(CASE WHEN i.queen_seen = 1 OR i.eggs_seen = 1 THEN 1 ELSE 0 END) = 0
   AND COUNT(*) >= 2;

-- Monthly summary per apiary for the newsletter
CREATE VIEW monthly_summary AS
SELECT a.name AS apiary,
       strftime('%Y-%m', i.inspected_on) AS month,
       COUNT(*) AS inspections,
       ROUND(AVG(i.mite_drop), 1) AS avg_mites,
       SUM(i.temper = 'defensive') AS defensive_visits
FROM inspections AS i
JOIN hives AS h ON h.hive_id = i.hive_id
JOIN apiaries AS a ON a.apiary_id = h.apiary_id
GROUP BY a.name, month
ORDER BY month, a.name;

-- Honey per apiary and season, for the AGM report
CREATE VIEW harvest_by_apiary AS
SELECT a.name AS apiary,
       strftime('%Y', hv.harvested_on) AS season,
       COUNT(DISTINCT hv.hive_id) AS hives,
       SUM(hv.supers_taken) AS supers,
       ROUND(SUM(hv.honey_kg), 1) AS honey_kg
FROM harvests AS hv
JOIN hives AS h ON h.hive_id = hv.hive_id
JOIN apiaries AS a ON a.apiary_id = h.apiary_id
GROUP BY a.name, season
ORDER BY season, honey_kg DESC;

INSERT INTO apiaries (apiary_id, name, grid_ref, keeper) VALUES
    (1, 'Crannach Wood', 'NN 512 887', 'M. Drummond'),
    (2, 'Old Manse Orchard', 'NN 498 871', 'Heatherbank Co-op');

INSERT INTO hives (hive_id, apiary_id, hive_type, installed, retired) VALUES
    ('CW-01', 1, 'National', '2023-04-18', NULL),
    ('CW-02', 1, 'National', '2024-05-02', NULL),
    ('OM-01', 2, 'WBC', '2022-06-11', NULL),
    ('OM-02', 2, 'Langstroth', '2021-05-20', '2025-09-30');

INSERT INTO inspections (hive_id, inspected_on, inspector, queen_seen, eggs_seen, brood_frames, mite_drop, temper, notes) VALUES
    ('CW-01', '2026-06-02', 'Morag Fleming', 1, 1, 7, 4, 'calm', NULL),
    ('CW-01', '2026-06-16', 'Morag Fleming', 0, 1, 8, 12, 'nervous', 'supers added'),
    ('CW-02', '2026-06-16', 'Alasdair Keir', 0, 0, 5, 3, 'defensive', 'no eggs, check again'),
    ('CW-02', '2026-06-30', 'Alasdair Keir', 0, 0, 4, 6, 'defensive', 'still no eggs'),
    ('OM-01', '2026-06-06', 'Alasdair Keir', 1, 1, 8, 9, 'calm', NULL),
    ('OM-01', '2026-06-20', 'Morag Fleming', 1, 1, 9, 15, 'calm', NULL),
    ('CW-01', '2026-06-30', 'Morag Fleming', 1, 1, 8, 5, 'calm', 'queen cells removed'),
    ('OM-01', '2026-07-04', 'Alasdair Keir', 1, 1, 9, 2, 'nervous', 'MAQS finished'),
    ('CW-02', '2026-07-14', 'Morag Fleming', 1, 0, 4, 4, 'calm', 'new queen seen, not laying yet'),
    ('CW-01', '2026-07-14', 'Morag Fleming', 1, 1, 9, 7, 'calm', NULL),
    ('CW-02', '2026-07-28', 'Alasdair Keir', 1, 1, 5, 3, 'calm', 'laying well');

INSERT INTO treatments (hive_id, product, started_on, ended_on, mites_before, mites_after) VALUES
    ('OM-01', 'MAQS', '2026-06-21', '2026-06-28', 15, 2);

INSERT INTO harvests (hive_id, harvested_on, supers_taken, honey_kg, batch_code) VALUES
    ('CW-01', '2026-07-28', 2, 21.4, 'HB26-03'),
    ('OM-01', '2026-07-28', 3, 30.9, 'HB26-03'),
    ('CW-02', '2026-08-11', 1, 8.2, 'HB26-04');
