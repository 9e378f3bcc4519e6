-- Veloxa courier: parcel and delivery schema (SQLite).
PRAGMA foreign_keys = ON;

CREATE TABLE riders (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    zone        TEXT NOT NULL,
    vehicle     TEXT NOT NULL CHECK (vehicle IN ('bike', 'cargo_bike', 'ebike'))
);

CREATE TABLE parcels (
    id          TEXT PRIMARY KEY,
    sender      TEXT NOT NULL,
    weight_g    INTEGER NOT NULL CHECK (weight_g > 0),
    express     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE deliveries (
    parcel_id     TEXT PRIMARY KEY REFERENCES parcels(id),
    rider_id      INTEGER NOT NULL REFERENCES riders(id),
    picked_up_at  TEXT NOT NULL,
    delivered_at  TEXT,
    signature     TEXT,
    CHECK (delivered_at IS NULL OR delivered_at >= picked_up_at)
);

-- parcels nobody accepted go back to the depot
CREATE TABLE returns (
    parcel_id   TEXT PRIMARY KEY REFERENCES parcels(id),
    reason      TEXT NOT NULL,
    drop_time   TEXT NOT NULL  -- when it was dropped at the depot counter
);

CREATE INDEX idx_deliveries_drop_time ON deliveries (delivered_at);
CREATE INDEX idx_deliveries_rider ON deliveries (rider_id);

CREATE VIEW rider_week AS
SELECT r.name,
       COUNT(*) AS delivered,
       SUM(p.express) AS express
FROM deliveries d
JOIN riders r ON r.id = d.rider_id
JOIN parcels p ON p.id = d.parcel_id
WHERE d.delivered_at >= date('now', '-7 days')
GROUP BY r.name;

CREATE VIEW open_deliveries AS
SELECT d.parcel_id, d.rider_id, d.picked_up_at
FROM deliveries d
WHERE d.delivered_at IS NULL;
