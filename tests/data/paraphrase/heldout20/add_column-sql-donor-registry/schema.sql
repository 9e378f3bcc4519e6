-- St. Brigid blood bank: donor registry (SQLite)
-- Loaded by the donor-app on first start; seed rows are the test panel.

PRAGMA foreign_keys = ON;

CREATE TABLE donors (
    donor_id     INTEGER PRIMARY KEY,
    donor_no     TEXT    NOT NULL UNIQUE,          -- printed on the donor card
    full_name    TEXT    NOT NULL,
    born_on      DATE    NOT NULL,
    blood_group  TEXT    NOT NULL CHECK (blood_group IN ('O-','O+','A-','A+','B-','B+','AB-','AB+')),
    phone        TEXT,
    consent_sms  INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE donations (
    donation_id  INTEGER PRIMARY KEY,
    donor_id     INTEGER NOT NULL REFERENCES donors(donor_id),
    unit_id      TEXT    NOT NULL UNIQUE,
    donated_on   DATE    NOT NULL,
    volume_ml    INTEGER NOT NULL CHECK (volume_ml BETWEEN 150 AND 500),
    hb_g_dl      REAL
);

CREATE INDEX donations_by_donor ON donations (donor_id, donated_on);

-- whole blood: 12 weeks between donations
CREATE VIEW donor_next_eligible AS
SELECT d.donor_no,
       d.full_name,
       MAX(x.donated_on)                    AS last_donation,
       date(MAX(x.donated_on), '+84 days')  AS eligible_from
FROM donors d
LEFT JOIN donations x ON x.donor_id = d.donor_id
GROUP BY d.donor_id;

INSERT INTO donors (donor_no, full_name, born_on, blood_group, phone, consent_sms) VALUES
    ('D-100231', 'Aoife Brennan',  '1988-03-14', 'O-',  '+353 87 555 0142', 1),
    ('D-100232', 'Tomasz Wójcik',  '1979-11-02', 'A+',  NULL,               0),
    ('D-100240', 'Grace Adeyemi',  '1995-06-27', 'B+',  '+353 86 555 0199', 1);

INSERT INTO donations (donor_id, unit_id, donated_on, volume_ml, hb_g_dl) VALUES
    (1, 'SB-24-01877', '2026-11-03', 475, 13.9),
    (2, 'SB-24-01873', '2026-11-02', 470, 15.2);
