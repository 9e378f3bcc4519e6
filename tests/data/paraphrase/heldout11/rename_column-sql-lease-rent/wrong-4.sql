-- Schema for the Keystone property management app (SQLite).
-- Money is stored in cents. Dates are ISO-8601 text.

PRAGMA foreign_keys = ON;

CREATE TABLE owners (
    id            INTEGER PRIMARY KEY,
    full_name     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    phone         TEXT,
    payout_iban   TEXT,
    created_at    TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE properties (
    id               INTEGER PRIMARY KEY,
    owner_id         INTEGER NOT NULL REFERENCES owners(id),
    street           TEXT NOT NULL,
    unit             TEXT,
    city             TEXT NOT NULL,
    postcode         TEXT NOT NULL,
    kind             TEXT NOT NULL CHECK (kind IN ('apartment', 'house', 'townhouse', 'commercial')),
    bedrooms         INTEGER NOT NULL DEFAULT 0,
    market_rent_amt  INTEGER,
    management_fee_pct REAL NOT NULL DEFAULT 8.0,
    archived         INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX idx_properties_owner ON properties(owner_id);
CREATE INDEX idx_properties_city ON properties(city, postcode);

CREATE TABLE tenants (
    id            INTEGER PRIMARY KEY,
    full_name     TEXT NOT NULL,
    email         TEXT,
    phone         TEXT NOT NULL,
    date_of_birth TEXT,
    notes         TEXT
);

CREATE TABLE leases (
    id              INTEGER PRIMARY KEY,
    property_id     INTEGER NOT NULL REFERENCES properties(id),
    starts_on       TEXT NOT NULL,
    ends_on         TEXT,
    monthly_rent    INTEGER NOT NULL CHECK (monthly_rent > 0),
    rent_due_day    INTEGER NOT NULL DEFAULT 1 CHECK (rent_due_day BETWEEN 1 AND 28),
    bond_amt        INTEGER NOT NULL DEFAULT 0,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('draft', 'active', 'ended', 'broken')),
    created_at      TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE INDEX idx_leases_property ON leases(property_id, status);
CREATE INDEX idx_leases_rent ON leases(monthly_rent);

CREATE TABLE lease_tenants (
    lease_id    INTEGER NOT NULL REFERENCES leases(id) ON DELETE CASCADE,
    tenant_id   INTEGER NOT NULL REFERENCES tenants(id),
    is_primary  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (lease_id, tenant_id)
);

CREATE TABLE payments (
    id           INTEGER PRIMARY KEY,
    lease_id     INTEGER NOT NULL REFERENCES leases(id),
    paid_on      TEXT NOT NULL,
    amount       INTEGER NOT NULL,
    method       TEXT NOT NULL CHECK (method IN ('bank', 'card', 'cash', 'direct_debit')),
    reference    TEXT
);

CREATE INDEX idx_payments_lease ON payments(lease_id, paid_on);

CREATE TABLE maintenance_requests (
    id            INTEGER PRIMARY KEY,
    property_id   INTEGER NOT NULL REFERENCES properties(id),
    reported_by   INTEGER REFERENCES tenants(id),
    reported_on   TEXT NOT NULL DEFAULT (date('now')),
    category      TEXT NOT NULL,
    urgency       TEXT NOT NULL DEFAULT 'normal' CHECK (urgency IN ('low', 'normal', 'urgent')),
    description   TEXT NOT NULL,
    resolved_on   TEXT,
    cost_amt      INTEGER
);

CREATE TABLE inspections (
    id            INTEGER PRIMARY KEY,
    property_id   INTEGER NOT NULL REFERENCES properties(id),
    scheduled_for TEXT NOT NULL,
    inspector     TEXT NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('entry', 'routine', 'exit')),
    report_url    TEXT
);

-- Current rent roll: one row per active lease with its primary tenant.
CREATE VIEW rent_roll AS
SELECT
    p.id          AS property_id,
    p.street || COALESCE(' / ' || p.unit, '') AS address,
    t.full_name   AS tenant,
    l.monthly_rent AS monthly_rent,
    l.rent_due_day,
    p.market_rent_amt,
    l.monthly_rent - COALESCE(p.market_rent_amt, l.monthly_rent) AS rent_gap
FROM leases l
JOIN properties p      ON p.id = l.property_id
JOIN lease_tenants lt  ON lt.lease_id = l.id AND lt.is_primary = 1
JOIN tenants t         ON t.id = lt.tenant_id
WHERE l.status = 'active';

-- Arrears: rent owed since the lease began minus what has been paid.
CREATE VIEW arrears AS
SELECT
    l.id AS lease_id,
    l.property_id,
    (CAST((julianday('now') - julianday(l.starts_on)) / 30.4375 AS INTEGER) + 1) * l.monthly_rent
        - COALESCE((SELECT SUM(amount) FROM payments pay WHERE pay.lease_id = l.id), 0) AS owed
FROM leases l
WHERE l.status = 'active';

-- Owner statement for the current month.
CREATE VIEW owner_statement AS
SELECT
    o.id AS owner_id,
    o.full_name,
    SUM(pay.amount) AS collected,
    SUM(pay.amount * p.management_fee_pct / 100.0) AS fees,
    SUM(pay.amount) - SUM(pay.amount * p.management_fee_pct / 100.0) AS payout
FROM owners o
JOIN properties p ON p.owner_id = o.id
JOIN leases l     ON l.property_id = p.id
JOIN payments pay ON pay.lease_id = l.id
WHERE strftime('%Y-%m', pay.paid_on) = strftime('%Y-%m', 'now')
GROUP BY o.id, o.full_name;

-- Open maintenance by urgency, oldest first.
CREATE VIEW open_maintenance AS
SELECT
    m.id,
    p.street,
    m.category,
    m.urgency,
    m.reported_on,
    CAST(julianday('now') - julianday(m.reported_on) AS INTEGER) AS age_days
FROM maintenance_requests m
JOIN properties p ON p.id = m.property_id
WHERE m.resolved_on IS NULL
ORDER BY CASE m.urgency WHEN 'urgent' THEN 0 WHEN 'normal' THEN 1 ELSE 2 END, m.reported_on;
