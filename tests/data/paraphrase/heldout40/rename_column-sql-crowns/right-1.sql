-- Schema and reports for the crown tracking database at Fenwick Dental Lab (SQLite).

CREATE TABLE practice (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    postcode    TEXT NOT NULL
);

CREATE TABLE crown (
    id          INTEGER PRIMARY KEY,
    practice_id INTEGER NOT NULL REFERENCES practice(id),
    tooth       INTEGER NOT NULL,
    material    TEXT NOT NULL CHECK (material IN ('zirconia', 'emax', 'pfm')),
    shade_tab   TEXT NOT NULL,
    received_on TEXT NOT NULL,
    promised_on TEXT NOT NULL,
    sent_on     TEXT
);

CREATE INDEX crown_due ON crown(promised_on);

-- crowns still in the lab, oldest due first
CREATE VIEW open_crowns AS
SELECT c.id, p.name AS practice, c.tooth, c.material, c.shade_tab, c.promised_on
FROM crown c JOIN practice p ON p.id = c.practice_id
WHERE c.sent_on IS NULL
ORDER BY c.promised_on;

-- late deliveries per practice this year
CREATE VIEW late_by_practice AS
SELECT p.name, COUNT(*) AS late
FROM crown c JOIN practice p ON p.id = c.practice_id
WHERE c.sent_on > c.promised_on AND c.received_on >= '2027-01-01'
GROUP BY p.name;

INSERT INTO practice (id, name, postcode) VALUES (1, 'Harbour Dental', 'TR18 4AB'), (2, 'Moor View Smiles', 'PL20 6EZ');
INSERT INTO crown (practice_id, tooth, material, shade_tab, received_on, promised_on, sent_on) VALUES
    (1, 36, 'zirconia', 'A2', '2027-01-04', '2027-01-11', '2027-01-10'),
    (2, 11, 'emax', 'B1', '2027-01-05', '2027-01-12', NULL);
