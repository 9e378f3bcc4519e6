-- Schema of the Lindenhof patient database (SQLite).

CREATE TABLE owners (
    id          INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    phone       TEXT NOT NULL,
    email       TEXT
);

CREATE TABLE patients (
    id          INTEGER PRIMARY KEY,
    owner_id    INTEGER NOT NULL REFERENCES owners(id),
    name        TEXT NOT NULL,
    species     TEXT NOT NULL CHECK (species IN ('dog', 'cat', 'rabbit', 'ferret', 'bird')),
    date_of_birth TEXT,
    weight_kg   REAL
);

CREATE TABLE vaccinations (
    id          INTEGER PRIMARY KEY,
    patient_id  INTEGER NOT NULL REFERENCES patients(id),
    vaccine     TEXT NOT NULL,
    given_on    TEXT NOT NULL,
    batch       TEXT
);

CREATE INDEX idx_patients_owner ON patients(owner_id);
CREATE INDEX idx_vaccinations_patient ON vaccinations(patient_id, given_on);

CREATE VIEW patient_ages AS
SELECT p.id, p.name, o.full_name AS owner,
       CAST((julianday('now') - julianday(p.date_of_birth)) / 365.25 AS INTEGER) AS age_years
FROM patients p JOIN owners o ON o.id = p.owner_id
WHERE p.dob IS NOT NULL;
