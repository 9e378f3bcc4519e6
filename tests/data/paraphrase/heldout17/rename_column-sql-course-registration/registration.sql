-- Kellbrook University registrar: course registration schema (SQLite dialect
-- for the advising sandbox; production runs the same DDL on Postgres).
--
-- Status codes
--   sections.status_cd     OPEN, CLOSED, CANCELLED
--   enrollments.status_cd  ENR (enrolled), WL (waitlisted), DROP (dropped in
--                          the add/drop window), WD (withdrawn, shows as W)

PRAGMA foreign_keys = ON;

CREATE TABLE students (
    student_id      TEXT PRIMARY KEY,
    family_name     TEXT NOT NULL,
    given_name      TEXT NOT NULL,
    programme       TEXT NOT NULL,
    credit_cap      INTEGER NOT NULL DEFAULT 18
);

CREATE TABLE courses (
    course_code     TEXT PRIMARY KEY,
    title           TEXT NOT NULL,
    credits         INTEGER NOT NULL CHECK (credits BETWEEN 1 AND 6),
    department      TEXT NOT NULL
);

CREATE TABLE sections (
    crn             TEXT PRIMARY KEY,
    course_code     TEXT NOT NULL REFERENCES courses (course_code),
    term            TEXT NOT NULL,
    instructor      TEXT,
    capacity        INTEGER NOT NULL,
    meeting_days    TEXT NOT NULL,
    start_time      TEXT NOT NULL,
    status_cd       TEXT NOT NULL DEFAULT 'OPEN'
                    CHECK (status_cd IN ('OPEN', 'CLOSED', 'CANCELLED'))
);

CREATE TABLE enrollments (
    enrollment_id     INTEGER PRIMARY KEY,
    student_id        TEXT NOT NULL REFERENCES students (student_id),
    crn               TEXT NOT NULL REFERENCES sections (crn),
    status_cd         TEXT NOT NULL DEFAULT 'ENR'
                      CHECK (status_cd IN ('ENR', 'WL', 'DROP', 'WD')),
    status_changed_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    waitlist_pos      INTEGER,
    grade             TEXT,
    UNIQUE (student_id, crn)
);

CREATE TABLE registration_holds (
    hold_id         INTEGER PRIMARY KEY,
    student_id      TEXT NOT NULL REFERENCES students (student_id),
    reason          TEXT NOT NULL,   -- FIN (bursar), ADV (advisor), LIB (library)
    placed_at       TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
    cleared_at      TEXT
);

CREATE INDEX idx_enrollments_crn_status ON enrollments (crn, status_cd);
CREATE INDEX idx_sections_term ON sections (term, status_cd);

-- keep status_changed_at honest, the add/drop refund rules depend on it
CREATE TRIGGER trg_enrollment_status_change
AFTER UPDATE OF status_cd ON enrollments
WHEN NEW.status_cd <> OLD.status_cd
BEGIN
    UPDATE enrollments
       SET status_changed_at = CURRENT_TIMESTAMP
     WHERE enrollment_id = NEW.enrollment_id;
END;

-- seats taken and left per open section
CREATE VIEW v_section_fill AS
SELECT s.crn,
       s.course_code,
       s.term,
       s.capacity,
       COUNT(CASE WHEN e.status_cd = 'ENR' THEN 1 END) AS enrolled,
       COUNT(CASE WHEN e.status_cd = 'WL' THEN 1 END)  AS waitlisted,
       s.capacity - COUNT(CASE WHEN e.status_cd = 'ENR' THEN 1 END) AS seats_left
  FROM sections s
  LEFT JOIN enrollments e ON e.crn = s.crn
 WHERE s.status_cd <> 'CANCELLED'
 GROUP BY s.crn, s.course_code, s.term, s.capacity;

-- what a student is registered for, with credits, for the advising screen
CREATE VIEW v_student_schedule AS
SELECT e.student_id,
       s.term,
       s.crn,
       c.course_code,
       c.title,
       c.credits,
       s.meeting_days,
       s.start_time,
       e.status_cd
  FROM enrollments e
  JOIN sections s ON s.crn = e.crn
  JOIN courses c ON c.course_code = s.course_code
 WHERE e.status_cd IN ('ENR', 'WL', 'WD');

CREATE VIEW v_waitlist AS
SELECT e.crn, e.student_id, e.waitlist_pos
  FROM enrollments e
 WHERE e.status_cd = 'WL'
 ORDER BY e.crn, e.waitlist_pos;

-- ------------------------------------------------------------------
-- sandbox seed data
-- ------------------------------------------------------------------
INSERT INTO students (student_id, family_name, given_name, programme) VALUES
    ('K2400117', 'Achterberg', 'Liesel', 'BSc Marine Biology'),
    ('K2400342', 'Nwachukwu', 'Obiora', 'BA History'),
    ('K2401009', 'Sandoval', 'Teodora', 'BA History');

INSERT INTO courses (course_code, title, credits, department) VALUES
    ('HIST 214', 'Maritime Empires, 1500-1800', 4, 'History'),
    ('MBIO 120', 'Introduction to Marine Ecology', 3, 'Biology'),
    ('STAT 101', 'Statistics for the Sciences', 3, 'Mathematics');

INSERT INTO sections (crn, course_code, term, instructor, capacity, meeting_days, start_time, status_cd) VALUES
    ('40211', 'HIST 214', '2027SP', 'Okonjo', 2, 'TuTh', '10:30', 'OPEN'),
    ('40318', 'MBIO 120', '2027SP', 'Lindqvist', 30, 'MWF', '09:00', 'OPEN'),
    ('40322', 'STAT 101', '2027SP', NULL, 40, 'MWF', '13:00', 'CANCELLED');

INSERT INTO enrollments (student_id, crn, status_cd, waitlist_pos) VALUES
    ('K2400117', '40318', 'ENR', NULL),
    ('K2400342', '40211', 'ENR', NULL),
    ('K2401009', '40211', 'ENR', NULL),
    ('K2400117', '40211', 'WL', 1);

-- ------------------------------------------------------------------
-- advising reports
-- ------------------------------------------------------------------

-- sections with a waitlist but free seats (someone forgot to promote)
SELECT f.crn, f.course_code, f.seats_left, f.waitlisted
  FROM v_section_fill f
 WHERE f.waitlisted > 0 AND f.seats_left > 0;

-- credit load per student this term, enrolled sections only
SELECT e.student_id, SUM(c.credits) AS credits
  FROM enrollments e
  JOIN sections s ON s.crn = e.crn
  JOIN courses c ON c.course_code = s.course_code
 WHERE s.term = '2027SP' AND e.status_cd = 'ENR'
 GROUP BY e.student_id
 ORDER BY credits DESC;

-- students with an uncleared hold who are still enrolled somewhere
SELECT DISTINCT h.student_id, h.reason
  FROM registration_holds h
  JOIN enrollments e ON e.student_id = h.student_id
 WHERE h.cleared_at IS NULL AND e.status_cd = 'ENR';

-- withdrawals after the add/drop deadline
SELECT student_id, crn, status_changed_at
  FROM enrollments
 WHERE status_cd = 'WD' AND status_changed_at > '2027-02-02';

SELECT * FROM v_student_schedule WHERE student_id = 'K2400117';
SELECT * FROM v_waitlist;
