from lib import write_case

COL = ("    vet_id        INTEGER NOT NULL REFERENCES vets(id),\n    starts_at",
       "    clinician_id  INTEGER NOT NULL REFERENCES vets(id),\n    starts_at")
IDX = ("ON appointments(vet_id, starts_at)", "ON appointments(clinician_id, starts_at)")
VIEWS = ("JOIN vets v ON v.id = a.vet_id", "JOIN vets v ON v.id = a.clinician_id", 2)
INS = ("INSERT INTO appointments (id, patient_id, vet_id,", "INSERT INTO appointments (id, patient_id, clinician_id,")
RIGHT = [COL, IDX, VIEWS, INS]

write_case(
    "rename_column-sql-clinic-schema", "schema.sql", "rename_column", "sql",
    [
        ("terse", "appointments.vet_id -> clinician_id"),
        ("polite", "Could you rename the vet_id column of appointments to clinician_id, and update the index, the views and the seed insert that use it? The rota table's vet_id is not part of this and should stay."),
        ("declarative", "In the appointments table the vet reference is to be called clinician_id; everything in this schema that reads appointments.vet_id must use the new name."),
        ("other", "appointments テーブルの vet_id 列を clinician_id にリネームしてください。インデックス・ビュー・INSERT も合わせて。rota テーブルの vet_id はそのままで。"),
        ("other", "nurses will book consults too, so appointments.vet_id becomes clinician_id. rota.vet_id stays. fix index/views/inserts accordingly"),
    ],
    [
        ("right-1.sql", "right", "column, index, both view joins and the appointments insert renamed; rota and rota_load untouched", RIGHT),
        ("wrong-1.sql", "wrong", "rota.vet_id was renamed too, with its insert and the rota_load view",
         [("vet_id", "clinician_id", 9), ("    clinician_id        INTEGER NOT NULL REFERENCES vets(id),\n    day", "    clinician_id  INTEGER NOT NULL REFERENCES vets(id),\n    day"),
          ("    clinician_id        INTEGER NOT NULL REFERENCES vets(id),\n    starts_at", "    clinician_id  INTEGER NOT NULL REFERENCES vets(id),\n    starts_at")]),
        ("wrong-2.sql", "wrong", "consults_per_vet still joins on a.vet_id, a column that no longer exists",
         [COL, IDX, ("JOIN vets v ON v.id = a.vet_id\nWHERE date(", "JOIN vets v ON v.id = a.clinician_id\nWHERE date("), INS]),
        ("wrong-3.sql", "wrong", "renamed everywhere, but the column lost its NOT NULL constraint",
         [(COL[0], COL[1].replace("INTEGER NOT NULL REFERENCES", "INTEGER REFERENCES")), IDX, VIEWS, INS]),
        ("wrong-4.sql", "wrong", "renamed everywhere, but the third seed appointment (Clover's dental check) was dropped",
         RIGHT + [("    (2, 2, 2, '2026-12-07 09:15', 20, 'weight loss, bloods', 'booked'),\n    (3, 3, 2, '2026-12-07 14:30', 15, 'dental check', 'booked');\n",
                   "    (2, 2, 2, '2026-12-07 09:15', 20, 'weight loss, bloods', 'booked');\n")]),
    ],
)
