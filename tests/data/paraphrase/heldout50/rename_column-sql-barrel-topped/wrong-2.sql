-- Clos Verdier cellar database: schema, seed data and reporting views.
-- Load with: sqlite3 cellar.db < cellar.sql
-- Dates are ISO-8601 text; volumes in litres.
-- Maintainer: Margaux Fabre (cellar office)
PRAGMA foreign_keys = ON;

CREATE TABLE cuvee (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL UNIQUE,
    grape       TEXT NOT NULL,
    parcel      TEXT
);

CREATE TABLE barrel (
    id            INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    cuvee_id      INTEGER NOT NULL REFERENCES cuvee(id),
    vintage       INTEGER NOT NULL CHECK (vintage BETWEEN 1990 AND 2100),
    cooperage     TEXT NOT NULL,
    capacity_l    REAL NOT NULL DEFAULT 225,
    filled_on     TEXT NOT NULL,
    last_topped_on TEXT
);

CREATE TABLE topping (
    id          INTEGER PRIMARY KEY,
    barrel_id   INTEGER NOT NULL REFERENCES barrel(id),
    last_topped_on TEXT NOT NULL,
    litres      REAL NOT NULL CHECK (litres > 0),
    topped_by   TEXT NOT NULL
);

CREATE TABLE tasting (
    id          INTEGER PRIMARY KEY,
    barrel_id   INTEGER NOT NULL REFERENCES barrel(id),
    tasted_on   TEXT NOT NULL,
    taster      TEXT NOT NULL,
    score       REAL CHECK (score BETWEEN 0 AND 20),
    note        TEXT
);

CREATE TABLE bottling (
    id            INTEGER PRIMARY KEY,
    barrel_id     INTEGER NOT NULL REFERENCES barrel(id),
    bottled_on    TEXT NOT NULL,
    bottles_75cl  INTEGER NOT NULL DEFAULT 0,
    magnums       INTEGER NOT NULL DEFAULT 0,
    lot_number    TEXT NOT NULL UNIQUE
);

CREATE TABLE rack (
    id          INTEGER PRIMARY KEY,
    aisle       TEXT NOT NULL,
    bay         INTEGER NOT NULL,
    capacity    INTEGER NOT NULL CHECK (capacity > 0)
);

CREATE TABLE rack_stock (
    rack_id     INTEGER NOT NULL REFERENCES rack(id),
    bottling_id INTEGER NOT NULL REFERENCES bottling(id),
    bottles     INTEGER NOT NULL CHECK (bottles >= 0),
    PRIMARY KEY (rack_id, bottling_id)
);

CREATE INDEX topping_by_barrel ON topping(barrel_id, last_topped_on);
CREATE INDEX tasting_by_barrel ON tasting(barrel_id, tasted_on);

INSERT INTO cuvee (id, name, grape, parcel) VALUES
    (1, 'Les Cailloux', 'Syrah', 'Combe Basse'),
    (2, 'Vieilles Vignes', 'Grenache', 'Le Plateau'),
    (3, 'Blanc de Roche', 'Marsanne', NULL);

INSERT INTO barrel (id, code, cuvee_id, vintage, cooperage, capacity_l, filled_on, last_topped_on) VALUES
    (1, 'CV-19-01', 1, 2019, 'Taransaud', 225, '2019-11-04', '2027-01-18'),
    (2, 'CV-19-02', 1, 2019, 'Taransaud', 225, '2019-11-04', '2027-01-18'),
    (3, 'CV-21-07', 2, 2021, 'Seguin Moreau', 228, '2021-10-22', '2027-01-02'),
    (4, 'CV-22-11', 3, 2022, 'Damy', 500, '2022-10-15', NULL);

INSERT INTO topping (barrel_id, last_topped_on, litres, topped_by) VALUES
    (1, '2027-01-18', 1.2, 'Margaux'),
    (2, '2027-01-18', 0.9, 'Margaux'),
    (3, '2027-01-02', 1.6, 'Lucien');

INSERT INTO tasting (barrel_id, tasted_on, taster, score, note) VALUES
    (1, '2027-01-20', 'Lucien', 16.5, 'dark fruit, firm tannin'),
    (3, '2027-01-20', 'Lucien', 15.0, 'garrigue, a touch hot'),
    (4, '2027-01-21', 'Margaux', 14.5, 'reductive, needs air');

INSERT INTO bottling (id, barrel_id, bottled_on, bottles_75cl, magnums, lot_number) VALUES
    (1, 1, '2027-01-25', 288, 6, 'L19CAI01'),
    (2, 2, '2027-01-25', 290, 4, 'L19CAI02');

INSERT INTO rack (id, aisle, bay, capacity) VALUES
    (1, 'A', 1, 600),
    (2, 'A', 2, 600),
    (3, 'B', 1, 240);

INSERT INTO rack_stock (rack_id, bottling_id, bottles) VALUES
    (1, 1, 288),
    (2, 2, 250),
    (3, 2, 40);

-- Barrels in need of topping: never topped, or not for three weeks.
CREATE VIEW topping_due AS
SELECT b.code, c.name AS cuvee, b.vintage, b.last_topped_on
FROM barrel b
JOIN cuvee c ON c.id = b.cuvee_id
WHERE b.last_topped_on IS NULL
   OR julianday('2027-02-01') - julianday(b.last_topped_on) >= 21
ORDER BY b.last_topped_on IS NOT NULL, b.last_topped_on;

-- Litres used for topping per cuvee and vintage.
CREATE VIEW topping_totals AS
SELECT c.name AS cuvee, b.vintage, ROUND(SUM(t.litres), 1) AS litres, COUNT(*) AS toppings
FROM topping t
JOIN barrel b ON b.id = t.barrel_id
JOIN cuvee c ON c.id = b.cuvee_id
GROUP BY c.name, b.vintage
ORDER BY c.name, b.vintage;

-- Latest tasting score per barrel.
CREATE VIEW latest_scores AS
SELECT b.code, b.vintage, t.taster, t.score, t.note
FROM tasting t
JOIN barrel b ON b.id = t.barrel_id
WHERE t.tasted_on = (SELECT MAX(t2.tasted_on) FROM tasting t2 WHERE t2.barrel_id = t.barrel_id)
ORDER BY t.score DESC;

-- Barrels per cooperage, for the next order.
CREATE VIEW cooperage_mix AS
SELECT cooperage, COUNT(*) AS barrels, SUM(capacity_l) AS litres
FROM barrel
GROUP BY cooperage
ORDER BY barrels DESC;

-- Angel's share estimate: topping litres as a share of barrel capacity.
CREATE VIEW angels_share AS
SELECT b.code,
       ROUND(100.0 * COALESCE(SUM(t.litres), 0) / b.capacity_l, 2) AS pct_lost
FROM barrel b
LEFT JOIN topping t ON t.barrel_id = b.id
GROUP BY b.id
ORDER BY pct_lost DESC;

-- Free places per rack.
CREATE VIEW rack_space AS
SELECT r.aisle || r.bay AS rack, r.capacity - COALESCE(SUM(s.bottles), 0) AS free
FROM rack r
LEFT JOIN rack_stock s ON s.rack_id = r.id
GROUP BY r.id
ORDER BY free DESC;
