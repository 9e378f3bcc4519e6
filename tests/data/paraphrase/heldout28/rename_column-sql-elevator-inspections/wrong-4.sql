-- Elevator maintenance database (SQLite).
CREATE TABLE units (
    unit_id      TEXT PRIMARY KEY,
    building     TEXT NOT NULL,
    manufacturer TEXT NOT NULL,
    installed_on DATE NOT NULL,
    capacity_kg  INTEGER NOT NULL
);

CREATE TABLE inspections (
    inspection_id INTEGER PRIMARY KEY AUTOINCREMENT,
    unit_id       TEXT NOT NULL REFERENCES units(unit_id),
    inspector     TEXT NOT NULL,
    performed_at  DATETIME NOT NULL,
    passed        INTEGER NOT NULL CHECK (passed IN (0, 1)),
    notes         TEXT
);

CREATE TABLE fault_reports (
    report_id    INTEGER PRIMARY KEY AUTOINCREMENT,
    unit_id      TEXT NOT NULL REFERENCES units(unit_id),
    fault_code   TEXT NOT NULL,
    reported_at  DATETIME NOT NULL,
    inspected_at DATETIME
);

CREATE INDEX idx_inspections_unit_time ON inspections (unit_id, performed_at);

CREATE VIEW last_inspection AS
SELECT i.unit_id, MAX(i.performed_at) AS last_inspected_at, u.building
FROM inspections i
JOIN units u ON u.unit_id = i.unit_id
GROUP BY i.unit_id;

INSERT INTO units VALUES ('L-101', 'Harbor Tower', 'Kone', '2011-04-02', 1000);
INSERT INTO inspections (unit_id, inspector, performed_at, passed) VALUES ('L-101', 'mreyes', '2026-10-03 09:15', 1);
