-- Willowbank Veterinary Clinic: practice database (SQLite).
-- Loaded by the front-desk app on first start and by the nightly test restore.

PRAGMA foreign_keys = ON;

CREATE TABLE owners (
    id            INTEGER PRIMARY KEY,
    surname       TEXT NOT NULL,
    first_name    TEXT,
    phone         TEXT NOT NULL,
    email         TEXT,
    reminders_ok  INTEGER NOT NULL DEFAULT 1,
    created_at    TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE patients (
    id            INTEGER PRIMARY KEY,
    chart_no      TEXT NOT NULL UNIQUE,
    owner_id      INTEGER NOT NULL REFERENCES owners(id),
    name          TEXT NOT NULL,
    species       TEXT NOT NULL CHECK (species IN ('canine', 'feline', 'lagomorph', 'avian', 'reptile', 'other')),
    breed         TEXT,
    born_on       TEXT,
    neutered      INTEGER NOT NULL DEFAULT 0,
    deceased_on   TEXT
);

CREATE TABLE vets (
    id            INTEGER PRIMARY KEY,
    initials      TEXT NOT NULL UNIQUE,
    full_name     TEXT NOT NULL,
    rcvs_number   TEXT NOT NULL UNIQUE,
    active        INTEGER NOT NULL DEFAULT 1
);

-- who is on duty in which consult room; one row per half-day session
CREATE TABLE rota (
    id            INTEGER PRIMARY KEY,
    vet_id        INTEGER NOT NULL REFERENCES vets(id),
    day           TEXT NOT NULL,
    session       TEXT NOT NULL CHECK (session IN ('am', 'pm', 'ooh')),
    room          TEXT NOT NULL,
    UNIQUE (day, session, room)
);

CREATE TABLE appointments (
    id            INTEGER PRIMARY KEY,
    patient_id    INTEGER NOT NULL REFERENCES patients(id),
    clinician_id  INTEGER NOT NULL REFERENCES vets(id),
    starts_at     TEXT NOT NULL,
    minutes       INTEGER NOT NULL DEFAULT 15,
    reason        TEXT NOT NULL,
    status        TEXT NOT NULL DEFAULT 'booked'
                  CHECK (status IN ('booked', 'waiting', 'in_consult', 'done', 'cancelled', 'no_show'))
);

CREATE TABLE treatments (
    id              INTEGER PRIMARY KEY,
    appointment_id  INTEGER NOT NULL REFERENCES appointments(id),
    code            TEXT NOT NULL,
    description     TEXT NOT NULL,
    quantity        REAL NOT NULL DEFAULT 1,
    unit_price      REAL NOT NULL
);

CREATE TABLE invoices (
    id              INTEGER PRIMARY KEY,
    owner_id        INTEGER NOT NULL REFERENCES owners(id),
    number          TEXT NOT NULL UNIQUE,
    issued_on       TEXT NOT NULL,
    total           REAL NOT NULL,
    paid            INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE vaccinations (
    id              INTEGER PRIMARY KEY,
    patient_id      INTEGER NOT NULL REFERENCES patients(id),
    vaccine         TEXT NOT NULL,
    batch_no        TEXT NOT NULL,
    given_on        TEXT NOT NULL,
    next_due_on     TEXT
);

CREATE INDEX idx_patients_owner ON patients(owner_id);
CREATE INDEX idx_vaccinations_due ON vaccinations(next_due_on);
CREATE INDEX idx_rota_day ON rota(day, session);
CREATE INDEX idx_appointments_vet_day ON appointments(clinician_id, starts_at);
CREATE INDEX idx_treatments_appointment ON treatments(appointment_id);

-- the front desk's "today" screen
CREATE VIEW todays_list AS
SELECT a.starts_at,
       p.chart_no,
       p.name AS patient,
       o.surname AS owner,
       v.initials AS vet,
       a.reason,
       a.status
FROM appointments a
JOIN patients p ON p.id = a.patient_id
JOIN owners o ON o.id = p.owner_id
JOIN vets v ON v.id = a.clinician_id
WHERE date(a.starts_at) = date('now')
  AND a.status <> 'cancelled'
ORDER BY a.starts_at;

-- consults per vet and month, for the clinical director's report
CREATE VIEW consults_per_vet AS
SELECT v.initials,
       strftime('%Y-%m', a.starts_at) AS month,
       count(*) AS consults,
       sum(a.minutes) AS minutes
FROM appointments a
JOIN vets v ON v.id = a.clinician_id
WHERE a.status = 'done'
GROUP BY v.initials, month;

-- rota coverage: sessions per vet and week
CREATE VIEW rota_load AS
SELECT r.vet_id,
       strftime('%Y-%W', r.day) AS week,
       count(*) AS sessions
FROM rota r
GROUP BY r.vet_id, week;

INSERT INTO owners (id, surname, first_name, phone, email) VALUES
    (1, 'Okafor', 'Miriam', '01632 960114', 'm.okafor@example.org'),
    (2, 'Lindqvist', 'Per', '01632 960287', NULL),
    (3, 'Haddad', 'Samir', '01632 960533', 'samir.h@example.org');

INSERT INTO patients (id, chart_no, owner_id, name, species, breed, born_on, neutered) VALUES
    (1, 'W-10442', 1, 'Biscuit', 'canine', 'Border Terrier', '2019-04-02', 1),
    (2, 'W-10871', 2, 'Mackerel', 'feline', 'Domestic Shorthair', '2021-08-15', 1),
    (3, 'W-11020', 3, 'Clover', 'lagomorph', 'Netherland Dwarf', '2023-02-11', 0);

INSERT INTO vets (id, initials, full_name, rcvs_number) VALUES
    (1, 'AHB', 'Dr Ada Hollis-Brandt', '7731204'),
    (2, 'TK', 'Dr Tomasz Kowal', '7812960');

INSERT INTO vaccinations (patient_id, vaccine, batch_no, given_on, next_due_on) VALUES
    (1, 'DHPPi', 'NBV-22871', '2023-12-04', '2026-12-04'),
    (1, 'leptospirosis', 'L4-90114', '2025-12-04', '2026-12-04'),
    (2, 'feline_enteritis', 'FE-11502', '2024-09-20', '2027-09-20');

INSERT INTO rota (vet_id, day, session, room) VALUES
    (1, '2026-12-07', 'am', 'Consult 1'),
    (2, '2026-12-07', 'am', 'Consult 2'),
    (2, '2026-12-07', 'pm', 'Consult 1');

INSERT INTO appointments (id, patient_id, clinician_id, starts_at, minutes, reason, status) VALUES
    (1, 1, 1, '2026-12-07 09:00', 15, 'booster DHPPi + lepto', 'booked'),
    (2, 2, 2, '2026-12-07 09:15', 20, 'weight loss, bloods', 'booked');
