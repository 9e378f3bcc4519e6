-- Northmoor carbon-credit registry: core schema (SQLite dialect, used by the
-- test harness and the offline auditor's export).

PRAGMA foreign_keys = ON;

CREATE TABLE accounts (
    account_id      TEXT PRIMARY KEY,
    legal_name      TEXT NOT NULL,
    country         TEXT NOT NULL CHECK (length(country) = 2),
    opened_on       TEXT NOT NULL,
    is_buffer_pool  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE projects (
    project_id      TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    methodology     TEXT NOT NULL,
    country         TEXT NOT NULL,
    developer_id    TEXT NOT NULL REFERENCES accounts (account_id),
    registered_on   TEXT NOT NULL
);

-- One issuance of credits for a monitoring period; every serial in the
-- batch carries the batch's vintage.
CREATE TABLE credit_batches (
    batch_id        INTEGER PRIMARY KEY,
    project_id      TEXT NOT NULL REFERENCES projects (project_id),
    vintage         INTEGER NOT NULL CHECK (vintage >= 2015),
    serial_start    INTEGER NOT NULL,
    serial_end      INTEGER NOT NULL,
    quantity_tco2e  REAL NOT NULL CHECK (quantity_tco2e > 0),
    issued_on       TEXT NOT NULL,
    holder_id       TEXT NOT NULL REFERENCES accounts (account_id),
    CHECK (serial_end >= serial_start)
);

CREATE INDEX credit_batches_holder ON credit_batches (holder_id, vintage);
CREATE INDEX credit_batches_tonnes ON credit_batches (project_id, quantity_tco2e);

-- Retirements are permanent; a retirement may cover part of a batch.
CREATE TABLE retirements (
    retirement_id   INTEGER PRIMARY KEY,
    batch_id        INTEGER NOT NULL REFERENCES credit_batches (batch_id),
    quantity_tco2e  REAL NOT NULL CHECK (quantity_tco2e > 0),
    beneficiary     TEXT NOT NULL,
    reason          TEXT,
    retired_on      TEXT NOT NULL
);

CREATE TABLE transfers (
    transfer_id     INTEGER PRIMARY KEY,
    batch_id        INTEGER NOT NULL REFERENCES credit_batches (batch_id),
    from_account    TEXT NOT NULL REFERENCES accounts (account_id),
    to_account      TEXT NOT NULL REFERENCES accounts (account_id),
    transferred_on  TEXT NOT NULL
);

-- Retirements can never be undone or edited.
CREATE TRIGGER retirements_no_delete
BEFORE DELETE ON retirements
BEGIN
    SELECT RAISE(ABORT, 'retirements are permanent');
END;

CREATE TRIGGER retirements_no_update
BEFORE UPDATE ON retirements
BEGIN
    SELECT RAISE(ABORT, 'retirements are permanent');
END;

-- A transfer has to start from the batch's current holder.
CREATE TRIGGER transfers_from_holder
BEFORE INSERT ON transfers
WHEN NEW.from_account <> (SELECT holder_id FROM credit_batches WHERE batch_id = NEW.batch_id)
BEGIN
    SELECT RAISE(ABORT, 'transfer must start from the batch holder');
END;

-- What each account still holds, per vintage.
CREATE VIEW holdings AS
SELECT
    b.holder_id                                   AS account_id,
    b.vintage                                     AS vintage,
    SUM(b.quantity_tco2e) - COALESCE(SUM(r.retired), 0)   AS tonnes_available
FROM credit_batches AS b
LEFT JOIN (
    SELECT batch_id, SUM(quantity_tco2e) AS retired
    FROM retirements
    GROUP BY batch_id
) AS r ON r.batch_id = b.batch_id
GROUP BY b.holder_id, b.vintage;

-- Totals per project for the public dashboard.
CREATE VIEW project_totals AS
SELECT
    p.project_id,
    p.name,
    COUNT(b.batch_id)            AS batches,
    COALESCE(SUM(b.quantity_tco2e), 0)   AS issued_tonnes,
    MIN(b.vintage)               AS first_vintage,
    MAX(b.vintage)               AS last_vintage
FROM projects AS p
LEFT JOIN credit_batches AS b ON b.project_id = p.project_id
GROUP BY p.project_id, p.name;

-- Seed data for the harness.
INSERT INTO accounts (account_id, legal_name, country, opened_on, is_buffer_pool) VALUES
    ('ACC-0001', 'Northmoor Buffer Pool', 'IE', '2019-01-02', 1),
    ('ACC-0107', 'Bogland Restoration Co-op', 'IE', '2020-03-15', 0),
    ('ACC-0233', 'Kelpwise Ltd', 'GB', '2021-07-01', 0),
    ('ACC-0340', 'Acme Freight Plc', 'GB', '2022-11-20', 0);

INSERT INTO projects (project_id, name, methodology, country, developer_id, registered_on) VALUES
    ('NM-PEAT-004', 'Ballinacor Bog Rewetting', 'VM0036', 'IE', 'ACC-0107', '2020-05-01'),
    ('NM-KELP-011', 'Loch Creran Kelp Beds', 'NM-BLUE-2', 'GB', 'ACC-0233', '2021-09-10');

INSERT INTO credit_batches (batch_id, project_id, vintage, serial_start, serial_end, quantity_tco2e, issued_on, holder_id) VALUES
    (1, 'NM-PEAT-004', 2021, 1, 15500, 15500.0, '2022-04-30', 'ACC-0107'),
    (2, 'NM-PEAT-004', 2021, 15501, 18235, 2735.0, '2022-04-30', 'ACC-0001'),
    (3, 'NM-PEAT-004', 2022, 18236, 35300, 17065.0, '2023-05-12', 'ACC-0107'),
    (4, 'NM-KELP-011', 2022, 1, 544, 544.0, '2023-08-01', 'ACC-0233');

INSERT INTO transfers (transfer_id, batch_id, from_account, to_account, transferred_on) VALUES
    (1, 1, 'ACC-0107', 'ACC-0340', '2023-01-09');

INSERT INTO retirements (retirement_id, batch_id, quantity_tco2e, beneficiary, reason, retired_on) VALUES
    (1, 1, 1200.0, 'Acme Freight Plc', '2022 fleet emissions', '2023-02-01'),
    (2, 4, 100.0, 'Kelpwise Ltd', NULL, '2023-09-15');

-- Auditor checks: each must return no rows.

-- Retired more than the batch holds.
SELECT b.batch_id, b.quantity_tco2e, SUM(r.quantity_tco2e) AS retired
FROM credit_batches AS b
JOIN retirements AS r ON r.batch_id = b.batch_id
GROUP BY b.batch_id, b.quantity_tco2e
HAVING SUM(r.quantity_tco2e) > b.quantity_tco2e;

-- Serial ranges that do not match the batch size (one serial per tonne).
SELECT batch_id, serial_start, serial_end, quantity_tco2e
FROM credit_batches
WHERE serial_end - serial_start + 1 <> CAST(quantity_tco2e AS INTEGER);

-- Overlapping serial ranges within one project.
SELECT a.batch_id, b.batch_id
FROM credit_batches AS a
JOIN credit_batches AS b
  ON a.project_id = b.project_id
 AND a.batch_id < b.batch_id
 AND a.serial_start <= b.serial_end
 AND b.serial_start <= a.serial_end;

-- Batches held by an account that does not exist any more.
SELECT b.batch_id, b.holder_id
FROM credit_batches AS b
LEFT JOIN accounts AS a ON a.account_id = b.holder_id
WHERE a.account_id IS NULL;
