-- Kestrel Sound booking database (SQLite), vehicle deck part.

CREATE TABLE sailings (
    id          INTEGER PRIMARY KEY,
    route       TEXT NOT NULL,
    departs_at  TEXT NOT NULL,
    vessel      TEXT NOT NULL,
    deck_metres INTEGER NOT NULL DEFAULT 180
);

CREATE TABLE vehicle_bookings (
    id          INTEGER PRIMARY KEY,
    sailing_id  INTEGER NOT NULL REFERENCES sailings(id),
    booking_ref TEXT NOT NULL UNIQUE,
    reg_plate   TEXT NOT NULL,
    length_m    REAL NOT NULL CHECK (length_m > 0),
    lane_code   TEXT,            -- lane letter assigned by the loading officer
    checked_in  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE crew_assignments (
    id          INTEGER PRIMARY KEY,
    sailing_id  INTEGER NOT NULL REFERENCES sailings(id),
    crew_name   TEXT NOT NULL,
    lane_code   TEXT             -- lane the deckhand marshals
);

CREATE INDEX idx_vehicle_bookings_lane ON vehicle_bookings (sailing_id, lane_code);

CREATE VIEW lane_load AS
SELECT b.sailing_id,
       b.lane_code,
       COUNT(*)        AS vehicles,
       SUM(b.length_m) AS metres
FROM vehicle_bookings AS b
WHERE b.lane_code IS NOT NULL
GROUP BY b.sailing_id, b.lane_code;
