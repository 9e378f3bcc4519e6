-- Linden Street Community Choir: membership, rehearsals and the music library.
-- SQLite schema with a little seed data for the test database.

PRAGMA foreign_keys = ON;

CREATE TABLE voice_parts (
    code        TEXT PRIMARY KEY,           -- S, A, T, B
    name        TEXT NOT NULL,
    sort_order  INTEGER NOT NULL
);

CREATE TABLE members (
    member_id   INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    email       TEXT UNIQUE,
    phone       TEXT,
    part_code   TEXT NOT NULL REFERENCES voice_parts(code),
    joined_on   DATE NOT NULL,
    subs_paid   INTEGER NOT NULL DEFAULT 0 CHECK (subs_paid IN (0, 1))
);

CREATE TABLE venues (
    venue_id    INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    address     TEXT NOT NULL,
    emergency_contact TEXT,
    capacity    INTEGER
);

CREATE TABLE rehearsals (
    rehearsal_id INTEGER PRIMARY KEY,
    held_on      DATE NOT NULL,
    venue_id     INTEGER NOT NULL REFERENCES venues(venue_id),
    starts_at    TEXT NOT NULL DEFAULT '19:30',
    focus        TEXT,
    sectional    TEXT REFERENCES voice_parts(code)   -- NULL for a full rehearsal
);

CREATE TABLE attendance (
    rehearsal_id INTEGER NOT NULL REFERENCES rehearsals(rehearsal_id),
    member_id    INTEGER NOT NULL REFERENCES members(member_id),
    status       TEXT NOT NULL CHECK (status IN ('present', 'apologies', 'absent')),
    PRIMARY KEY (rehearsal_id, member_id)
);

CREATE TABLE scores (
    score_id    INTEGER PRIMARY KEY,
    title       TEXT NOT NULL,
    composer    TEXT NOT NULL,
    voicing     TEXT NOT NULL DEFAULT 'SATB',
    copies      INTEGER NOT NULL CHECK (copies >= 0),
    shelf       TEXT
);

CREATE TABLE loans (
    loan_id     INTEGER PRIMARY KEY,
    score_id    INTEGER NOT NULL REFERENCES scores(score_id),
    member_id   INTEGER NOT NULL REFERENCES members(member_id),
    copies      INTEGER NOT NULL DEFAULT 1,
    lent_on     DATE NOT NULL,
    returned_on DATE
);

CREATE TABLE concerts (
    concert_id  INTEGER PRIMARY KEY,
    performed_on DATE NOT NULL,
    venue_id    INTEGER NOT NULL REFERENCES venues(venue_id),
    title       TEXT NOT NULL,
    ticket_price NUMERIC NOT NULL DEFAULT 12.00
);

CREATE TABLE concert_pieces (
    concert_id  INTEGER NOT NULL REFERENCES concerts(concert_id),
    score_id    INTEGER NOT NULL REFERENCES scores(score_id),
    position    INTEGER NOT NULL,
    PRIMARY KEY (concert_id, position)
);

CREATE INDEX idx_attendance_member ON attendance(member_id);
CREATE INDEX idx_loans_open ON loans(score_id) WHERE returned_on IS NULL;

-- attendance rate per member over all rehearsals they could have come to
CREATE VIEW member_attendance AS
SELECT m.member_id,
       m.full_name,
       m.part_code,
       COUNT(a.rehearsal_id)                                        AS marked,
       SUM(CASE WHEN a.status = 'present' THEN 1 ELSE 0 END)         AS present,
       ROUND(100.0 * SUM(CASE WHEN a.status = 'present' THEN 1 ELSE 0 END)
             / NULLIF(COUNT(a.rehearsal_id), 0), 1)                  AS present_pct
FROM members m
LEFT JOIN attendance a ON a.member_id = m.member_id
GROUP BY m.member_id, m.full_name, m.part_code;

-- copies of each score still on the shelf
CREATE VIEW score_availability AS
SELECT s.score_id,
       s.title,
       s.composer,
       s.copies,
       s.copies - COALESCE(SUM(l.copies), 0) AS on_shelf
FROM scores s
LEFT JOIN loans l ON l.score_id = s.score_id AND l.returned_on IS NULL
GROUP BY s.score_id, s.title, s.composer, s.copies;

-- members who have missed three rehearsals in a row without apologies
CREATE VIEW needs_a_call AS
SELECT m.member_id, m.full_name, m.phone
FROM members m
WHERE 3 <= (
    SELECT COUNT(*)
    FROM attendance a
    JOIN rehearsals r ON r.rehearsal_id = a.rehearsal_id
    WHERE a.member_id = m.member_id
      AND a.status = 'absent'
      AND r.held_on >= DATE('now', '-21 days')
);

INSERT INTO voice_parts (code, name, sort_order) VALUES
    ('S', 'Soprano', 1),
    ('A', 'Alto', 2),
    ('T', 'Tenor', 3),
    ('B', 'Bass', 4);

INSERT INTO venues (venue_id, name, address, capacity) VALUES
    (1, 'St Aldric''s church hall', '14 Linden Street', 80),
    (2, 'Corn Exchange', 'Market Square', 420);

INSERT INTO members (member_id, full_name, email, phone, part_code, joined_on, subs_paid) VALUES
    (1, 'Hester Quayle', 'hester.q@example.org', '07700 900101', 'S', '2019-09-10', 1),
    (2, 'Oluwaseun Bright', 'seun.bright@example.org', NULL, 'T', '2021-01-12', 1),
    (3, 'Marguerite Dallow', NULL, '07700 900233', 'A', '2016-04-19', 0),
    (4, 'Caspar Lindqvist', 'caspar@example.org', '07700 900377', 'B', '2024-09-03', 1),
    (5, 'Niamh Ferris', 'niamh.ferris@example.org', NULL, 'S', '2025-01-14', 0);

INSERT INTO rehearsals (rehearsal_id, held_on, venue_id, focus, sectional) VALUES
    (1, '2027-01-12', 1, 'Fauré Requiem, Introit and Kyrie', NULL),
    (2, '2027-01-19', 1, 'Fauré Requiem, Offertoire', 'T'),
    (3, '2027-01-26', 1, 'Rutter', NULL);

INSERT INTO attendance (rehearsal_id, member_id, status) VALUES
    (1, 1, 'present'), (1, 2, 'present'), (1, 3, 'apologies'), (1, 4, 'present'), (1, 5, 'absent'),
    (2, 2, 'present'),
    (3, 1, 'present'), (3, 3, 'present'), (3, 4, 'absent'), (3, 5, 'absent');

INSERT INTO scores (score_id, title, composer, voicing, copies, shelf) VALUES
    (1, 'Requiem', 'Fauré', 'SATB', 40, 'B2'),
    (2, 'Ave verum corpus', 'Mozart', 'SATB', 32, 'A1'),
    (3, 'The Lamb', 'Tavener', 'SATB', 18, 'C4');

INSERT INTO loans (score_id, member_id, copies, lent_on, returned_on) VALUES
    (1, 1, 1, '2027-01-05', NULL),
    (1, 4, 1, '2027-01-05', NULL),
    (2, 3, 2, '2026-11-20', '2026-12-15');
