-- Blood bank donation register (SQLite).
CREATE TABLE donor (
    donor_id      INTEGER PRIMARY KEY,
    nhs_number    TEXT NOT NULL UNIQUE,
    abo           TEXT NOT NULL CHECK (abo IN ('O', 'A', 'B', 'AB')),
    rh            TEXT NOT NULL CHECK (rh IN ('+', '-')),
    last_donated  TEXT
);

CREATE TABLE donation (
    donation_id   INTEGER PRIMARY KEY,
    donor_id      INTEGER NOT NULL REFERENCES donor(donor_id),
    unit_number   TEXT NOT NULL UNIQUE,
    bled_at       TEXT NOT NULL,
    volume_ml     INTEGER NOT NULL CHECK (volume_ml BETWEEN 405 AND 495),
    collection_site TEXT NOT NULL
);

CREATE INDEX donation_bled_at ON donation(bled_at);

-- Donations per site in the last 7 days.
CREATE VIEW weekly_site_totals AS
SELECT collection_site, COUNT(*) AS donations, SUM(volume_ml) AS total_volume
FROM donation
WHERE bled_at >= date('now', '-7 days')
GROUP BY collection_site;

-- Donors who may donate again (84 days since last donation).
CREATE VIEW eligible_donors AS
SELECT d.donor_id, d.nhs_number, d.abo || d.rh AS grp
FROM donor d
WHERE d.last_donated IS NULL OR d.last_donated <= date('now', '-84 days');

INSERT INTO donor (donor_id, nhs_number, abo, rh, last_donated) VALUES
    (1, '943 476 5919', 'O', '-', '2026-09-02'),
    (2, '401 023 2137', 'A', '+', NULL);

INSERT INTO donation (donor_id, unit_number, bled_at, volume_ml, collection_site) VALUES
    (1, 'G0714 26 118 311', '2026-09-02 10:14', 470, 'Castle Quay'),
    (2, 'G0714 26 120 004', '2026-11-30 15:40', 455, 'St Aldate''s');
