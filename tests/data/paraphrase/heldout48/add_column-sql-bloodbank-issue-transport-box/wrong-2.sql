-- Blood bank schema: donors, donations, units, cross-matches and issues.
-- Target: SQLite 3.35+ (also runs on PostgreSQL with minor type changes).

PRAGMA foreign_keys = ON;

CREATE TABLE donor (
    donor_id        INTEGER PRIMARY KEY,
    national_id     TEXT NOT NULL UNIQUE,
    family_name     TEXT NOT NULL,
    given_name      TEXT NOT NULL,
    birth_date      TEXT NOT NULL,
    abo_rh          TEXT NOT NULL CHECK (abo_rh IN ('O-','O+','A-','A+','B-','B+','AB-','AB+')),
    phone           TEXT,
    deferred_until  TEXT,
    created_at      TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);

CREATE TABLE donation (
    donation_id     INTEGER PRIMARY KEY,
    donor_id        INTEGER NOT NULL REFERENCES donor(donor_id),
    collected_at    TEXT NOT NULL,
    site            TEXT NOT NULL,
    volume_ml       INTEGER NOT NULL CHECK (volume_ml BETWEEN 200 AND 550),
    haemoglobin_gdl REAL,
    adverse_event   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blood_unit (
    unit_id         TEXT PRIMARY KEY,
    donation_id     INTEGER NOT NULL REFERENCES donation(donation_id),
    component       TEXT NOT NULL CHECK (component IN ('RBC','PLT','FFP','CRYO')),
    abo_rh          TEXT NOT NULL,
    expires_at      TEXT NOT NULL,
    location        TEXT NOT NULL DEFAULT 'main-fridge',
    status          TEXT NOT NULL DEFAULT 'available'
                    CHECK (status IN ('available','reserved','issued','discarded'))
);

CREATE TABLE crossmatch (
    crossmatch_id   INTEGER PRIMARY KEY,
    unit_id         TEXT NOT NULL REFERENCES blood_unit(unit_id),
    patient_mrn     TEXT NOT NULL,
    sample_id       TEXT NOT NULL,
    method          TEXT NOT NULL DEFAULT 'IAT',
    compatible      INTEGER NOT NULL,
    performed_at    TEXT NOT NULL,
    scientist       TEXT NOT NULL
);

CREATE TABLE issue (
    issue_id        INTEGER PRIMARY KEY,
    unit_id         TEXT NOT NULL UNIQUE REFERENCES blood_unit(unit_id),
    crossmatch_id   INTEGER REFERENCES crossmatch(crossmatch_id),
    ward            TEXT NOT NULL,
    issued_at       TEXT NOT NULL,
    issued_by       TEXT NOT NULL,
    returned_at     TEXT,
    transport_box   TEXT NOT NULL
);

CREATE INDEX idx_donation_donor ON donation(donor_id);
CREATE INDEX idx_unit_status_expiry ON blood_unit(status, expires_at);
CREATE INDEX idx_crossmatch_patient ON crossmatch(patient_mrn);

-- Units that expire within the next three days and are still on the shelf.
CREATE VIEW expiring_units AS
SELECT u.unit_id, u.component, u.abo_rh, u.expires_at, u.location
FROM blood_unit u
WHERE u.status = 'available'
  AND julianday(u.expires_at) - julianday('now') BETWEEN 0 AND 3;

-- Donors who may donate again today.
CREATE VIEW eligible_donors AS
SELECT d.donor_id, d.family_name, d.given_name, d.abo_rh, MAX(n.collected_at) AS last_donation
FROM donor d
LEFT JOIN donation n ON n.donor_id = d.donor_id
WHERE d.deferred_until IS NULL OR d.deferred_until < date('now')
GROUP BY d.donor_id
HAVING last_donation IS NULL OR julianday('now') - julianday(last_donation) >= 84;

-- Sample data for the training environment.
INSERT INTO donor (donor_id, national_id, family_name, given_name, birth_date, abo_rh, phone)
VALUES (1, 'NI-448120', 'Okafor', 'Adaeze', '1988-04-17', 'O-', '+44 7700 900113'),
       (2, 'NI-502977', 'Lindqvist', 'Eira', '1994-11-02', 'A+', NULL),
       (3, 'NI-613045', 'Marchetti', 'Paolo', '1979-06-30', 'B+', '+44 7700 900554');

INSERT INTO donation (donation_id, donor_id, collected_at, site, volume_ml, haemoglobin_gdl)
VALUES (10, 1, '2026-10-02 09:40', 'Northgate', 470, 13.8),
       (11, 2, '2026-10-05 14:15', 'Mobile-3', 450, 14.1),
       (12, 3, '2026-11-20 11:05', 'Northgate', 470, 15.0);

INSERT INTO blood_unit (unit_id, donation_id, component, abo_rh, expires_at)
VALUES ('NG2610-0010R', 10, 'RBC', 'O-', '2026-11-13'),
       ('NG2610-0011R', 11, 'RBC', 'A+', '2026-11-16'),
       ('NG2611-0012P', 12, 'PLT', 'B+', '2026-11-25');

INSERT INTO crossmatch (unit_id, patient_mrn, sample_id, compatible, performed_at, scientist)
VALUES ('NG2610-0011R', 'MRN-0042', 'S-88213', 1, '2026-11-12 08:30', 'R. Haddad');

INSERT INTO issue (unit_id, crossmatch_id, ward, issued_at, issued_by)
VALUES ('NG2610-0011R', 1, 'Ward 7B', '2026-11-12 09:10', 'R. Haddad');

-- Daily stock by group and component.
SELECT abo_rh, component, COUNT(*) AS units
FROM blood_unit
WHERE status = 'available'
GROUP BY abo_rh, component
ORDER BY abo_rh, component;
