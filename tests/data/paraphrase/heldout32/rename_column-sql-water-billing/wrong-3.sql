-- Eastbrook Water Utility: billing schema (SQLite build used by the
-- customer-service laptops; the Postgres build is generated from this file).

PRAGMA foreign_keys = ON;

CREATE TABLE accounts (
    account_no      TEXT PRIMARY KEY,
    holder_name     TEXT NOT NULL,
    service_address TEXT NOT NULL,
    zone            TEXT NOT NULL CHECK (zone IN ('north', 'south', 'hill')),
    tariff          TEXT NOT NULL DEFAULT 'domestic',
    opened_on       TEXT NOT NULL,
    closed_on       TEXT
);

CREATE TABLE meters (
    meter_id     TEXT PRIMARY KEY,
    account_no   TEXT NOT NULL REFERENCES accounts (account_no),
    size_mm      INTEGER NOT NULL DEFAULT 15,
    installed_on TEXT NOT NULL,
    removed_on   TEXT
);

CREATE TABLE meter_reads (
    meter_id  TEXT NOT NULL REFERENCES meters (meter_id),
    read_on   TEXT NOT NULL,
    litres    INTEGER NOT NULL CHECK (litres >= 0),
    estimated INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (meter_id, read_on)
);

CREATE TABLE tariff_bands (
    tariff          TEXT NOT NULL,
    band            INTEGER NOT NULL,
    max_usage_m3    REAL,               -- NULL for the open-ended top band
    price_per_m3    REAL NOT NULL,
    PRIMARY KEY (tariff, band)
);

CREATE TABLE bills (
    bill_id      INTEGER PRIMARY KEY,
    account_no   TEXT NOT NULL REFERENCES accounts (account_no),
    period_start TEXT NOT NULL,
    period_end   TEXT NOT NULL,
    consumption_m3 REAL NOT NULL CHECK (consumption_m3 >= 0),
    standing_eur REAL NOT NULL,
    volume_eur   REAL NOT NULL,
    issued_on    TEXT,
    paid_on      TEXT
);

CREATE INDEX bills_account_period ON bills (account_no, period_start);
CREATE INDEX bills_high_usage ON bills (consumption_m3) WHERE consumption_m3 > 60;

-- credits granted after a customer repairs a leak on their side of the meter
CREATE TABLE leak_adjustments (
    adjustment_id INTEGER PRIMARY KEY,
    bill_id       INTEGER NOT NULL REFERENCES bills (bill_id),
    consumption_m3 REAL NOT NULL,        -- volume written off, not the billed usage
    reason        TEXT NOT NULL,
    approved_by   TEXT NOT NULL,
    approved_on   TEXT NOT NULL
);

CREATE VIEW bill_totals AS
SELECT
    b.bill_id,
    b.account_no,
    b.period_start,
    b.period_end,
    b.consumption_m3 AS usage_m3,
    ROUND(b.standing_eur + b.volume_eur, 2) AS total_eur,
    b.paid_on IS NOT NULL AS paid
FROM bills b;

CREATE VIEW adjusted_usage AS
SELECT
    b.bill_id,
    b.account_no,
    b.consumption_m3 - COALESCE(SUM(l.consumption_m3), 0) AS net_usage_m3
FROM bills b
LEFT JOIN leak_adjustments l ON l.bill_id = b.bill_id
GROUP BY b.bill_id, b.account_no, b.consumption_m3;

CREATE VIEW zone_usage AS
SELECT
    a.zone,
    substr(b.period_start, 1, 7) AS month,
    COUNT(*) AS bills,
    ROUND(SUM(b.consumption_m3), 1) AS usage_m3,
    ROUND(AVG(b.consumption_m3), 2) AS avg_usage_m3
FROM bills b
JOIN accounts a ON a.account_no = b.account_no
GROUP BY a.zone, month;

CREATE VIEW overdue_bills AS
SELECT
    b.bill_id,
    a.holder_name,
    a.service_address,
    ROUND(b.standing_eur + b.volume_eur, 2) AS total_eur,
    b.issued_on
FROM bills b
JOIN accounts a ON a.account_no = b.account_no
WHERE b.paid_on IS NULL
  AND b.issued_on IS NOT NULL
  AND julianday('now') - julianday(b.issued_on) > 30;

-- reference data
INSERT INTO tariff_bands (tariff, band, max_usage_m3, price_per_m3) VALUES
    ('domestic', 1, 10, 1.80),
    ('domestic', 2, 25, 2.40),
    ('domestic', 3, NULL, 3.90),
    ('commercial', 1, 200, 2.10),
    ('commercial', 2, NULL, 2.65);

-- fixtures for the training laptop
INSERT INTO accounts (account_no, holder_name, service_address, zone, tariff, opened_on) VALUES
    ('EB-100231', 'R. Mbeki', '14 Weir Lane', 'north', 'domestic', '2019-04-01'),
    ('EB-100877', 'Hillcrest Bakery', '2 Market Row', 'hill', 'commercial', '2021-09-15'),
    ('EB-101004', 'J. Kowalczyk', '77 Mill Street', 'south', 'domestic', '2023-01-20');

INSERT INTO meters (meter_id, account_no, size_mm, installed_on) VALUES
    ('EB-0041873', 'EB-100231', 15, '2019-04-01'),
    ('EB-0052210', 'EB-100877', 25, '2021-09-15'),
    ('EB-0060019', 'EB-101004', 15, '2023-01-20');

INSERT INTO bills (bill_id, account_no, period_start, period_end, consumption_m3, standing_eur, volume_eur, issued_on, paid_on) VALUES
    (1, 'EB-100231', '2027-01-01', '2027-03-31', 22.4, 12.50, 45.36, '2027-04-05', '2027-04-19'),
    (2, 'EB-100877', '2027-01-01', '2027-03-31', 180.0, 30.00, 378.00, '2027-04-05', NULL),
    (3, 'EB-101004', '2027-01-01', '2027-03-31', 74.9, 12.50, 234.06, '2027-04-05', NULL);

INSERT INTO leak_adjustments (adjustment_id, bill_id, consumption_m3, reason, approved_by, approved_on) VALUES
    (1, 3, 38.0, 'burst supply pipe under driveway, repaired 2027-03-02', 'T. Osei', '2027-04-11');

-- handy queries for the desk
-- SELECT * FROM bill_totals WHERE account_no = ?;
-- SELECT * FROM adjusted_usage WHERE net_usage_m3 > 50;
