-- Permit schema and reports for the Quayside car park back office (SQLite).

CREATE TABLE holders (
    id          INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    email       TEXT NOT NULL UNIQUE,
    company     TEXT
);

CREATE TABLE permits (
    id          INTEGER PRIMARY KEY,
    holder_id   INTEGER NOT NULL REFERENCES holders (id),
    plate       TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('resident', 'staff', 'contractor')),
    level_from  INTEGER NOT NULL DEFAULT 0,
    starts      TEXT NOT NULL,
    valid_until TEXT NOT NULL,
    revoked     INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX permits_expires_idx ON permits (valid_until);
CREATE UNIQUE INDEX permits_plate_idx ON permits (plate, starts);

-- Day passes sold at the kiosk; they have their own expiry and are not renewed.
CREATE TABLE visitor_passes (
    code        TEXT PRIMARY KEY,
    plate       TEXT NOT NULL,
    issued      TEXT NOT NULL,
    valid_until TEXT NOT NULL
);

CREATE VIEW active_permits AS
SELECT p.id, p.plate, p.kind, h.full_name, p.valid_until
FROM permits p
JOIN holders h ON h.id = p.holder_id
WHERE p.revoked = 0
  AND date('now') BETWEEN p.starts AND p.valid_until;

-- Renewal reminders: permits running out in the next two weeks.
SELECT h.email, p.plate, p.valid_until
FROM permits p
JOIN holders h ON h.id = p.holder_id
WHERE p.revoked = 0
  AND p.valid_until < date('now', '+14 days')
ORDER BY p.valid_until;

-- Visitor passes still valid right now.
SELECT code, plate FROM visitor_passes WHERE valid_until >= datetime('now');
