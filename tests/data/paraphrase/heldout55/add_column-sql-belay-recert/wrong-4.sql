-- Basalt Works membership database (SQLite).
PRAGMA foreign_keys = ON;

CREATE TABLE members (
    id          INTEGER PRIMARY KEY,
    full_name   TEXT    NOT NULL,
    email       TEXT    UNIQUE,
    joined_on   DATE    NOT NULL,
    birth_year  INTEGER
);

CREATE TABLE belay_certs (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    level       TEXT    NOT NULL CHECK (level IN ('top_rope', 'lead')),
    issued_on   DATE    NOT NULL,
    recert_due  DATE,
    examiner    TEXT    NOT NULL
);

CREATE TABLE day_passes (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER REFERENCES members(id),
    visitor     TEXT    NOT NULL,
    sold_on     DATE    NOT NULL,
    price_cents INTEGER NOT NULL
);

CREATE INDEX day_passes_sold_on ON day_passes(sold_on);

CREATE TABLE staff (
    initials    TEXT    PRIMARY KEY,
    full_name   TEXT    NOT NULL,
    role        TEXT    NOT NULL CHECK (role IN ('desk', 'setter', 'instructor', 'manager')),
    started_on  DATE    NOT NULL,
    active      INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE walls (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL UNIQUE,
    style       TEXT    NOT NULL CHECK (style IN ('bouldering', 'rope')),
    height_m    REAL,
    anchors     INTEGER
);

CREATE TABLE routes (
    id          INTEGER PRIMARY KEY,
    wall_id     INTEGER NOT NULL REFERENCES walls(id),
    name        TEXT    NOT NULL,
    grade       TEXT    NOT NULL,
    hold_color  TEXT,
    setter      TEXT    REFERENCES staff(initials),
    set_on      DATE    NOT NULL,
    stripped_on DATE
);

CREATE INDEX routes_wall ON routes(wall_id);
CREATE INDEX routes_set_on ON routes(set_on);

CREATE TABLE route_ticks (
    member_id   INTEGER NOT NULL REFERENCES members(id),
    route_id    INTEGER NOT NULL REFERENCES routes(id),
    ticked_on   DATE    NOT NULL,
    style       TEXT    NOT NULL CHECK (style IN ('flash', 'redpoint', 'toprope')),
    PRIMARY KEY (member_id, route_id, ticked_on)
);

CREATE TABLE memberships (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    plan        TEXT    NOT NULL CHECK (plan IN ('monthly', 'annual', 'punch10')),
    starts_on   DATE    NOT NULL,
    ends_on     DATE,
    frozen      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE gear_rentals (
    id          INTEGER PRIMARY KEY,
    pass_id     INTEGER REFERENCES day_passes(id),
    member_id   INTEGER REFERENCES members(id),
    item        TEXT    NOT NULL CHECK (item IN ('shoes', 'harness', 'chalk', 'belay_device')),
    size        TEXT,
    out_at      TIMESTAMP NOT NULL,
    back_at     TIMESTAMP
);

CREATE TABLE waivers (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER REFERENCES members(id),
    visitor     TEXT,
    signed_on   DATE    NOT NULL,
    guardian    TEXT,
    CHECK (member_id IS NOT NULL OR visitor IS NOT NULL)
);

CREATE TABLE comps (
    id          INTEGER PRIMARY KEY,
    title       TEXT    NOT NULL,
    held_on     DATE    NOT NULL,
    entry_cents INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE comp_entries (
    comp_id     INTEGER NOT NULL REFERENCES comps(id),
    member_id   INTEGER NOT NULL REFERENCES members(id),
    category    TEXT    NOT NULL CHECK (category IN ('youth', 'open', 'masters')),
    score       INTEGER,
    PRIMARY KEY (comp_id, member_id)
);

-- Routes still up, oldest first; the setting crew's strip list.
CREATE VIEW standing_routes AS
SELECT r.id, w.name AS wall, r.name, r.grade, r.set_on
FROM routes r
JOIN walls w ON w.id = r.wall_id
WHERE r.stripped_on IS NULL
ORDER BY r.set_on;

-- Current certs per member, newest first; the desk tablet reads this view.
CREATE VIEW current_certs AS
SELECT m.full_name, c.level, c.issued_on, c.examiner
FROM belay_certs c
JOIN members m ON m.id = c.member_id
ORDER BY m.full_name, c.issued_on DESC;

INSERT INTO staff (initials, full_name, role, started_on) VALUES
    ('RK', 'Rin Kaneshiro', 'setter', '2022-05-01'),
    ('MJ', 'Maya Jorgensen', 'instructor', '2023-02-11'),
    ('PV', 'Priya Vellanki', 'desk', '2024-08-19');

INSERT INTO walls (id, name, style, height_m, anchors) VALUES
    (1, 'cave', 'bouldering', 4.2, NULL),
    (2, 'slab', 'rope', 13.5, 9),
    (3, 'prow', 'rope', 14.0, 7);

INSERT INTO members (id, full_name, email, joined_on, birth_year) VALUES
    (1, 'Ines Okafor', 'ines@example.org', '2024-03-02', 1991),
    (2, 'Tomasz Wrobel', NULL, '2025-01-17', 2008);

INSERT INTO routes (wall_id, name, grade, hold_color, setter, set_on) VALUES
    (1, 'Basalt Bloom', 'V4', 'teal', 'RK', '2025-01-06'),
    (2, 'Long Division', '5.10b', 'orange', 'RK', '2024-12-16'),
    (3, 'Prow Bound', '5.11a', 'black', 'RK', '2025-01-13');

INSERT INTO belay_certs (member_id, level, issued_on, examiner) VALUES
    (1, 'top_rope', '2024-03-02', 'RK'),
    (1, 'lead', '2024-09-14', 'RK'),
    (2, 'top_rope', '2025-01-17', 'MJ');
