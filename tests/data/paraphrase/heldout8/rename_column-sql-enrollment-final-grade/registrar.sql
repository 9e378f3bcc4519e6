-- Registrar schema (SQLite). Loaded by `make db` for local development and by the
-- integration tests; production runs the same DDL through the migration tool.

PRAGMA foreign_keys = ON;

CREATE TABLE terms (
    id          INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,          -- e.g. 2027SP
    starts_on   DATE NOT NULL,
    ends_on     DATE NOT NULL,
    CHECK (ends_on > starts_on)
);

CREATE TABLE students (
    id              INTEGER PRIMARY KEY,
    student_number  TEXT NOT NULL UNIQUE,
    given_name      TEXT NOT NULL,
    family_name     TEXT NOT NULL,
    email           TEXT NOT NULL UNIQUE,
    program         TEXT,
    enrolled_on     DATE NOT NULL,
    status          TEXT NOT NULL DEFAULT 'active'
                    CHECK (status IN ('active', 'leave', 'graduated', 'withdrawn'))
);

CREATE TABLE courses (
    id          INTEGER PRIMARY KEY,
    code        TEXT NOT NULL UNIQUE,          -- e.g. CS201
    title       TEXT NOT NULL,
    credits     INTEGER NOT NULL CHECK (credits BETWEEN 1 AND 8),
    department  TEXT NOT NULL
);

CREATE TABLE sections (
    id          INTEGER PRIMARY KEY,
    course_id   INTEGER NOT NULL REFERENCES courses(id),
    term_id     INTEGER NOT NULL REFERENCES terms(id),
    label       TEXT NOT NULL,                 -- A, B, C ...
    instructor  TEXT,
    capacity    INTEGER NOT NULL DEFAULT 30,
    UNIQUE (course_id, term_id, label)
);

-- Letter grades and their grade points on the 4.0 scale.
CREATE TABLE grade_points (
    letter      TEXT PRIMARY KEY,
    points      REAL NOT NULL,
    counts_gpa  INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE enrollments (
    id           INTEGER PRIMARY KEY,
    student_id   INTEGER NOT NULL REFERENCES students(id),
    section_id   INTEGER NOT NULL REFERENCES sections(id),
    enrolled_at  TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,
    dropped_at   TIMESTAMP,
    grade        TEXT REFERENCES grade_points(letter),
    UNIQUE (student_id, section_id)
);

CREATE INDEX idx_enrollments_section ON enrollments(section_id);
CREATE INDEX idx_enrollments_grade ON enrollments(grade);

CREATE TABLE assignments (
    id          INTEGER PRIMARY KEY,
    section_id  INTEGER NOT NULL REFERENCES sections(id),
    title       TEXT NOT NULL,
    due_at      TIMESTAMP NOT NULL,
    max_points  REAL NOT NULL CHECK (max_points > 0),
    weight      REAL NOT NULL DEFAULT 1.0
);

CREATE TABLE submissions (
    id             INTEGER PRIMARY KEY,
    assignment_id  INTEGER NOT NULL REFERENCES assignments(id),
    student_id     INTEGER NOT NULL REFERENCES students(id),
    submitted_at   TIMESTAMP NOT NULL,
    grade          REAL,                       -- points, NULL until marked
    late           INTEGER NOT NULL DEFAULT 0,
    UNIQUE (assignment_id, student_id)
);

CREATE INDEX idx_submissions_student ON submissions(student_id);

CREATE TABLE grade_changes (
    id             INTEGER PRIMARY KEY,
    enrollment_id  INTEGER NOT NULL REFERENCES enrollments(id),
    old_letter     TEXT,
    new_letter     TEXT,
    changed_at     TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- Every change to a final letter grade is kept for the registrar's audit.
CREATE TRIGGER trg_enrollments_grade_audit
AFTER UPDATE OF grade ON enrollments
WHEN OLD.grade IS NOT NEW.grade
BEGIN
    INSERT INTO grade_changes (enrollment_id, old_letter, new_letter)
    VALUES (NEW.id, OLD.grade, NEW.grade);
END;

CREATE VIEW v_transcript AS
SELECT s.student_number,
       t.code   AS term,
       c.code   AS course,
       c.title,
       c.credits,
       e.grade
FROM enrollments e
JOIN students s ON s.id = e.student_id
JOIN sections sec ON sec.id = e.section_id
JOIN courses c ON c.id = sec.course_id
JOIN terms t ON t.id = sec.term_id
WHERE e.dropped_at IS NULL
ORDER BY s.student_number, t.starts_on, c.code;

CREATE VIEW v_gpa AS
SELECT e.student_id,
       ROUND(SUM(gp.points * c.credits) / SUM(c.credits), 2) AS gpa,
       SUM(c.credits) AS credits_attempted
FROM enrollments e
JOIN grade_points gp ON gp.letter = e.grade AND gp.counts_gpa = 1
JOIN sections sec ON sec.id = e.section_id
JOIN courses c ON c.id = sec.course_id
WHERE e.dropped_at IS NULL
GROUP BY e.student_id;

CREATE VIEW v_assignment_stats AS
SELECT a.id AS assignment_id,
       a.title,
       COUNT(sub.id)                   AS submitted,
       ROUND(AVG(sub.grade), 1)        AS mean_points,
       SUM(sub.late)                   AS late_count
FROM assignments a
LEFT JOIN submissions sub ON sub.assignment_id = a.id
GROUP BY a.id, a.title;

CREATE VIEW v_section_fill AS
SELECT sec.id AS section_id,
       c.code || '-' || sec.label AS section,
       sec.capacity,
       COUNT(e.id) FILTER (WHERE e.dropped_at IS NULL) AS enrolled
FROM sections sec
JOIN courses c ON c.id = sec.course_id
LEFT JOIN enrollments e ON e.section_id = sec.id
GROUP BY sec.id;

INSERT INTO grade_points (letter, points, counts_gpa) VALUES
    ('A', 4.0, 1), ('A-', 3.7, 1),
    ('B+', 3.3, 1), ('B', 3.0, 1), ('B-', 2.7, 1),
    ('C+', 2.3, 1), ('C', 2.0, 1), ('C-', 1.7, 1),
    ('D', 1.0, 1), ('F', 0.0, 1),
    ('P', 0.0, 0), ('W', 0.0, 0), ('I', 0.0, 0);
