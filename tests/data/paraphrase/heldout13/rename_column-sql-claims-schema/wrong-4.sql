-- Claims ledger schema (SQLite, used by the adjusters' offline desktop app).
-- Applied in one transaction by the app's migrator; keep statements idempotent-safe.

PRAGMA foreign_keys = ON;

CREATE TABLE policyholders (
    id              INTEGER PRIMARY KEY,
    full_name       TEXT NOT NULL,
    email           TEXT,
    phone           TEXT,
    postal_code     TEXT NOT NULL,
    created_at      TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE policies (
    id              INTEGER PRIMARY KEY,
    policy_number   TEXT NOT NULL UNIQUE,
    holder_id       INTEGER NOT NULL REFERENCES policyholders(id),
    line            TEXT NOT NULL CHECK (line IN ('motor', 'home', 'travel', 'liability')),
    starts_on       TEXT NOT NULL,
    ends_on         TEXT NOT NULL,
    sum_insured     NUMERIC NOT NULL,
    deductible      NUMERIC NOT NULL DEFAULT 0,
    status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'lapsed', 'cancelled'))
);

CREATE TABLE adjusters (
    id              INTEGER PRIMARY KEY,
    login           TEXT NOT NULL UNIQUE,
    full_name       TEXT NOT NULL,
    region          TEXT NOT NULL,
    max_open_claims INTEGER NOT NULL DEFAULT 40,
    active          INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE claims (
    id              INTEGER PRIMARY KEY,
    claim_number    TEXT NOT NULL UNIQUE,
    policy_id       INTEGER NOT NULL REFERENCES policies(id),
    adjuster_id     INTEGER REFERENCES adjusters(id),
    loss_date       TEXT NOT NULL,
    reported_at     TEXT NOT NULL DEFAULT (datetime('now')),
    description     TEXT NOT NULL,
    amount_claimed  NUMERIC NOT NULL CHECK (amount_claimed >= 0),
    amount_reserved NUMERIC NOT NULL DEFAULT 0,
    amount_paid     NUMERIC NOT NULL DEFAULT 0,
    status          TEXT NOT NULL DEFAULT 'open'
                    CHECK (status IN ('open', 'under_review', 'approved', 'rejected', 'settled', 'reopened')),
    closed_at       TEXT
);

CREATE INDEX idx_claims_policy ON claims (policy_id);
CREATE INDEX idx_claims_adjuster_status ON claims (adjuster_id, status);
CREATE INDEX idx_claims_reported ON claims (reported_at);

CREATE TABLE claim_notes (
    id              INTEGER PRIMARY KEY,
    claim_id        INTEGER NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
    adjuster        TEXT NOT NULL,
    body            TEXT NOT NULL,
    internal        INTEGER NOT NULL DEFAULT 1,
    written_at      TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE INDEX idx_claim_notes_claim ON claim_notes (claim_id, written_at);

CREATE TABLE payments (
    id              INTEGER PRIMARY KEY,
    claim_id        INTEGER NOT NULL REFERENCES claims(id),
    paid_on         TEXT NOT NULL,
    amount          NUMERIC NOT NULL CHECK (amount > 0),
    payee           TEXT NOT NULL,
    method          TEXT NOT NULL CHECK (method IN ('transfer', 'cheque', 'repair_shop')),
    reference       TEXT
);

CREATE TABLE documents (
    id              INTEGER PRIMARY KEY,
    claim_id        INTEGER NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
    kind            TEXT NOT NULL CHECK (kind IN ('photo', 'invoice', 'police_report', 'medical', 'other')),
    file_name       TEXT NOT NULL,
    sha256          TEXT NOT NULL,
    uploaded_at     TEXT NOT NULL DEFAULT (datetime('now'))
);

-- Workload per adjuster for the assignment screen.
CREATE VIEW adjuster_workload AS
SELECT a.id,
       a.login,
       a.full_name,
       a.max_open_claims,
       COUNT(c.id) AS open_claims,
       a.max_open_claims - COUNT(c.id) AS capacity
FROM adjusters a
LEFT JOIN claims c
       ON c.adjuster_id = a.id
      AND c.status IN ('open', 'under_review', 'reopened')
WHERE a.active = 1
GROUP BY a.id;

-- Claims nobody has picked up yet, oldest first.
CREATE VIEW unassigned_claims AS
SELECT c.id, c.claim_number, p.policy_number, c.reported_at, c.amount_claimed
FROM claims c
JOIN policies p ON p.id = c.policy_id
WHERE c.adjuster_id IS NOT NULL
  AND c.status = 'open'
ORDER BY c.reported_at;

-- Monthly loss ratio input: paid and reserved per line of business.
CREATE VIEW monthly_losses AS
SELECT substr(c.reported_at, 1, 7) AS month,
       p.line,
       COUNT(*) AS claims,
       SUM(c.amount_paid) AS paid,
       SUM(c.amount_reserved) AS reserved
FROM claims c
JOIN policies p ON p.id = c.policy_id
GROUP BY month, p.line;

-- Notes written by someone other than the claim's adjuster (supervisor review).
CREATE VIEW foreign_notes AS
SELECT n.id, n.claim_id, n.adjuster AS author, a.login AS claim_adjuster, n.written_at
FROM claim_notes n
JOIN claims c ON c.id = n.claim_id
JOIN adjusters a ON a.id = c.adjuster_id
WHERE n.adjuster <> a.login;

CREATE TRIGGER claims_close_stamp
AFTER UPDATE OF status ON claims
WHEN NEW.status IN ('settled', 'rejected') AND OLD.closed_at IS NULL
BEGIN
    UPDATE claims SET closed_at = datetime('now') WHERE id = NEW.id;
END;

CREATE TRIGGER payments_update_paid
AFTER INSERT ON payments
BEGIN
    UPDATE claims
       SET amount_paid = amount_paid + NEW.amount,
           amount_reserved = max(amount_reserved - NEW.amount, 0)
     WHERE id = NEW.claim_id;
END;

INSERT INTO adjusters (login, full_name, region, max_open_claims) VALUES
    ('aferrando', 'Ana Ferrando', 'east', 40),
    ('mquiles', 'Miguel Quiles', 'east', 35),
    ('rbarros', 'Rita Barros', 'west', 40);
