-- Schema for the Tandartspraktijk Molenhoek practice database (SQLite).
-- Times are stored as ISO-8601 text in local time (Europe/Amsterdam).

PRAGMA foreign_keys = ON;

CREATE TABLE patients (
    id              INTEGER PRIMARY KEY,
    bsn             TEXT NOT NULL UNIQUE,
    family_name     TEXT NOT NULL,
    given_names     TEXT NOT NULL,
    birth_date      TEXT NOT NULL,
    mobile          TEXT,
    email           TEXT,
    insurer_uzovi   TEXT,
    reminder_opt_out INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE practitioners (
    id          INTEGER PRIMARY KEY,
    agb_code    TEXT NOT NULL UNIQUE,
    full_name   TEXT NOT NULL,
    role        TEXT NOT NULL CHECK (role IN ('dentist', 'hygienist', 'assistant', 'orthodontist')),
    active      INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE rooms (
    id      INTEGER PRIMARY KEY,
    label   TEXT NOT NULL UNIQUE,
    has_xray INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE appointments (
    id              INTEGER PRIMARY KEY,
    patient_id      INTEGER NOT NULL REFERENCES patients(id),
    practitioner_id INTEGER NOT NULL REFERENCES practitioners(id),
    room_id         INTEGER NOT NULL REFERENCES rooms(id),
    starts_at       TEXT NOT NULL,
    duration_min    INTEGER NOT NULL DEFAULT 20 CHECK (duration_min BETWEEN 5 AND 240),
    treatment       TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'booked'
                    CHECK (status IN ('booked', 'arrived', 'done', 'no_show', 'cancelled')),
    notes           TEXT,
    booked_at       TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE INDEX idx_appointments_practitioner_day ON appointments (practitioner_id, starts_at);
CREATE INDEX idx_appointments_patient ON appointments (patient_id, starts_at DESC);

-- One reminder row per appointment and channel. starts_at is copied from the
-- appointment when the reminder is queued so a moved appointment can be spotted.
CREATE TABLE reminders (
    id              INTEGER PRIMARY KEY,
    appointment_id  INTEGER NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
    channel         TEXT NOT NULL CHECK (channel IN ('sms', 'email', 'letter')),
    starts_at       TEXT NOT NULL,
    queued_at       TEXT NOT NULL DEFAULT (datetime('now')),
    sent_at         TEXT,
    UNIQUE (appointment_id, channel)
);

CREATE TABLE treatments_done (
    id              INTEGER PRIMARY KEY,
    appointment_id  INTEGER NOT NULL REFERENCES appointments(id),
    code            TEXT NOT NULL,          -- NZa performance code, e.g. C11, V21
    tooth           TEXT,
    amount_eur      NUMERIC NOT NULL CHECK (amount_eur >= 0),
    claimed         INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE recall_plans (
    patient_id      INTEGER PRIMARY KEY REFERENCES patients(id),
    risk_band       TEXT NOT NULL CHECK (risk_band IN ('low', 'moderate', 'high')),
    interval_months INTEGER NOT NULL,
    last_cleaning   TEXT
);

-- Day list for the front desk.
CREATE VIEW day_schedule AS
SELECT
    date(a.starts_at)          AS day,
    time(a.starts_at)          AS starts,
    a.duration_min,
    r.label                  AS room,
    pr.full_name             AS practitioner,
    p.family_name || ', ' || p.given_names AS patient,
    a.treatment,
    a.status
FROM appointments a
JOIN rooms r          ON r.id = a.room_id
JOIN practitioners pr ON pr.id = a.practitioner_id
JOIN patients p       ON p.id = a.patient_id
WHERE a.status <> 'cancelled'
ORDER BY a.starts_at, r.label;

-- Reminders whose appointment was moved after they were queued.
CREATE VIEW stale_reminders AS
SELECT rm.id AS reminder_id, rm.channel, rm.starts_at AS reminded_for, a.starts_at AS now_booked_for
FROM reminders rm
JOIN appointments a ON a.id = rm.appointment_id
WHERE rm.sent_at IS NULL
  AND rm.starts_at <> a.starts_at;

-- No-show rate per patient over the last year, for the deposit policy.
CREATE VIEW no_show_rate AS
SELECT
    patient_id,
    COUNT(*)                                             AS appointments,
    SUM(CASE WHEN status = 'no_show' THEN 1 ELSE 0 END)  AS no_shows,
    ROUND(1.0 * SUM(CASE WHEN status = 'no_show' THEN 1 ELSE 0 END) / COUNT(*), 2) AS rate
FROM appointments
WHERE starts_at >= date('now', '-12 months')
  AND status <> 'cancelled'
GROUP BY patient_id;

-- Booked chair time per practitioner and ISO week, for the rota meeting.
CREATE VIEW practitioner_utilisation AS
SELECT
    pr.full_name                       AS practitioner,
    strftime('%Y-W%W', a.starts_at)      AS week,
    SUM(a.duration_min)                AS booked_minutes,
    COUNT(*)                           AS appointments
FROM appointments a
JOIN practitioners pr ON pr.id = a.practitioner_id
WHERE a.status IN ('booked', 'arrived', 'done')
GROUP BY pr.full_name, week;

CREATE TABLE invoices (
    id              INTEGER PRIMARY KEY,
    patient_id      INTEGER NOT NULL REFERENCES patients(id),
    issued_on       TEXT NOT NULL,
    due_on          TEXT NOT NULL,
    total_eur       NUMERIC NOT NULL,
    paid_on         TEXT
);

CREATE TRIGGER appointments_no_overlap
BEFORE INSERT ON appointments
WHEN EXISTS (
    SELECT 1 FROM appointments other
    WHERE other.room_id = NEW.room_id
      AND other.status NOT IN ('cancelled', 'no_show')
      AND other.starts_at < datetime(NEW.starts_at, '+' || NEW.duration_min || ' minutes')
      AND datetime(other.starts_at, '+' || other.duration_min || ' minutes') > NEW.starts_at
)
BEGIN
    SELECT RAISE(ABORT, 'room is already booked at that time');
END;

INSERT INTO rooms (label, has_xray) VALUES ('Behandelkamer 1', 1), ('Behandelkamer 2', 1), ('Mondhygiëne', 0);
INSERT INTO practitioners (agb_code, full_name, role) VALUES
    ('12345678', 'drs. M. de Vries', 'dentist'),
    ('23456789', 'A. Yilmaz', 'hygienist'),
    ('34567890', 'drs. P. Janssens', 'orthodontist');
