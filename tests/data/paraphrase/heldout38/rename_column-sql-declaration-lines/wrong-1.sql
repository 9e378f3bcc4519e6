-- Schema for the brokerage's declaration store (SQLite).

CREATE TABLE declarations (
    id            INTEGER PRIMARY KEY,
    reference     TEXT NOT NULL UNIQUE,
    importer_eori TEXT NOT NULL,
    lodged_at     TEXT,
    mrn           TEXT
);

CREATE TABLE tariff_rates (
    hs_code    TEXT PRIMARY KEY,
    duty_rate  REAL NOT NULL,
    valid_from TEXT NOT NULL
);

CREATE TABLE declaration_lines (
    id             INTEGER PRIMARY KEY,
    declaration_id INTEGER NOT NULL REFERENCES declarations(id),
    line_no        INTEGER NOT NULL,
    tariff_code    TEXT NOT NULL CHECK (length(tariff_code) = 8),
    description    TEXT NOT NULL,
    value_eur      REAL NOT NULL,
    origin         TEXT NOT NULL,
    UNIQUE (declaration_id, line_no)
);

CREATE INDEX idx_lines_tariff_code ON declaration_lines(tariff_code);

-- duty per line, used by the invoicing job
CREATE VIEW line_duty AS
SELECT d.reference,
       dl.line_no,
       dl.hs_code,
       dl.value_eur,
       round(dl.value_eur * tr.duty_rate, 2) AS duty_eur
FROM declaration_lines dl
JOIN declarations d ON d.id = dl.declaration_id
JOIN tariff_rates tr ON tr.hs_code = dl.hs_code;

INSERT INTO declarations (id, reference, importer_eori) VALUES (1, 'BRK-2026-00417', 'NL812345678');
INSERT INTO tariff_rates VALUES ('61091000', 0.12, '2026-01-01'), ('94036010', 0.027, '2026-01-01');
INSERT INTO declaration_lines (declaration_id, line_no, hs_code, description, value_eur, origin)
VALUES (1, 1, '61091000', 'cotton t-shirts', 1840.00, 'BD'),
       (1, 2, '94036010', 'oak side tables', 960.00, 'VN');

SELECT * FROM line_duty;
