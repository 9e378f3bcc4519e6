-- Seed tray inventory for the Fernhollow propagation house.
-- Run against a fresh database; the view is what the potting-up app reads.

CREATE TABLE seed_trays (
    tray_id       INTEGER PRIMARY KEY,
    species       TEXT NOT NULL,
    variety       TEXT,
    cell_count    INTEGER NOT NULL CHECK (cell_count IN (40, 84, 126, 200)),
    sown_on       DATE NOT NULL,
    bench         TEXT NOT NULL,
    germinated    INTEGER DEFAULT 0
);

CREATE TABLE potting_runs (
    run_id        INTEGER PRIMARY KEY,
    tray_id       INTEGER NOT NULL REFERENCES seed_trays(tray_id),
    potted_on     DATE NOT NULL,
    pot_size      TEXT NOT NULL,
    potted        INTEGER NOT NULL,
    bench         TEXT NOT NULL
);

CREATE INDEX idx_trays_bench ON seed_trays(bench);

CREATE VIEW tray_status AS
SELECT t.tray_id,
       t.species,
       t.variety,
       t.bench,
       t.cell_count,
       t.germinated,
       ROUND(100.0 * t.germinated / t.cell_count, 1) AS germination_pct,
       COALESCE(SUM(p.potted), 0) AS potted_so_far
FROM seed_trays t
LEFT JOIN potting_runs p ON p.tray_id = t.tray_id
GROUP BY t.tray_id;

INSERT INTO seed_trays (tray_id, species, variety, cell_count, sown_on, bench, germinated) VALUES
    (1, 'Digitalis purpurea', 'Dalmatian Peach', 84, '2027-02-03', 'B2', 71),
    (2, 'Salvia nemorosa', 'Caradonna', 126, '2027-02-05', 'B2', 98),
    (3, 'Echinacea purpurea', NULL, 84, '2027-02-10', 'B4', 0);
