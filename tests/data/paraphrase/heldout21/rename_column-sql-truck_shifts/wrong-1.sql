-- Harbourline food truck fleet: schema, seed data and the nightly reports.

CREATE TABLE trucks (
    plate        TEXT PRIMARY KEY,
    nickname     TEXT NOT NULL,
    cuisine      TEXT NOT NULL,
    tank_litres  REAL NOT NULL DEFAULT 20.0,
    commissioned DATE NOT NULL
);

CREATE TABLE pitches (
    pitch_id     INTEGER PRIMARY KEY,
    name         TEXT NOT NULL UNIQUE,
    district     TEXT NOT NULL,
    daily_fee    REAL NOT NULL
);

CREATE TABLE shifts (
    shift_id     INTEGER PRIMARY KEY,
    plate        TEXT NOT NULL REFERENCES trucks(plate),
    pitch_id     INTEGER NOT NULL REFERENCES pitches(pitch_id),
    shift_date   DATE NOT NULL,
    takings      REAL NOT NULL DEFAULT 0,
    meals_served INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX shifts_by_date ON shifts(shift_date);

INSERT INTO trucks (plate, nickname, cuisine, tank_litres, commissioned) VALUES
    ('HL-TACO-3', 'El Faro', 'mexican', 18.0, '2023-04-01'),
    ('HL-CREPE-1', 'La Marée', 'french', 22.0, '2022-05-14'),
    ('HL-BAO-2', 'Steam Harbour', 'taiwanese', 20.0, '2024-03-09');

INSERT INTO pitches (pitch_id, name, district, daily_fee) VALUES
    (1, 'Quayside Market', 'harbour', 45.0),
    (2, 'Ropewalk Yard', 'old town', 30.0),
    (3, 'University Green', 'north', 25.0);

INSERT INTO shifts (plate, pitch_id, shift_date, takings, meals_served) VALUES
    ('HL-TACO-3', 1, '2026-11-27', 1240.50, 161),
    ('HL-CREPE-1', 2, '2026-11-27', 860.00, 132),
    ('HL-BAO-2', 3, '2026-11-27', 615.25, 88),
    ('HL-TACO-3', 2, '2026-11-28', 990.00, 127),
    ('HL-BAO-2', 1, '2026-11-28', 1105.75, 140);

-- Takings per truck after the pitch fee.
SELECT t.nickname,
       SUM(s.takings) AS gross,
       SUM(s.takings - p.daily_fee) AS net
FROM shifts s
JOIN trucks t ON t.plate = s.plate
JOIN pitches p ON p.pitch_id = s.pitch_id
GROUP BY t.nickname
ORDER BY net DESC;

-- Average spend per cover by district.
SELECT p.district,
       ROUND(SUM(s.takings) / SUM(s.meals_served), 2) AS spend_per_cover
FROM shifts s
JOIN pitches p ON p.pitch_id = s.pitch_id
WHERE s.meals_served > 0
GROUP BY p.district;

-- Best pitch for each truck.
SELECT s.plate, p.name, MAX(s.takings) AS best_takings
FROM shifts s
JOIN pitches p ON p.pitch_id = s.pitch_id
GROUP BY s.plate;

-- Busy days: more than 250 covers across the fleet.
SELECT shift_date, SUM(covers) AS total_covers
FROM shifts
GROUP BY shift_date
HAVING SUM(covers) > 250;
