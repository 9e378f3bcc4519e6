-- Westbrook Leisure Centre: pool bookings schema (SQLite, front-desk server).
-- Applied by deploy/migrate.sh; keep statements idempotent.

PRAGMA foreign_keys = ON;

CREATE TABLE IF NOT EXISTS members (
    member_id      INTEGER PRIMARY KEY,
    card_number    TEXT    NOT NULL UNIQUE,
    first_name     TEXT    NOT NULL,
    last_name      TEXT    NOT NULL,
    birth_date     TEXT,
    concession     TEXT    CHECK (concession IN ('none', 'junior', 'senior', 'student')) DEFAULT 'none',
    joined_on      TEXT    NOT NULL DEFAULT (date('now'))
);

CREATE TABLE IF NOT EXISTS lanes (
    lane_number        INTEGER PRIMARY KEY CHECK (lane_number BETWEEN 1 AND 8),
    pool           TEXT    NOT NULL CHECK (pool IN ('main', 'learner')),
    default_speed  TEXT    NOT NULL CHECK (default_speed IN ('slow', 'medium', 'fast', 'club'))
);

CREATE TABLE IF NOT EXISTS sessions (
    session_id     INTEGER PRIMARY KEY,
    starts_at      TEXT    NOT NULL,
    ends_at        TEXT    NOT NULL,
    kind           TEXT    NOT NULL CHECK (kind IN ('public', 'lanes', 'aquafit', 'club', 'lessons')),
    CHECK (ends_at > starts_at)
);

-- One row per swimmer per session, with the lane the desk allocated.
CREATE TABLE IF NOT EXISTS bookings (
    booking_id     INTEGER PRIMARY KEY,
    reference      TEXT    NOT NULL UNIQUE,
    member_id      INTEGER NOT NULL REFERENCES members(member_id),
    session_id     INTEGER NOT NULL REFERENCES sessions(session_id),
    lane_number        INTEGER REFERENCES lanes(lane_number),
    booked_at      TEXT    NOT NULL DEFAULT (datetime('now')),
    cancelled_at   TEXT,
    paid_pence     INTEGER NOT NULL DEFAULT 0 CHECK (paid_pence >= 0)
);

CREATE INDEX IF NOT EXISTS bookings_session_lane ON bookings (session_id, lane_number);
CREATE INDEX IF NOT EXISTS bookings_member ON bookings (member_id);

-- Closures recorded by the duty manager (fouling, equipment, galas).
CREATE TABLE IF NOT EXISTS lane_closures (
    closure_id     INTEGER PRIMARY KEY,
    lane_number        INTEGER NOT NULL REFERENCES lanes(lane_number),
    session_id     INTEGER NOT NULL REFERENCES sessions(session_id),
    reason         TEXT    NOT NULL,
    recorded_by    TEXT    NOT NULL
);

CREATE TABLE IF NOT EXISTS water_tests (
    test_id        INTEGER PRIMARY KEY,
    pool           TEXT    NOT NULL CHECK (pool IN ('main', 'learner')),
    taken_at       TEXT    NOT NULL,
    free_chlorine  REAL    NOT NULL,
    total_chlorine REAL    NOT NULL,
    ph             REAL    NOT NULL,
    temperature_c  REAL,
    tested_by      TEXT    NOT NULL,
    CHECK (total_chlorine >= free_chlorine)
);

CREATE INDEX IF NOT EXISTS water_tests_pool_time ON water_tests (pool, taken_at);

-- Lifeguard cover per session, filled in from the rota app.
CREATE TABLE IF NOT EXISTS guard_cover (
    session_id     INTEGER NOT NULL REFERENCES sessions(session_id),
    guard_name     TEXT    NOT NULL,
    post           TEXT    NOT NULL CHECK (post IN ('high-chair', 'poolside', 'learner', 'flumes')),
    PRIMARY KEY (session_id, post)
);

-- Lesson registers: one row per child per lesson week.
CREATE TABLE IF NOT EXISTS lesson_attendance (
    member_id      INTEGER NOT NULL REFERENCES members(member_id),
    class_code     TEXT    NOT NULL,
    week_of        TEXT    NOT NULL,
    present        INTEGER NOT NULL DEFAULT 0 CHECK (present IN (0, 1)),
    PRIMARY KEY (member_id, class_code, week_of)
);

-- Live bookings with the lane's speed, for the poolside board.
CREATE VIEW IF NOT EXISTS live_lane_bookings AS
SELECT b.reference,
       m.first_name || ' ' || substr(m.last_name, 1, 1) AS swimmer,
       b.session_id,
       b.lane_number,
       l.default_speed AS speed
FROM bookings b
JOIN members m ON m.member_id = b.member_id
LEFT JOIN lanes l ON l.lane_number = b.lane_number
WHERE b.cancelled_at IS NULL;

-- How full each lane is per session, skipping closed lanes.
CREATE VIEW IF NOT EXISTS lane_load AS
SELECT s.session_id,
       s.starts_at,
       b.lane_number,
       count(*) AS swimmers
FROM bookings b
JOIN sessions s ON s.session_id = b.session_id
WHERE b.cancelled_at IS NULL
  AND NOT EXISTS (
      SELECT 1 FROM lane_closures c
      WHERE c.session_id = b.session_id AND c.lane_number = b.lane_number
  )
GROUP BY s.session_id, b.lane_number;

-- Takings per day for the finance export, in pence.
CREATE VIEW IF NOT EXISTS daily_takings AS
SELECT date(s.starts_at) AS day,
       s.kind,
       sum(b.paid_pence) AS pence,
       count(*) AS bookings
FROM bookings b
JOIN sessions s ON s.session_id = b.session_id
WHERE b.cancelled_at IS NULL
GROUP BY date(s.starts_at), s.kind;

-- Children who missed two or more lessons this term, for the swim school office.
CREATE VIEW IF NOT EXISTS lesson_absences AS
SELECT m.first_name,
       m.last_name,
       a.class_code,
       sum(1 - a.present) AS missed
FROM lesson_attendance a
JOIN members m ON m.member_id = a.member_id
GROUP BY a.member_id, a.class_code
HAVING sum(1 - a.present) >= 2;

-- Water tests outside the PWTAG ranges, newest first.
CREATE VIEW IF NOT EXISTS water_alerts AS
SELECT pool, taken_at, free_chlorine, total_chlorine - free_chlorine AS combined, ph, tested_by
FROM water_tests
WHERE free_chlorine < 1.0
   OR free_chlorine > 3.0
   OR total_chlorine - free_chlorine > 1.0
   OR ph NOT BETWEEN 7.2 AND 7.6
ORDER BY taken_at DESC;

INSERT OR IGNORE INTO lanes (lane_number, pool, default_speed) VALUES
    (1, 'main', 'slow'),
    (2, 'main', 'slow'),
    (3, 'main', 'medium'),
    (4, 'main', 'medium'),
    (5, 'main', 'fast'),
    (6, 'main', 'fast'),
    (7, 'main', 'club'),
    (8, 'learner', 'slow');
