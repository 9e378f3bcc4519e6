-- Schema and reporting views for the Lindenhof Film Festival box office (SQLite).
PRAGMA foreign_keys = ON;

CREATE TABLE venues (
    venue_id    TEXT PRIMARY KEY,
    name        TEXT NOT NULL,
    capacity    INTEGER NOT NULL CHECK (capacity > 0),
    accessible  INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE films (
    film_id     TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    director    TEXT NOT NULL,
    runtime_min INTEGER NOT NULL,
    country     TEXT,
    section     TEXT NOT NULL CHECK (section IN ('competition', 'panorama', 'shorts', 'retro'))
);

CREATE TABLE screenings (
    screening_id INTEGER PRIMARY KEY,
    film_id      TEXT NOT NULL REFERENCES films(film_id),
    venue_id     TEXT NOT NULL REFERENCES venues(venue_id),
    begins_at    TEXT NOT NULL,
    price_cents  INTEGER NOT NULL,
    premiere     INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX screenings_by_start ON screenings(starts_at);

CREATE TABLE tickets (
    ticket_id    INTEGER PRIMARY KEY,
    screening_id INTEGER NOT NULL REFERENCES screenings(screening_id),
    seat         TEXT NOT NULL,
    category     TEXT NOT NULL DEFAULT 'standard',
    paid_cents   INTEGER NOT NULL,
    sold_at      TEXT NOT NULL,
    UNIQUE (screening_id, seat)
);

CREATE TABLE side_events (
    event_id     INTEGER PRIMARY KEY,
    title        TEXT NOT NULL,
    venue_id     TEXT REFERENCES venues(venue_id),
    starts_at    TEXT NOT NULL,
    free_entry   INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE refunds (
    refund_id    INTEGER PRIMARY KEY,
    ticket_id    INTEGER NOT NULL REFERENCES tickets(ticket_id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    reason       TEXT NOT NULL,
    refunded_at  TEXT NOT NULL
);

CREATE TABLE jury_votes (
    juror        TEXT NOT NULL,
    film_id      TEXT NOT NULL REFERENCES films(film_id),
    score        INTEGER NOT NULL CHECK (score BETWEEN 1 AND 10),
    cast_at      TEXT NOT NULL,
    PRIMARY KEY (juror, film_id)
);

-- Seats sold and revenue per screening.
CREATE VIEW screening_sales AS
SELECT s.screening_id,
       f.title,
       v.name AS venue,
       s.starts_at,
       COUNT(t.ticket_id) AS sold,
       v.capacity,
       COALESCE(SUM(t.paid_cents), 0) AS revenue_cents
FROM screenings s
JOIN films f ON f.film_id = s.film_id
JOIN venues v ON v.venue_id = s.venue_id
LEFT JOIN tickets t ON t.screening_id = s.screening_id
GROUP BY s.screening_id;

-- Screenings that are at least 95 percent full.
CREATE VIEW nearly_sold_out AS
SELECT screening_id, title, venue, starts_at, sold, capacity
FROM screening_sales
WHERE sold * 100 >= capacity * 95;

-- The day programme: screenings and side events together.
CREATE VIEW day_programme AS
SELECT date(s.starts_at) AS day,
       time(s.starts_at) AS at,
       f.title AS what,
       s.venue_id
FROM screenings s
JOIN films f ON f.film_id = s.film_id
UNION ALL
SELECT date(e.starts_at),
       time(e.starts_at),
       e.title,
       e.venue_id
FROM side_events e
ORDER BY day, at;

-- Jury ranking for the competition section.
CREATE VIEW jury_ranking AS
SELECT f.film_id,
       f.title,
       ROUND(AVG(j.score), 2) AS avg_score,
       COUNT(*) AS votes
FROM jury_votes j
JOIN films f ON f.film_id = j.film_id
WHERE f.section = 'competition'
GROUP BY f.film_id
ORDER BY avg_score DESC;

-- Late screenings (22:00 or later) for the night bus plan.
CREATE VIEW late_screenings AS
SELECT s.screening_id, s.venue_id, s.starts_at
FROM screenings s
WHERE time(s.starts_at) >= '22:00:00';

INSERT INTO venues (venue_id, name, capacity, accessible) VALUES
    ('ROXY', 'Roxy Kino', 412, 1),
    ('KAMMER', 'Kammerkino', 96, 0),
    ('OPENAIR', 'Open Air am Lindenhof', 1200, 1);

INSERT INTO films (film_id, title, director, runtime_min, country, section) VALUES
    ('F-001', 'The Salt Marsh', 'Ines Valtonen', 104, 'FI', 'competition'),
    ('F-017', 'Nine Winters', 'Tomasz Biel', 131, 'PL', 'competition'),
    ('F-022', 'Paper Lanterns', 'Mei Okafor', 88, 'NG', 'panorama'),
    ('F-031', 'Harbour Lights', 'Jonas Reyes', 12, 'PH', 'shorts');

INSERT INTO screenings (screening_id, film_id, venue_id, starts_at, price_cents, premiere) VALUES
    (1, 'F-001', 'ROXY', '2026-06-12 20:30:00', 1550, 1),
    (2, 'F-017', 'KAMMER', '2026-06-13 17:00:00', 1150, 0),
    (3, 'F-022', 'OPENAIR', '2026-06-13 22:15:00', 900, 0),
    (4, 'F-031', 'KAMMER', '2026-06-14 11:00:00', 600, 0);

INSERT INTO side_events (event_id, title, venue_id, starts_at, free_entry) VALUES
    (1, 'Director talk: Ines Valtonen', 'KAMMER', '2026-06-13 14:00:00', 1),
    (2, 'Closing party', NULL, '2026-06-14 23:00:00', 0);

INSERT INTO tickets (screening_id, seat, category, paid_cents, sold_at) VALUES
    (1, 'A1', 'standard', 1550, '2026-05-02 10:12:00'),
    (1, 'A2', 'student', 1085, '2026-05-02 10:12:00'),
    (2, 'C7', 'senior', 863, '2026-06-01 18:40:00');

INSERT INTO refunds (ticket_id, amount_cents, reason, refunded_at) VALUES
    (3, 713, 'customer request', '2026-06-05 12:30:00');

INSERT INTO jury_votes (juror, film_id, score, cast_at) VALUES
    ('A. Marsh', 'F-001', 8, '2026-06-15 09:00:00'),
    ('K. Oyelaran', 'F-001', 7, '2026-06-15 09:05:00'),
    ('A. Marsh', 'F-017', 9, '2026-06-15 09:01:00');
