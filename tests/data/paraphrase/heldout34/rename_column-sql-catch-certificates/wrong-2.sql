-- Harbour Quay fish market: catch certificates and the auction lots they cover.
PRAGMA foreign_keys = ON;

CREATE TABLE vessel (
    vessel_id     INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    port_letters  TEXT NOT NULL,      -- e.g. PZ 1187
    skipper       TEXT
);

CREATE TABLE catch_certificate (
    cert_no       TEXT PRIMARY KEY,   -- GB-2026-118734
    vessel_id     INTEGER NOT NULL REFERENCES vessel(vessel_id),
    species_code  TEXT NOT NULL CHECK (length(species_code) = 3),
    landed_weight_kg REAL NOT NULL CHECK (landed_weight_kg > 0),
    ices_area     TEXT NOT NULL,
    landed_on     DATE NOT NULL,
    validated     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE auction_lot (
    lot_no        INTEGER PRIMARY KEY,
    cert_no       TEXT NOT NULL REFERENCES catch_certificate(cert_no),
    landed_kg     REAL NOT NULL,      -- weight put up for sale from this certificate
    crates        INTEGER NOT NULL,
    sold_price_kg REAL
);

CREATE INDEX idx_cert_species_weight ON catch_certificate (species_code, landed_kg);

-- Certificates whose lots add up to more fish than was landed: a sign of laundering.
CREATE VIEW over_sold_certificates AS
SELECT c.cert_no,
       c.species_code,
       c.landed_kg        AS certified_kg,
       SUM(l.landed_kg)   AS auctioned_kg
FROM catch_certificate c
JOIN auction_lot l ON l.cert_no = c.cert_no
GROUP BY c.cert_no
HAVING SUM(l.landed_kg) > c.landed_kg;

INSERT INTO vessel (vessel_id, name, port_letters, skipper) VALUES
    (1, 'Gannet Rock', 'PZ 1187', 'Tam Rowe'),
    (2, 'Kittiwake', 'FY 302', 'Lowenna Pascoe');

INSERT INTO catch_certificate (cert_no, vessel_id, species_code, landed_kg, ices_area, landed_on) VALUES
    ('GB-2026-118734', 1, 'HKE', 412.5, '27.7.f', '2026-11-28'),
    ('GB-2026-118802', 2, 'MON', 96.0, '27.7.e', '2026-11-28');

INSERT INTO auction_lot (lot_no, cert_no, landed_kg, crates) VALUES
    (3117, 'GB-2026-118734', 412.5, 22),
    (3118, 'GB-2026-118802', 96.0, 5);
