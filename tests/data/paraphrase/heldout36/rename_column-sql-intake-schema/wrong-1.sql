-- Harlow Vale tyre recycling plant: intake and output schema (SQLite).
-- Loads come in over the weighbridge; shredded chip leaves as outbound
-- deliveries. Every table keeps tonnage in kilograms as integers.

PRAGMA foreign_keys = ON;

CREATE TABLE permits (
    permit_ref      TEXT PRIMARY KEY,          -- e.g. EPR/HV3417KT
    waste_code      TEXT NOT NULL,             -- EWC code, 16 01 03 for tyres
    annual_limit_kg INTEGER NOT NULL CHECK (annual_limit_kg > 0),
    valid_from      TEXT NOT NULL,
    valid_to        TEXT
);

CREATE TABLE carriers (
    carrier_id      TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    licence_no      TEXT NOT NULL UNIQUE,
    licence_expires TEXT NOT NULL
);

CREATE TABLE loads (
    ticket_no       INTEGER PRIMARY KEY,
    carrier_id      TEXT NOT NULL REFERENCES carriers (carrier_id),
    permit_ref      TEXT NOT NULL REFERENCES permits (permit_ref),
    registration    TEXT NOT NULL,
    load_type       TEXT NOT NULL CHECK (load_type IN ('car', 'van', 'truck', 'agricultural', 'otr')),
    weighed_in_at   TEXT NOT NULL,             -- gross weighing, ISO timestamp
    gross_kg        INTEGER NOT NULL,
    tare_kg         INTEGER,
    left_at         TEXT,
    CHECK (tare_kg IS NULL OR tare_kg <= gross_kg)
);

CREATE INDEX loads_by_day ON loads (weighed_in_at);
CREATE INDEX loads_by_carrier ON loads (carrier_id, weighed_in_at);

CREATE TABLE shred_runs (
    run_id          INTEGER PRIMARY KEY,
    line_id         TEXT NOT NULL,             -- L1 (50 mm) or L2 (20 mm)
    started_at      TEXT NOT NULL,
    ended_at        TEXT,
    input_kg        INTEGER NOT NULL DEFAULT 0,
    chip_kg         INTEGER NOT NULL DEFAULT 0,
    steel_kg        INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE deliveries_out (
    delivery_id     INTEGER PRIMARY KEY,
    customer        TEXT NOT NULL,             -- cement kiln, playground surfacing, ...
    product         TEXT NOT NULL CHECK (product IN ('chip50', 'crumb', 'steel')),
    net_kg          INTEGER NOT NULL,
    dispatched_at   TEXT NOT NULL,
    weighed_in_at   TEXT                       -- filled in from the customer's POD
);

CREATE TABLE shredder_downtime (
    downtime_id     INTEGER PRIMARY KEY,
    line_id         TEXT NOT NULL,
    started_at      TEXT NOT NULL,
    ended_at        TEXT,
    cause           TEXT NOT NULL CHECK (cause IN ('blades', 'jam', 'electrical', 'screen', 'other')),
    notes           TEXT
);

CREATE INDEX downtime_by_line ON shredder_downtime (line_id, started_at);

-- Shredder yield per run: how much chip and steel came out of the input.
CREATE VIEW run_yield AS
SELECT
    run_id,
    line_id,
    input_kg,
    ROUND(100.0 * chip_kg / NULLIF(input_kg, 0), 1) AS chip_pct,
    ROUND(100.0 * steel_kg / NULLIF(input_kg, 0), 1) AS steel_pct
FROM shred_runs
WHERE ended_at IS NOT NULL;

-- Net weight per completed load.
CREATE VIEW load_net AS
SELECT
    ticket_no,
    carrier_id,
    permit_ref,
    load_type,
    date(weighed_in_at) AS day,
    gross_kg - tare_kg AS net_kg
FROM loads
WHERE tare_kg IS NOT NULL;

-- Tonnes received per permit per calendar year, for the annual return.
CREATE VIEW permit_usage AS
SELECT
    p.permit_ref,
    strftime('%Y', l.weighed_in_at) AS year,
    SUM(l.gross_kg - l.tare_kg) AS received_kg,
    p.annual_limit_kg
FROM permits p
JOIN loads l ON l.permit_ref = p.permit_ref
WHERE l.tare_kg IS NOT NULL
GROUP BY p.permit_ref, year;

-- Lorries still on site (weighed in, not yet weighed out).
CREATE VIEW on_site AS
SELECT ticket_no, registration, carrier_id, weighed_in_at
FROM loads
WHERE left_at IS NULL
ORDER BY weighed_in_at;

-- Outbound deliveries not yet confirmed by the customer.
CREATE VIEW unconfirmed_deliveries AS
SELECT delivery_id, customer, product, net_kg, dispatched_at
FROM deliveries_out
WHERE weighed_in_at IS NULL;

-- Mass balance per day: in over the weighbridge vs out as product.
CREATE VIEW daily_balance AS
SELECT
    d.day,
    COALESCE(i.in_kg, 0) AS in_kg,
    COALESCE(o.out_kg, 0) AS out_kg
FROM (
    SELECT date(weighed_in_at) AS day FROM loads
    UNION
    SELECT date(dispatched_at) FROM deliveries_out
) d
LEFT JOIN (
    SELECT date(weighed_in_at) AS day, SUM(gross_kg - tare_kg) AS in_kg
    FROM loads WHERE tare_kg IS NOT NULL GROUP BY day
) i ON i.day = d.day
LEFT JOIN (
    SELECT date(dispatched_at) AS day, SUM(net_kg) AS out_kg
    FROM deliveries_out GROUP BY day
) o ON o.day = d.day;

-- Reference data.
INSERT INTO permits (permit_ref, waste_code, annual_limit_kg, valid_from, valid_to) VALUES
    ('EPR/HV3417KT', '16 01 03', 24000000, '2024-04-01', NULL);

INSERT INTO carriers (carrier_id, name, licence_no, licence_expires) VALUES
    ('C-014', 'Brennan Tyre Logistics', 'CBDU204417', '2027-03-31'),
    ('C-022', 'Fenwold Agri Haulage', 'CBDU118902', '2026-11-30'),
    ('C-031', 'Quarry Giants Ltd', 'CBDU330051', '2028-01-15');

-- Sample day used by the reporting tests.
INSERT INTO loads (ticket_no, carrier_id, permit_ref, registration, load_type, weighed_in_at, gross_kg, tare_kg, left_at) VALUES
    (50121, 'C-014', 'EPR/HV3417KT', 'HV19 TYR', 'truck', '2026-06-02T07:42:00', 18460, 11020, '2026-06-02T08:15:00'),
    (50122, 'C-022', 'EPR/HV3417KT', 'AB12 CDE', 'agricultural', '2026-06-02T09:05:00', 9011, 4000, '2026-06-02T09:31:00'),
    (50123, 'C-031', 'EPR/HV3417KT', 'QG70 OTR', 'otr', '2026-06-02T11:20:00', 31500, NULL, NULL);

INSERT INTO deliveries_out (delivery_id, customer, product, net_kg, dispatched_at, weighed_in_at) VALUES
    (880, 'Westbury Cement', 'chip50', 24000, '2026-06-02T13:00:00', '2026-06-02T15:10:00'),
    (881, 'PlaySafe Surfaces', 'crumb', 8000, '2026-06-02T14:30:00', NULL);
