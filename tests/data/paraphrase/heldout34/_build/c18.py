from lib import case
T = [("    landed_kg     REAL NOT NULL CHECK (landed_kg > 0),", "    landed_weight_kg REAL NOT NULL CHECK (landed_weight_kg > 0),", 1),
     ("ON catch_certificate (species_code, landed_kg);", "ON catch_certificate (species_code, landed_weight_kg);", 1),
     ("       c.landed_kg        AS certified_kg,", "       c.landed_weight_kg AS certified_kg,", 1),
     ("HAVING SUM(l.landed_kg) > c.landed_kg;", "HAVING SUM(l.landed_kg) > c.landed_weight_kg;", 1),
     ("(cert_no, vessel_id, species_code, landed_kg, ices_area, landed_on)", "(cert_no, vessel_id, species_code, landed_weight_kg, ices_area, landed_on)", 1)]
case("rename_column-sql-catch-certificates", "schema.sql", "rename_column", "sql", [
    ("terse", "catch_certificate.landed_kg -> landed_weight_kg"),
    ("polite", "Could you rename the landed_kg column of catch_certificate to landed_weight_kg, and fix the index, the view and the seed insert that use it? auction_lot has its own landed_kg column; that one stays."),
    ("declarative", "In catch_certificate the weight column is called landed_weight_kg; everything in this schema that reads it uses the new name."),
    ("other", "renombra la columna landed_kg de catch_certificate a landed_weight_kg (solo esa tabla, auction_lot no se toca)"),
], [
    ("right", "column, CHECK, index, the two c.landed_kg references in the view and the seed insert renamed; auction_lot.landed_kg and l.landed_kg untouched",
     T),
    ("wrong", "every landed_kg renamed, including auction_lot's own column and the l.landed_kg sums in the view",
     [("landed_kg", "landed_weight_kg", 10)]),
    ("wrong", "only the table definition was renamed; the index still names landed_kg, so the schema fails to load",
     T[:1]),
    ("wrong", "renamed correctly, but the view's HAVING test became >= so exactly-sold certificates are flagged",
     T[:3] + [("HAVING SUM(l.landed_kg) > c.landed_kg;", "HAVING SUM(l.landed_kg) >= c.landed_weight_kg;", 1)] + T[4:]),
    ("wrong", "renamed, but the CHECK (> 0) constraint on the column was dropped",
     [("    landed_kg     REAL NOT NULL CHECK (landed_kg > 0),", "    landed_weight_kg REAL NOT NULL,", 1)] + T[1:]),
])
