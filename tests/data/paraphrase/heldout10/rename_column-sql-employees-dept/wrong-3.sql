-- HR core schema (SQLite). Applied by migrate.py on an empty database;
-- later changes go into numbered migration files, not here.

PRAGMA foreign_keys = ON;

CREATE TABLE departments (
    id            INTEGER PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    cost_center   TEXT NOT NULL,
    parent_id     INTEGER REFERENCES departments(id),
    created_at    TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE positions (
    id            INTEGER PRIMARY KEY,
    title         TEXT NOT NULL,
    grade         TEXT NOT NULL CHECK (grade IN ('G1','G2','G3','G4','G5','M1','M2','E1')),
    dept_id       INTEGER NOT NULL REFERENCES departments(id),
    headcount     INTEGER NOT NULL DEFAULT 1 CHECK (headcount > 0),
    is_open       INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE employees (
    id            INTEGER PRIMARY KEY,
    employee_no   TEXT NOT NULL UNIQUE,
    first_name    TEXT NOT NULL,
    last_name     TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    department_id INTEGER NOT NULL REFERENCES departments(id),
    position_id   INTEGER REFERENCES positions(id),
    manager_id    INTEGER REFERENCES employees(id),
    hire_date     TEXT NOT NULL,
    end_date      TEXT,
    fte           REAL NOT NULL DEFAULT 1.0 CHECK (fte > 0 AND fte < 1.0),
    work_country  TEXT NOT NULL DEFAULT 'DE'
);

CREATE INDEX idx_employees_dept ON employees(department_id);
CREATE INDEX idx_employees_manager ON employees(manager_id);
CREATE INDEX idx_positions_dept ON positions(dept_id);

CREATE TABLE salaries (
    employee_id   INTEGER NOT NULL REFERENCES employees(id),
    valid_from    TEXT NOT NULL,
    annual_gross  INTEGER NOT NULL CHECK (annual_gross >= 0),
    currency      TEXT NOT NULL DEFAULT 'EUR',
    PRIMARY KEY (employee_id, valid_from)
);

CREATE TABLE contracts (
    id            INTEGER PRIMARY KEY,
    employee_id   INTEGER NOT NULL REFERENCES employees(id),
    kind          TEXT NOT NULL CHECK (kind IN ('permanent','fixed_term','apprentice','working_student')),
    signed_on     TEXT NOT NULL,
    ends_on       TEXT,
    notice_weeks  INTEGER NOT NULL DEFAULT 4,
    document_ref  TEXT
);

CREATE TABLE absences (
    id            INTEGER PRIMARY KEY,
    employee_id   INTEGER NOT NULL REFERENCES employees(id),
    kind          TEXT NOT NULL CHECK (kind IN ('annual','sick','parental','unpaid')),
    starts_on     TEXT NOT NULL,
    ends_on       TEXT NOT NULL,
    approved_by   INTEGER REFERENCES employees(id),
    CHECK (ends_on >= starts_on)
);

CREATE TABLE audit_log (
    id            INTEGER PRIMARY KEY,
    table_name    TEXT NOT NULL,
    row_id        INTEGER NOT NULL,
    action        TEXT NOT NULL,
    detail        TEXT,
    at            TEXT NOT NULL DEFAULT (datetime('now'))
);

-- Active headcount per department, as shown on the HR dashboard.
CREATE VIEW v_headcount AS
SELECT d.code,
       d.name,
       COUNT(e.id)              AS employees,
       ROUND(SUM(e.fte), 1)     AS fte
FROM departments d
LEFT JOIN employees e
       ON e.department_id = d.id
      AND (e.end_date IS NULL OR e.end_date > date('now'))
GROUP BY d.id;

-- Open positions per department, for the recruiting board.
CREATE VIEW v_open_positions AS
SELECT d.code, p.title, p.grade, p.headcount
FROM positions p
JOIN departments d ON d.id = p.dept_id
WHERE p.is_open = 1;

-- Current salary per employee with department, for payroll exports.
CREATE VIEW v_current_salary AS
SELECT e.employee_no,
       e.last_name,
       e.first_name,
       d.cost_center,
       s.annual_gross,
       s.currency
FROM employees e
JOIN departments d ON d.id = e.department_id
JOIN salaries s ON s.employee_id = e.id
WHERE s.valid_from = (
    SELECT MAX(s2.valid_from)
    FROM salaries s2
    WHERE s2.employee_id = e.id
      AND s2.valid_from <= date('now')
);

-- Department transfers are audited.
CREATE TRIGGER trg_employee_transfer
AFTER UPDATE OF department_id ON employees
WHEN OLD.department_id <> NEW.department_id
BEGIN
    INSERT INTO audit_log (table_name, row_id, action, detail)
    VALUES ('employees', NEW.id, 'transfer', OLD.department_id || ' -> ' || NEW.department_id);
END;

-- Ending an employment closes open absences.
CREATE TRIGGER trg_employee_leaver
AFTER UPDATE OF end_date ON employees
WHEN NEW.end_date IS NOT NULL
BEGIN
    UPDATE absences
       SET ends_on = NEW.end_date
     WHERE employee_id = NEW.id
       AND ends_on > NEW.end_date;
END;

INSERT INTO departments (id, code, name, cost_center) VALUES
    (1, 'EXEC', 'Executive Office', 'CC-1000'),
    (2, 'HR',   'People & Culture', 'CC-1100'),
    (3, 'FIN',  'Finance',          'CC-1200'),
    (4, 'ENG',  'Engineering',      'CC-2000'),
    (5, 'OPS',  'Operations',       'CC-3000');
