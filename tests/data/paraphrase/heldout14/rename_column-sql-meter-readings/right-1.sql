-- Metering data warehouse schema (AMI head-end export + manual reads)
-- Target: SQLite 3.40+ for the field laptops, same DDL loads in the central Postgres
-- with the types mapped by migrate.py.

PRAGMA foreign_keys = ON;

CREATE TABLE customers (
    customer_id     INTEGER PRIMARY KEY,
    account_no      TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    segment         TEXT NOT NULL CHECK (segment IN ('residential', 'commercial', 'industrial')),
    created_at      TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE premises (
    premise_id      INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    street          TEXT NOT NULL,
    city            TEXT NOT NULL,
    postcode        TEXT NOT NULL,
    feeder_id       TEXT,
    transformer_id  TEXT
);

CREATE TABLE meters (
    meter_id        INTEGER PRIMARY KEY,
    serial_no       TEXT NOT NULL UNIQUE,
    premise_id      INTEGER NOT NULL REFERENCES premises(premise_id),
    model           TEXT NOT NULL,
    phases          INTEGER NOT NULL DEFAULT 1 CHECK (phases IN (1, 3)),
    multiplier      REAL NOT NULL DEFAULT 1.0,
    installed_on    TEXT NOT NULL,
    removed_on      TEXT
);

-- Interval data from the AMI head-end, 15-minute resolution.
CREATE TABLE meter_readings (
    meter_id        INTEGER NOT NULL REFERENCES meters(meter_id),
    read_at         TEXT NOT NULL,
    kwh_delivered   REAL NOT NULL,
    kwh_received    REAL NOT NULL DEFAULT 0,
    voltage_avg     REAL,
    quality         TEXT NOT NULL DEFAULT 'valid' CHECK (quality IN ('valid', 'estimated', 'suspect')),
    PRIMARY KEY (meter_id, read_at)
);

CREATE INDEX idx_readings_ts ON meter_readings (read_at);
CREATE INDEX idx_readings_quality ON meter_readings (quality) WHERE quality <> 'valid';

-- Register reads taken by field staff when the AMI link is down.
CREATE TABLE manual_reads (
    read_id         INTEGER PRIMARY KEY,
    meter_id        INTEGER NOT NULL REFERENCES meters(meter_id),
    reading_ts      TEXT NOT NULL,
    register_kwh    REAL NOT NULL,
    reader_id       TEXT NOT NULL,
    photo_ref       TEXT
);

CREATE INDEX idx_manual_reads_meter ON manual_reads (meter_id, reading_ts);

CREATE TABLE tariffs (
    tariff_id       INTEGER PRIMARY KEY,
    code            TEXT NOT NULL UNIQUE,
    peak_rate       REAL NOT NULL,
    offpeak_rate    REAL NOT NULL,
    export_rate     REAL NOT NULL DEFAULT 0,
    peak_start      TEXT NOT NULL DEFAULT '07:00',
    peak_end        TEXT NOT NULL DEFAULT '23:00',
    valid_from      TEXT NOT NULL,
    valid_to        TEXT
);

CREATE TABLE billing_periods (
    period_id       INTEGER PRIMARY KEY,
    customer_id     INTEGER NOT NULL REFERENCES customers(customer_id),
    tariff_id       INTEGER NOT NULL REFERENCES tariffs(tariff_id),
    starts_on       TEXT NOT NULL,
    ends_on         TEXT NOT NULL,
    status          TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'disputed'))
);

CREATE TABLE invoices (
    invoice_id      INTEGER PRIMARY KEY,
    period_id       INTEGER NOT NULL UNIQUE REFERENCES billing_periods(period_id),
    kwh_peak        REAL NOT NULL,
    kwh_offpeak     REAL NOT NULL,
    kwh_export      REAL NOT NULL DEFAULT 0,
    amount          REAL NOT NULL,
    issued_at       TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE outages (
    outage_id       INTEGER PRIMARY KEY,
    feeder_id       TEXT NOT NULL,
    started_at      TEXT NOT NULL,
    restored_at     TEXT,
    cause           TEXT,
    customers_out   INTEGER NOT NULL DEFAULT 0
);

-- Daily consumption per meter, valid and estimated intervals only.
CREATE VIEW v_daily_consumption AS
SELECT
    r.meter_id,
    date(r.read_at)                    AS day,
    SUM(r.kwh_delivered * m.multiplier) AS kwh_in,
    SUM(r.kwh_received * m.multiplier)  AS kwh_out,
    COUNT(*)                            AS intervals
FROM meter_readings r
JOIN meters m ON m.meter_id = r.meter_id
WHERE r.quality <> 'suspect'
GROUP BY r.meter_id, date(r.read_at);

-- Peak / off-peak split for billing. Peak window comes from the tariff.
CREATE VIEW v_peak_split AS
SELECT
    bp.period_id,
    SUM(CASE WHEN time(r.read_at) >= t.peak_start AND time(r.read_at) < t.peak_end
             THEN r.kwh_delivered ELSE 0 END) AS kwh_peak,
    SUM(CASE WHEN time(r.read_at) >= t.peak_start AND time(r.read_at) < t.peak_end
             THEN 0 ELSE r.kwh_delivered END) AS kwh_offpeak,
    SUM(r.kwh_received)                        AS kwh_export
FROM billing_periods bp
JOIN tariffs t ON t.tariff_id = bp.tariff_id
JOIN premises p ON p.customer_id = bp.customer_id
JOIN meters m ON m.premise_id = p.premise_id
JOIN meter_readings r ON r.meter_id = m.meter_id
    AND r.read_at >= bp.starts_on AND r.read_at < date(bp.ends_on, '+1 day')
GROUP BY bp.period_id;

-- Latest known register value per meter: AMI if we have it, else the manual read.
CREATE VIEW v_last_read AS
SELECT
    m.meter_id,
    m.serial_no,
    (SELECT MAX(r.read_at) FROM meter_readings r WHERE r.meter_id = m.meter_id) AS last_ami,
    (SELECT MAX(x.reading_ts) FROM manual_reads x WHERE x.meter_id = m.meter_id)   AS last_manual
FROM meters m
WHERE m.removed_on IS NULL;

-- Meters that stopped reporting: no interval in the last 48 hours.
CREATE VIEW v_silent_meters AS
SELECT m.meter_id, m.serial_no, p.feeder_id, MAX(r.read_at) AS last_seen
FROM meters m
JOIN premises p ON p.premise_id = m.premise_id
LEFT JOIN meter_readings r ON r.meter_id = m.meter_id
WHERE m.removed_on IS NULL
GROUP BY m.meter_id, m.serial_no, p.feeder_id
HAVING last_seen IS NULL OR last_seen < datetime('now', '-48 hours');

-- Outage minutes per feeder over the last 365 days (SAIDI input).
CREATE VIEW v_feeder_outage_minutes AS
SELECT
    feeder_id,
    SUM((julianday(COALESCE(restored_at, datetime('now'))) - julianday(started_at)) * 1440 * customers_out) AS customer_minutes
FROM outages
WHERE started_at >= datetime('now', '-365 days')
GROUP BY feeder_id;
