-- Route-setting database for Pinnacle Yard climbing gym (SQLite).
-- Loaded by the setting team's planner app; seed data below is the current rotation.

PRAGMA foreign_keys = ON;

CREATE TABLE staff (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    role        TEXT NOT NULL CHECK (role IN ('head_setter', 'setter', 'desk', 'coach')),
    started_on  DATE NOT NULL
);

CREATE TABLE walls (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    style       TEXT NOT NULL CHECK (style IN ('boulder', 'lead', 'top_rope', 'auto_belay')),
    lines       INTEGER NOT NULL DEFAULT 0,
    rotation_days INTEGER NOT NULL DEFAULT 42
);

CREATE TABLE routes (
    id          INTEGER PRIMARY KEY,
    wall_id     INTEGER NOT NULL REFERENCES walls(id),
    line_no     INTEGER,
    colour      TEXT NOT NULL,
    grade       TEXT NOT NULL,
    route_setter_id INTEGER NOT NULL REFERENCES staff(id),
    set_on      DATE NOT NULL,
    stripped_on DATE,
    CHECK (stripped_on IS NULL OR stripped_on >= set_on)
);

CREATE INDEX routes_by_setter ON routes (route_setter_id, set_on);
CREATE INDEX routes_live ON routes (wall_id) WHERE stripped_on IS NULL;

CREATE TABLE setter_shifts (
    id          INTEGER PRIMARY KEY,
    setter_id   INTEGER NOT NULL REFERENCES staff(id),
    wall_id     INTEGER NOT NULL REFERENCES walls(id),
    shift_on    DATE NOT NULL,
    hours       REAL NOT NULL CHECK (hours > 0 AND hours <= 10)
);

CREATE TABLE route_feedback (
    route_id    INTEGER NOT NULL REFERENCES routes(id),
    member_no   TEXT NOT NULL,
    stars       INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
    grade_vote  TEXT,
    left_on     DATE NOT NULL,
    PRIMARY KEY (route_id, member_no)
);

-- Routes currently on the walls, oldest first, with who set them.
CREATE VIEW live_routes AS
SELECT r.id, w.name AS wall, r.line_no, r.colour, r.grade, s.name AS setter, r.set_on,
       CAST(julianday('now') - julianday(r.set_on) AS INTEGER) AS days_up
  FROM routes r
  JOIN walls w ON w.id = r.wall_id
  JOIN staff s ON s.id = r.route_setter_id
 WHERE r.stripped_on IS NULL
 ORDER BY r.set_on;

-- How many routes each setter put up per month, for the setting budget.
CREATE VIEW setter_output AS
SELECT r.route_setter_id, strftime('%Y-%m', r.set_on) AS month, COUNT(*) AS routes_set
  FROM routes r
 GROUP BY r.route_setter_id, month;

-- Hours per setter per month, from the shift log.
CREATE VIEW setter_hours AS
SELECT sh.setter_id, strftime('%Y-%m', sh.shift_on) AS month, SUM(sh.hours) AS hours
  FROM setter_shifts sh
 GROUP BY sh.setter_id, month;

CREATE VIEW route_ratings AS
SELECT r.id, r.colour, r.grade, ROUND(AVG(f.stars), 1) AS avg_stars, COUNT(f.stars) AS votes
  FROM routes r
  LEFT JOIN route_feedback f ON f.route_id = r.id
 GROUP BY r.id;

INSERT INTO staff (id, name, role, started_on) VALUES
    (1, 'Maren Oyelaran', 'head_setter', '2019-03-01'),
    (2, 'Tobiah Greenhalgh', 'setter', '2021-06-14'),
    (3, 'Ines Valdrighi', 'setter', '2022-09-05'),
    (4, 'Col Pettigrew', 'desk', '2023-01-09');

INSERT INTO walls (id, name, style, lines, rotation_days) VALUES
    (1, 'The Prow', 'lead', 14, 56),
    (2, 'Slab Cave', 'boulder', 0, 28),
    (3, 'Kids Corner', 'auto_belay', 6, 90),
    (4, 'Overhang North', 'boulder', 0, 28);

INSERT INTO routes (id, wall_id, line_no, colour, grade, route_setter_id, set_on, stripped_on) VALUES
    (101, 1, 3, 'orange', '6b+', 1, '2026-10-20', NULL),
    (102, 1, 4, 'teal', '7a', 2, '2026-10-20', NULL),
    (103, 1, 9, 'white', '5+', 3, '2026-09-02', '2026-10-28'),
    (104, 2, NULL, 'purple', 'V4', 2, '2026-11-10', NULL),
    (105, 2, NULL, 'yellow', 'V1', 3, '2026-11-10', NULL),
    (106, 4, NULL, 'black', 'V7', 1, '2026-11-24', NULL),
    (107, 3, 2, 'green', '4', 3, '2026-08-15', NULL);

INSERT INTO setter_shifts (setter_id, wall_id, shift_on, hours) VALUES
    (1, 1, '2026-10-20', 7.5),
    (2, 1, '2026-10-20', 7.5),
    (2, 2, '2026-11-10', 6.0),
    (3, 2, '2026-11-10', 6.0),
    (1, 4, '2026-11-24', 8.0);

INSERT INTO route_feedback (route_id, member_no, stars, grade_vote, left_on) VALUES
    (101, 'PY-00412', 4, '6b+', '2026-10-25'),
    (101, 'PY-01877', 5, '6c', '2026-10-29'),
    (104, 'PY-00412', 3, 'V3', '2026-11-12'),
    (106, 'PY-02290', 5, 'V7', '2026-11-30');
