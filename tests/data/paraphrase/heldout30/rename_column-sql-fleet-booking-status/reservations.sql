-- Kestrel Car Hire: reservations schema (SQLite), with seed data for the
-- branch training environment and the daily desk reports.

PRAGMA foreign_keys = ON;

CREATE TABLE branches (
    code        TEXT PRIMARY KEY,
    city        TEXT NOT NULL,
    opens       TEXT NOT NULL DEFAULT '07:30',
    closes      TEXT NOT NULL DEFAULT '19:00',
    bays        INTEGER NOT NULL CHECK (bays > 0)
);

CREATE TABLE vehicles (
    plate       TEXT PRIMARY KEY,
    model       TEXT NOT NULL,
    vgroup      TEXT NOT NULL CHECK (vgroup IN ('A', 'B', 'C', 'V')),
    home_branch TEXT NOT NULL REFERENCES branches(code),
    odometer_km INTEGER NOT NULL DEFAULT 0,
    -- 'available', 'on_hire', 'maintenance', 'written_off'
    status      TEXT NOT NULL DEFAULT 'available'
);

CREATE TABLE customers (
    customer_id INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    email       TEXT NOT NULL UNIQUE,
    licence_no  TEXT NOT NULL,
    born_on     TEXT NOT NULL
);

CREATE TABLE reservations (
    reservation_id INTEGER PRIMARY KEY,
    customer_id    INTEGER NOT NULL REFERENCES customers(customer_id),
    plate          TEXT REFERENCES vehicles(plate),
    vgroup         TEXT NOT NULL,
    pickup_branch  TEXT NOT NULL REFERENCES branches(code),
    return_branch  TEXT NOT NULL REFERENCES branches(code),
    pickup_at      TEXT NOT NULL,
    return_at      TEXT NOT NULL,
    status         TEXT NOT NULL DEFAULT 'open'
                   CHECK (status IN ('open', 'on_hire', 'closed', 'cancelled', 'no_show')),
    created_at     TEXT NOT NULL DEFAULT (datetime('now')),
    CHECK (return_at > pickup_at)
);

CREATE INDEX idx_reservations_pickup ON reservations(pickup_branch, pickup_at);
CREATE INDEX idx_reservations_status ON reservations(status);
CREATE INDEX idx_vehicles_status ON vehicles(status);

CREATE TABLE damage_reports (
    report_id      INTEGER PRIMARY KEY,
    reservation_id INTEGER NOT NULL REFERENCES reservations(reservation_id),
    panel          TEXT NOT NULL,
    kind           TEXT NOT NULL,
    estimate_eur   REAL NOT NULL DEFAULT 0,
    reported_at    TEXT NOT NULL DEFAULT (datetime('now'))
);

-- a car goes on hire when its reservation does
CREATE TRIGGER trg_reservation_on_hire
AFTER UPDATE OF status ON reservations
WHEN NEW.status = 'on_hire' AND NEW.plate IS NOT NULL
BEGIN
    UPDATE vehicles SET status = 'on_hire' WHERE plate = NEW.plate;
END;

CREATE TRIGGER trg_reservation_closed
AFTER UPDATE OF status ON reservations
WHEN NEW.status = 'closed' AND NEW.plate IS NOT NULL
BEGIN
    UPDATE vehicles SET status = 'available' WHERE plate = NEW.plate;
END;

CREATE VIEW todays_pickups AS
SELECT r.reservation_id, r.pickup_branch, r.pickup_at, c.full_name, r.vgroup, r.plate
FROM reservations r
JOIN customers c ON c.customer_id = r.customer_id
WHERE r.status = 'open'
  AND date(r.pickup_at) = date('now');

CREATE VIEW fleet_availability AS
SELECT v.home_branch, v.vgroup, count(*) AS free_cars
FROM vehicles v
WHERE v.status = 'available'
GROUP BY v.home_branch, v.vgroup;

CREATE VIEW overdue_returns AS
SELECT r.reservation_id, r.plate, r.return_branch, r.return_at
FROM reservations r
WHERE r.status = 'on_hire'
  AND r.return_at < datetime('now');

-- seed data -------------------------------------------------------------

INSERT INTO branches (code, city, opens, closes, bays) VALUES
    ('HBR', 'Harbourside', '07:00', '20:00', 40),
    ('AIR', 'Airport', '05:30', '23:30', 75),
    ('OLD', 'Old Town', '08:00', '18:00', 18);

INSERT INTO vehicles (plate, model, vgroup, home_branch, odometer_km, status) VALUES
    ('KX-204-LM', 'Skoda Fabia', 'A', 'HBR', 48210, 'available'),
    ('KX-318-PT', 'VW Golf', 'B', 'HBR', 31544, 'available'),
    ('KY-771-AB', 'Toyota Corolla Touring', 'C', 'AIR', 12980, 'available'),
    ('KY-902-CD', 'Ford Transit Custom', 'V', 'AIR', 67002, 'maintenance'),
    ('KZ-115-EF', 'Renault Clio', 'A', 'OLD', 22415, 'available');

INSERT INTO customers (customer_id, full_name, email, licence_no, born_on) VALUES
    (1, 'Ines Marlow', 'ines.marlow@example.org', 'MARLO804121IM9', '1980-04-12'),
    (2, 'Tobias Renn', 'tobias.renn@example.org', 'RENNT902303TR2', '1990-03-23'),
    (3, 'Aiko Brandt', 'aiko.brandt@example.org', 'BRAND011109AB5', '2001-11-09');

INSERT INTO reservations (reservation_id, customer_id, plate, vgroup, pickup_branch, return_branch, pickup_at, return_at, status) VALUES
    (88317, 1, 'KX-204-LM', 'A', 'HBR', 'HBR', '2026-11-02 09:00', '2026-11-06 17:30', 'closed'),
    (88402, 2, 'KY-771-AB', 'C', 'AIR', 'HBR', '2026-12-01 08:00', '2026-12-09 18:00', 'on_hire'),
    (88455, 3, NULL, 'B', 'OLD', 'OLD', '2026-12-20 10:00', '2026-12-27 10:00', 'open'),
    (88460, 2, NULL, 'A', 'HBR', 'AIR', '2026-12-22 07:30', '2026-12-23 21:00', 'cancelled');

INSERT INTO damage_reports (reservation_id, panel, kind, estimate_eur) VALUES
    (88317, 'rear_bumper', 'scratch', 120),
    (88402, 'windscreen', 'windscreen_chip', 90);

-- desk reports ----------------------------------------------------------

SELECT pickup_branch, count(*) AS open_bookings
FROM reservations
WHERE status = 'open'
GROUP BY pickup_branch
ORDER BY pickup_branch;

SELECT * FROM overdue_returns ORDER BY return_at;

SELECT r.reservation_id, sum(d.estimate_eur) AS damage_eur
FROM reservations r
JOIN damage_reports d ON d.reservation_id = r.reservation_id
WHERE r.status IN ('closed', 'on_hire')
GROUP BY r.reservation_id;

SELECT * FROM fleet_availability ORDER BY home_branch, vgroup;

-- cars in maintenance that still have a car assigned to a future booking
SELECT v.plate, v.model, r.reservation_id, r.pickup_at
FROM vehicles v
JOIN reservations r ON r.plate = v.plate
WHERE v.status = 'maintenance'
  AND r.pickup_at > datetime('now')
ORDER BY r.pickup_at;

-- one-way hires per route this year
SELECT pickup_branch, return_branch, count(*) AS hires
FROM reservations
WHERE pickup_branch <> return_branch
  AND strftime('%Y', pickup_at) = strftime('%Y', 'now')
GROUP BY pickup_branch, return_branch
ORDER BY hires DESC;
