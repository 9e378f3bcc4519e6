-- Electoral register schema, municipal elections office.
-- Applied by migrate.sh in order; this file is the full schema for fresh installs.

PRAGMA foreign_keys = ON;

CREATE TABLE wards (
    id          INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    seats       INTEGER NOT NULL CHECK (seats > 0)
);

CREATE TABLE polling_stations (
    id          INTEGER PRIMARY KEY,
    ward_id     INTEGER NOT NULL REFERENCES wards(id),
    name        TEXT NOT NULL,
    address     TEXT NOT NULL,
    accessible  INTEGER NOT NULL DEFAULT 1,
    capacity    INTEGER NOT NULL DEFAULT 2500
);

CREATE TABLE electors (
    id              INTEGER PRIMARY KEY,
    elector_number  TEXT NOT NULL UNIQUE,
    given_names     TEXT NOT NULL,
    surname         TEXT NOT NULL,
    date_of_birth   TEXT NOT NULL,
    address_line1   TEXT NOT NULL,
    address_line2   TEXT,
    postcode        TEXT NOT NULL,
    ward_id         INTEGER NOT NULL REFERENCES wards(id),
    station_id      INTEGER REFERENCES polling_stations(id),
    postal_vote     INTEGER NOT NULL DEFAULT 0,
    opted_out       INTEGER NOT NULL DEFAULT 0,
    registered_on   TEXT NOT NULL DEFAULT (date('now')),
    removed_on      TEXT
);

CREATE INDEX idx_electors_ward ON electors(ward_id);
CREATE INDEX idx_electors_postcode ON electors(postcode);
CREATE INDEX idx_electors_surname ON electors(surname, given_names);

CREATE TABLE applications (
    id              INTEGER PRIMARY KEY,
    received_on     TEXT NOT NULL DEFAULT (date('now')),
    channel         TEXT NOT NULL CHECK (channel IN ('online', 'paper', 'canvass')),
    given_names     TEXT NOT NULL,
    surname         TEXT NOT NULL,
    date_of_birth   TEXT NOT NULL,
    postcode        TEXT NOT NULL,
    nino_verified   INTEGER NOT NULL DEFAULT 0,
    status          TEXT NOT NULL DEFAULT 'pending'
                    CHECK (status IN ('pending', 'approved', 'rejected', 'duplicate')),
    elector_id      INTEGER REFERENCES electors(id)
);

CREATE INDEX idx_applications_status ON applications(status);

CREATE TABLE postal_ballots (
    id              INTEGER PRIMARY KEY,
    elector_id      INTEGER NOT NULL REFERENCES electors(id),
    election_date   TEXT NOT NULL,
    issued_on       TEXT,
    returned_on     TEXT,
    rejected_reason TEXT,
    UNIQUE (elector_id, election_date)
);

-- Household enquiry form visits (annual canvass).
CREATE TABLE canvass_visits (
    id              INTEGER PRIMARY KEY,
    address_line1   TEXT NOT NULL,
    postcode        TEXT NOT NULL,
    visited_on      TEXT NOT NULL,
    canvasser       TEXT NOT NULL,
    outcome         TEXT NOT NULL
                    CHECK (outcome IN ('returned', 'no_answer', 'refused', 'vacant'))
);

CREATE TABLE audit_log (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL DEFAULT (datetime('now')),
    officer     TEXT NOT NULL,
    action      TEXT NOT NULL,
    elector_id  INTEGER REFERENCES electors(id),
    detail      TEXT
);

-- Active electors: on the register and not removed.
CREATE VIEW active_electors AS
SELECT e.*
FROM electors e
WHERE e.removed_on IS NULL;

-- The edited (open) register excludes those who opted out.
CREATE VIEW open_register AS
SELECT e.given_names, e.surname, e.address_line1, e.address_line2, e.postcode, w.name AS ward
FROM active_electors e
JOIN wards w ON w.id = e.ward_id
WHERE e.opted_out = 0
ORDER BY w.name, e.surname, e.given_names;

-- Electors per polling station, for staffing.
CREATE VIEW station_load AS
SELECT s.id, s.name, s.capacity, COUNT(e.id) AS electors,
       SUM(CASE WHEN e.postal_vote = 1 THEN 1 ELSE 0 END) AS postal
FROM polling_stations s
LEFT JOIN active_electors e ON e.station_id = s.id
GROUP BY s.id, s.name, s.capacity;

-- Applications that look like someone already on the register.
CREATE VIEW possible_duplicates AS
SELECT a.id AS application_id, e.id AS elector_id, e.elector_number
FROM applications a
JOIN active_electors e
  ON e.surname = a.surname
 AND e.date_of_birth = a.date_of_birth
 AND e.postcode = a.postcode
WHERE a.status = 'pending';

-- Postal ballots issued but not yet back, per ward.
CREATE VIEW outstanding_postal AS
SELECT w.code, w.name, p.election_date, COUNT(*) AS outstanding
FROM postal_ballots p
JOIN electors e ON e.id = p.elector_id
JOIN wards w ON w.id = e.ward_id
WHERE p.issued_on IS NOT NULL AND p.returned_on IS NULL
GROUP BY w.code, w.name, p.election_date;

CREATE TRIGGER electors_removed
AFTER UPDATE OF removed_on ON electors
WHEN NEW.removed_on IS NOT NULL AND OLD.removed_on IS NULL
BEGIN
    INSERT INTO audit_log (officer, action, elector_id, detail)
    VALUES ('system', 'removed', NEW.id, 'removed on ' || NEW.removed_on);
END;

CREATE TRIGGER applications_approved
AFTER UPDATE OF status ON applications
WHEN NEW.status = 'approved' AND OLD.status <> 'approved'
BEGIN
    INSERT INTO audit_log (officer, action, elector_id, detail)
    VALUES ('system', 'approved', NEW.elector_id, 'application ' || NEW.id);
END;

INSERT INTO wards (code, name, seats) VALUES
    ('N01', 'Northgate', 3),
    ('N02', 'Abbey Fields', 2),
    ('S01', 'Southport Quay', 3),
    ('S02', 'Mill Lane', 2),
    ('E01', 'Eastbrook', 3);

INSERT INTO polling_stations (ward_id, name, address, accessible, capacity) VALUES
    (1, 'Northgate Library', '12 Northgate, XY1 2AB', 1, 2500),
    (1, 'St Anne''s Hall', 'Church Row, XY1 3CD', 0, 1800),
    (2, 'Abbey Fields Primary School', 'School Lane, XY2 1EF', 1, 3000),
    (3, 'Quay Community Centre', '4 Harbour Walk, XY3 4GH', 1, 2500),
    (4, 'Mill Lane Scout Hut', 'Mill Lane, XY4 5IJ', 0, 1200),
    (5, 'Eastbrook Sports Pavilion', 'Brook Park, XY5 6KL', 1, 2800);
