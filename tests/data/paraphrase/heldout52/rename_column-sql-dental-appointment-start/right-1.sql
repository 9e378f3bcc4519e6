-- Harrowgate Dental Care: practice database schema (SQLite, one file per site).
-- Applied by the practice server on first start; later changes go in migrations/.

PRAGMA foreign_keys = ON;

CREATE TABLE clinicians (
    clinician_id   INTEGER PRIMARY KEY,
    gdc_number     TEXT    NOT NULL UNIQUE,
    full_name      TEXT    NOT NULL,
    role           TEXT    NOT NULL CHECK (role IN ('dentist', 'hygienist', 'therapist', 'nurse')),
    active         INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE patients (
    patient_id     INTEGER PRIMARY KEY,
    nhs_number     TEXT    UNIQUE,
    full_name      TEXT    NOT NULL,
    birth_date     TEXT    NOT NULL,
    mobile         TEXT,
    email          TEXT,
    exempt_reason  TEXT,
    registered_on  TEXT    NOT NULL DEFAULT (date('now'))
);

CREATE TABLE surgeries (
    surgery_id     INTEGER PRIMARY KEY,
    label          TEXT    NOT NULL UNIQUE,
    has_xray       INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE appointments (
    appointment_id INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients (patient_id),
    clinician_id   INTEGER NOT NULL REFERENCES clinicians (clinician_id),
    surgery_id     INTEGER NOT NULL REFERENCES surgeries (surgery_id),
    starts_at      TEXT    NOT NULL,
    duration_min   INTEGER NOT NULL CHECK (duration_min BETWEEN 5 AND 240),
    kind           TEXT    NOT NULL,
    status         TEXT    NOT NULL DEFAULT 'booked'
                   CHECK (status IN ('booked', 'confirmed', 'arrived', 'completed', 'cancelled', 'dna')),
    notes          TEXT
);

CREATE INDEX idx_appointments_start ON appointments (starts_at);
CREATE INDEX idx_appointments_clinician ON appointments (clinician_id, starts_at);
CREATE INDEX idx_appointments_patient ON appointments (patient_id);

-- Patients waiting for an earlier slot. appt_start here is the slot they already hold,
-- copied at the time they joined the list; it is not kept in sync with appointments.
CREATE TABLE waitlist (
    waitlist_id    INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients (patient_id),
    kind           TEXT    NOT NULL,
    appt_start     TEXT,
    earliest_ok    TEXT    NOT NULL,
    added_on       TEXT    NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE xrays (
    xray_id        INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients (patient_id),
    appointment_id INTEGER REFERENCES appointments (appointment_id),
    modality       TEXT    NOT NULL CHECK (modality IN ('bitewing', 'periapical', 'opg', 'cbct')),
    taken_on       TEXT    NOT NULL,
    image_path     TEXT    NOT NULL,
    legal_hold     INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE treatment_plans (
    plan_id        INTEGER PRIMARY KEY,
    patient_id     INTEGER NOT NULL REFERENCES patients (patient_id),
    clinician_id   INTEGER NOT NULL REFERENCES clinicians (clinician_id),
    agreed_on      TEXT    NOT NULL,
    band           TEXT    CHECK (band IN ('1', '2', '3', 'urgent', 'private')),
    signed         INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE plan_steps (
    plan_id        INTEGER NOT NULL REFERENCES treatment_plans (plan_id),
    step_no        INTEGER NOT NULL,
    procedure_code TEXT    NOT NULL,
    tooth          TEXT,
    fee_pence      INTEGER NOT NULL DEFAULT 0,
    appointment_id INTEGER REFERENCES appointments (appointment_id),
    completed      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (plan_id, step_no)
);

-- Today's list for the reception screen.
CREATE VIEW todays_book AS
SELECT a.appointment_id,
       time(a.starts_at)    AS at,
       s.label              AS surgery,
       c.full_name          AS clinician,
       p.full_name          AS patient,
       a.kind,
       a.status
FROM appointments a
JOIN surgeries s  ON s.surgery_id = a.surgery_id
JOIN clinicians c ON c.clinician_id = a.clinician_id
JOIN patients p   ON p.patient_id = a.patient_id
WHERE date(a.starts_at) = date('now')
  AND a.status <> 'cancelled'
ORDER BY a.starts_at;

-- Patients who did not attend in the last year, for the DNA policy letter.
CREATE VIEW repeat_dna AS
SELECT p.patient_id, p.full_name, COUNT(*) AS missed
FROM appointments a
JOIN patients p ON p.patient_id = a.patient_id
WHERE a.status = 'dna'
  AND a.starts_at >= datetime('now', '-12 months')
GROUP BY p.patient_id, p.full_name
HAVING COUNT(*) >= 2;

-- Waitlist entries that could take a freed slot.
CREATE VIEW waitlist_open AS
SELECT w.waitlist_id, w.patient_id, w.kind, w.earliest_ok, w.appt_start AS currently_booked
FROM waitlist w
WHERE w.appt_start IS NULL OR w.appt_start > w.earliest_ok
ORDER BY w.added_on;

-- Plan steps still to do, with their booked slot if any.
CREATE VIEW outstanding_steps AS
SELECT tp.plan_id, tp.patient_id, ps.step_no, ps.procedure_code, ps.tooth,
       a.starts_at AS booked_for
FROM plan_steps ps
JOIN treatment_plans tp ON tp.plan_id = ps.plan_id
LEFT JOIN appointments a ON a.appointment_id = ps.appointment_id
WHERE ps.completed = 0
ORDER BY tp.plan_id, ps.step_no;

CREATE TRIGGER appointments_no_double_booking
BEFORE INSERT ON appointments
WHEN EXISTS (
    SELECT 1 FROM appointments o
    WHERE o.surgery_id = NEW.surgery_id
      AND o.status NOT IN ('cancelled', 'dna')
      AND NEW.starts_at < datetime(o.starts_at, '+' || o.duration_min || ' minutes')
      AND o.starts_at < datetime(NEW.starts_at, '+' || NEW.duration_min || ' minutes')
)
BEGIN
    SELECT RAISE(ABORT, 'surgery already booked for that time');
END;

-- Who changed what, for the CQC inspection trail.
CREATE TABLE audit_log (
    audit_id       INTEGER PRIMARY KEY,
    happened_at    TEXT    NOT NULL DEFAULT (datetime('now')),
    staff_login    TEXT    NOT NULL,
    table_name     TEXT    NOT NULL,
    row_id         INTEGER NOT NULL,
    action         TEXT    NOT NULL CHECK (action IN ('insert', 'update', 'delete'))
);

INSERT INTO surgeries (label, has_xray) VALUES ('Surgery 1', 1), ('Surgery 2', 1), ('Surgery 3', 0), ('Hygiene', 0);
