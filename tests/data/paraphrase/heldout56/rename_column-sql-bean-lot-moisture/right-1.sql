-- Bean intake schema for the Antwerp roastery.
PRAGMA foreign_keys = ON;

CREATE TABLE origins (
    code        TEXT PRIMARY KEY,          -- country + region, e.g. GH-ASH
    country     TEXT NOT NULL,
    certified   INTEGER NOT NULL DEFAULT 0 -- 1 = Rainforest Alliance or organic
);

CREATE TABLE bean_lots (
    lot_no      TEXT PRIMARY KEY,
    origin_code TEXT NOT NULL REFERENCES origins(code),
    arrived_on  TEXT NOT NULL,             -- ISO date
    sacks       INTEGER NOT NULL CHECK (sacks > 0),
    moisture_pct REAL NOT NULL CHECK (moisture_pct BETWEEN 0 AND 15),
    cut_score   INTEGER NOT NULL CHECK (cut_score BETWEEN 0 AND 100)
);

CREATE INDEX bean_lots_moisture ON bean_lots (moisture_pct);

CREATE TABLE roast_batches (
    batch_no    TEXT PRIMARY KEY,
    lot_no      TEXT NOT NULL REFERENCES bean_lots(lot_no),
    roasted_on  TEXT NOT NULL,
    profile     TEXT NOT NULL,
    moisture    REAL                       -- after roasting, usually 1-2 %
);

CREATE VIEW wet_lots AS
SELECT l.lot_no, o.country, l.moisture_pct
FROM bean_lots AS l
JOIN origins AS o ON o.code = l.origin_code
WHERE l.moisture_pct > 7.5;

INSERT INTO origins (code, country, certified) VALUES
    ('GH-ASH', 'Ghana', 1),
    ('EC-ESM', 'Ecuador', 0),
    ('PE-PIU', 'Peru', 1);

INSERT INTO bean_lots (lot_no, origin_code, arrived_on, sacks, moisture_pct, cut_score) VALUES
    ('L-2611-01', 'GH-ASH', '2026-11-03', 320, 6.9, 86),
    ('L-2611-02', 'EC-ESM', '2026-11-10', 150, 7.8, 79),
    ('L-2611-03', 'PE-PIU', '2026-11-21', 210, 7.1, 91);
