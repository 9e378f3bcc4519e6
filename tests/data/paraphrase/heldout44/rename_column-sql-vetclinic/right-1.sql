-- Schema for the Tierklinik am Stadtpark practice database (SQLite).
-- Loaded by the practice software at start-up; views are used by the
-- front desk screens and the nightly reports.

PRAGMA foreign_keys = ON;

CREATE TABLE owners (
    id          INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    phone       TEXT NOT NULL,
    email       TEXT,
    address     TEXT,
    created_at  TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE patients (
    id          INTEGER PRIMARY KEY,
    owner_id    INTEGER NOT NULL REFERENCES owners(id),
    name        TEXT NOT NULL,
    species     TEXT NOT NULL CHECK (species IN ('dog', 'cat', 'rabbit', 'ferret')),
    breed       TEXT,
    birth_date  TEXT,
    weight_kg   REAL,           -- last recorded body weight in kg
    neutered    INTEGER NOT NULL DEFAULT 0,
    microchip   TEXT UNIQUE,
    deceased    INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX idx_patients_owner ON patients(owner_id);

CREATE TABLE vets (
    id          INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    initials    TEXT NOT NULL UNIQUE
);

CREATE TABLE appointments (
    id          INTEGER PRIMARY KEY,
    patient_id  INTEGER NOT NULL REFERENCES patients(id),
    vet_id      INTEGER REFERENCES vets(id),
    starts_at   TEXT NOT NULL,
    minutes     INTEGER NOT NULL DEFAULT 15,
    reason      TEXT NOT NULL,
    status      TEXT NOT NULL DEFAULT 'booked'
                CHECK (status IN ('booked', 'arrived', 'done', 'no_show', 'cancelled'))
);

CREATE INDEX idx_appointments_start ON appointments(starts_at);

CREATE TABLE vaccinations (
    id          INTEGER PRIMARY KEY,
    patient_id  INTEGER NOT NULL REFERENCES patients(id),
    vaccine     TEXT NOT NULL,
    batch       TEXT NOT NULL,
    given_on    TEXT NOT NULL,
    valid_until TEXT NOT NULL,
    vet_id      INTEGER REFERENCES vets(id)
);

CREATE INDEX idx_vaccinations_valid ON vaccinations(valid_until);

CREATE TABLE kennel_stays (
    id          INTEGER PRIMARY KEY,
    patient_id  INTEGER NOT NULL REFERENCES patients(id),
    run         TEXT NOT NULL,
    check_in    TEXT NOT NULL,
    check_out   TEXT,
    weight      REAL,           -- weighed at check-in, compared at check-out
    diet_notes  TEXT
);

CREATE TABLE lab_results (
    id          INTEGER PRIMARY KEY,
    patient_id  INTEGER NOT NULL REFERENCES patients(id),
    panel       TEXT NOT NULL,
    analyte     TEXT NOT NULL,
    value       REAL NOT NULL,
    unit        TEXT NOT NULL,
    flagged     INTEGER NOT NULL DEFAULT 0,
    taken_at    TEXT NOT NULL
);

-- Today's appointment list for the front desk.
CREATE VIEW todays_appointments AS
SELECT a.starts_at,
       p.name        AS patient,
       p.species,
       p.weight_kg   AS weight_kg,
       o.full_name   AS owner,
       o.phone,
       v.initials    AS vet,
       a.reason,
       a.status
FROM appointments a
JOIN patients p ON p.id = a.patient_id
JOIN owners o ON o.id = p.owner_id
LEFT JOIN vets v ON v.id = a.vet_id
WHERE date(a.starts_at) = date('now')
ORDER BY a.starts_at;

-- Vaccinations running out in the next 30 days, for the reminder postcards.
CREATE VIEW vaccinations_due AS
SELECT p.id AS patient_id,
       p.name,
       o.full_name,
       o.address,
       vac.vaccine,
       vac.valid_until
FROM vaccinations vac
JOIN patients p ON p.id = vac.patient_id
JOIN owners o ON o.id = p.owner_id
WHERE p.deceased = 0
  AND date(vac.valid_until) BETWEEN date('now') AND date('now', '+30 days');

-- Boarders that lost more than 5% of their check-in weight.
CREATE VIEW kennel_weight_loss AS
SELECT p.name,
       k.run,
       k.weight AS check_in_weight,
       p.weight_kg AS current_weight,
       round(100.0 * (k.weight - p.weight_kg) / k.weight, 1) AS loss_pct
FROM kennel_stays k
JOIN patients p ON p.id = k.patient_id
WHERE k.check_out IS NULL
  AND k.weight IS NOT NULL
  AND p.weight_kg < k.weight * 0.95;

-- Dose sheet helper: patients with a recorded weight and their age in years.
CREATE VIEW patient_dosing AS
SELECT id,
       name,
       species,
       weight_kg AS weight,
       (julianday('now') - julianday(birth_date)) / 365.25 AS age_years
FROM patients
WHERE weight_kg IS NOT NULL
  AND deceased = 0;

-- Seed data for the test practice.
INSERT INTO owners (id, full_name, phone, email, address) VALUES
    (1, 'Brigitte Haslinger', '+43 664 2210 481', 'b.haslinger@example.at', 'Annenstraße 12, 8020 Graz'),
    (2, 'Florian Weißenbacher', '+43 699 1177 302', NULL, 'Grieskai 88, 8020 Graz');

INSERT INTO patients (id, owner_id, name, species, breed, birth_date, weight_kg, neutered, microchip) VALUES
    (1, 1, 'Bruno', 'dog', 'Labrador Retriever', '2019-04-02', 31.4, 1, '040098100112233'),
    (2, 1, 'Mimi', 'cat', 'Europäisch Kurzhaar', '2015-09-17', 4.1, 1, '040098100445566'),
    (3, 2, 'Hoppel', 'rabbit', 'Zwergwidder', '2022-03-30', NULL, 0, NULL);

INSERT INTO vets (id, full_name, initials) VALUES
    (1, 'Dr. Katharina Lindner', 'KL'),
    (2, 'Dr. Stefan Rauch', 'SR');
