-- Schema for the hospital pharmacy inventory (SQLite).
-- Loaded by the nightly import and by the stock-room tablets.

PRAGMA foreign_keys = ON;

CREATE TABLE stock_room (
    room_code     TEXT PRIMARY KEY,
    ward          TEXT NOT NULL,
    is_satellite  INTEGER NOT NULL DEFAULT 0,
    fridge_count  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE drug (
    ndc           TEXT PRIMARY KEY,
    generic_name  TEXT NOT NULL,
    strength      TEXT NOT NULL,
    dosage_form   TEXT NOT NULL,
    schedule      TEXT,
    unit_cost     NUMERIC NOT NULL DEFAULT 0
);

CREATE TABLE lot (
    lot_id        INTEGER PRIMARY KEY,
    ndc           TEXT NOT NULL REFERENCES drug(ndc),
    room_code     TEXT NOT NULL REFERENCES stock_room(room_code),
    lot_number    TEXT NOT NULL,
    expires_on    TEXT NOT NULL,
    qty_on_hand   INTEGER NOT NULL CHECK (qty_on_hand >= 0),
    received_dt   TEXT NOT NULL
);

CREATE INDEX lot_by_expiry ON lot (expires_on, room_code);
CREATE INDEX lot_by_ndc ON lot (ndc);

CREATE TABLE recall (
    recall_id     INTEGER PRIMARY KEY,
    ndc           TEXT NOT NULL REFERENCES drug(ndc),
    lot_number    TEXT,
    issued_dt     TEXT NOT NULL,
    exp_dt        TEXT,
    notice_url    TEXT
);

CREATE TABLE dispense (
    dispense_id   INTEGER PRIMARY KEY,
    lot_id        INTEGER NOT NULL REFERENCES lot(lot_id),
    patient_mrn   TEXT NOT NULL,
    qty           INTEGER NOT NULL CHECK (qty > 0),
    dispensed_at  TEXT NOT NULL,
    pharmacist    TEXT NOT NULL
);

CREATE TABLE waste (
    waste_id      INTEGER PRIMARY KEY,
    lot_id        INTEGER NOT NULL REFERENCES lot(lot_id),
    qty           INTEGER NOT NULL CHECK (qty > 0),
    reason        TEXT NOT NULL CHECK (reason IN ('expired', 'damaged', 'recalled', 'returned')),
    witnessed_by  TEXT,
    wasted_at     TEXT NOT NULL
);

-- Lots expiring in the next 30 days, soonest first, for the pull list.
CREATE VIEW expiring_soon AS
SELECT l.lot_id,
       l.room_code,
       d.generic_name,
       d.strength,
       l.lot_number,
       l.expires_on,
       l.qty_on_hand
  FROM lot AS l
  JOIN drug AS d ON d.ndc = l.ndc
 WHERE l.expires_on <= date('now', '+30 days')
   AND l.qty_on_hand > 0
 ORDER BY l.expires_on, l.room_code;

-- Lots under an open recall (a recall without a lot number covers every lot).
CREATE VIEW recalled_lots AS
SELECT l.lot_id,
       l.room_code,
       l.lot_number,
       r.issued_dt,
       r.exp_dt AS recall_ends
  FROM lot AS l
  JOIN recall AS r ON r.ndc = l.ndc
 WHERE (r.lot_number IS NULL OR r.lot_number = l.lot_number)
   AND (r.exp_dt IS NULL OR r.exp_dt >= date('now'));

-- Value of stock on hand per room.
CREATE VIEW room_value AS
SELECT l.room_code,
       SUM(l.qty_on_hand * d.unit_cost) AS value_on_hand,
       COUNT(*) AS lots
  FROM lot AS l
  JOIN drug AS d ON d.ndc = l.ndc
 GROUP BY l.room_code;

-- Controlled-substance wastage that still lacks a witness signature.
CREATE VIEW unwitnessed_waste AS
SELECT w.waste_id,
       d.generic_name,
       d.schedule,
       w.qty,
       w.wasted_at
  FROM waste AS w
  JOIN lot AS l ON l.lot_id = w.lot_id
  JOIN drug AS d ON d.ndc = l.ndc
 WHERE d.schedule IS NOT NULL
   AND w.witnessed_by IS NULL;

-- Stock movement per drug over the last week.
CREATE VIEW weekly_usage AS
SELECT d.ndc,
       d.generic_name,
       COALESCE(SUM(x.qty), 0) AS dispensed_units
  FROM drug AS d
  LEFT JOIN lot AS l ON l.ndc = d.ndc
  LEFT JOIN dispense AS x ON x.lot_id = l.lot_id
                         AND x.dispensed_at >= date('now', '-7 days')
 GROUP BY d.ndc, d.generic_name;

CREATE TRIGGER dispense_decrements_stock
AFTER INSERT ON dispense
BEGIN
    UPDATE lot SET qty_on_hand = qty_on_hand - NEW.qty WHERE lot_id = NEW.lot_id;
END;

CREATE TRIGGER waste_decrements_stock
AFTER INSERT ON waste
BEGIN
    UPDATE lot SET qty_on_hand = qty_on_hand - NEW.qty WHERE lot_id = NEW.lot_id;
END;

INSERT INTO stock_room (room_code, ward, is_satellite, fridge_count) VALUES
    ('MAIN', 'Central Pharmacy', 0, 4),
    ('ICU-SAT', 'Intensive Care', 1, 1),
    ('ONC-SAT', 'Oncology', 1, 2),
    ('ED-PYXIS', 'Emergency', 1, 1);
