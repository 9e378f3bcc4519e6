from lib import Case, sub

c = Case("add_column-sql-donor-registry", "schema.sql", "add_column", "sql")
o = c.original
c.ins("terse", "donors: add deferred_until DATE (nullable)")
c.ins("polite", "Could you add a nullable deferred_until DATE column to the donors table, for donors who are temporarily deferred? The seed inserts must still load unchanged, and the other tables stay as they are.")
c.ins("declarative", "The donors table should have an optional deferred_until column of type DATE.")
c.ins("other", "nurses need to record temporary deferrals (travel, tattoos...). add deferred_until date to donors, NULL = not deferred")

A = "    phone        TEXT,\n    consent_sms  INTEGER NOT NULL DEFAULT 0\n);"
right = sub(o, A, "    phone        TEXT,\n    consent_sms  INTEGER NOT NULL DEFAULT 0,\n    deferred_until DATE                            -- NULL = not deferred\n);")
c.res("right", right, "nullable deferred_until DATE added as the last column of donors; seeds and other tables unchanged")
r2 = sub(o, "    blood_group  TEXT    NOT NULL CHECK (blood_group IN ('O-','O+','A-','A+','B-','B+','AB-','AB+')),\n",
         "    blood_group  TEXT    NOT NULL CHECK (blood_group IN ('O-','O+','A-','A+','B-','B+','AB-','AB+')),\n    deferred_until DATE,\n")
c.res("right", r2, "deferred_until DATE inserted after blood_group; the seed INSERTs name their columns, so they still load")

w = sub(o, "    hb_g_dl      REAL\n);", "    hb_g_dl      REAL,\n    deferred_until DATE\n);")
c.res("wrong", w, "column added to donations instead of donors")

w = sub(o, A, "    phone        TEXT,\n    consent_sms  INTEGER NOT NULL DEFAULT 0,\n    deferred_until DATE    NOT NULL\n);")
c.res("wrong", w, "declared NOT NULL without a default: not optional, and the seed INSERT into donors now fails the constraint", breaks=True)

w = sub(o, A, "    phone        TEXT,\n    consent_sms  INTEGER NOT NULL DEFAULT 0\n    deferred_until DATE\n);")
c.res("wrong", w, "no comma after consent_sms's DEFAULT 0, so the CREATE TABLE is a syntax error", breaks=True)

w = sub(right, "    phone        TEXT,\n    consent_sms", "    consent_sms")
c.res("wrong", w, "deferred_until added, but the phone column was lost, so the donor INSERT no longer loads", breaks=True)
c.write()
