from lib import SPLIT, apply, write_case

NAME = "make_async-javascript-boxoffice"
FILE = "seatHolds.js"
src = (SPLIT / NAME / FILE).read_text()

FN = ("function releaseExpiredHolds(db, now = new Date()) {", "async function releaseExpiredHolds(db, now = new Date()) {")
SEL = ("const expired = db.query(", "const expired = await db.query(")
DEL = ("    db.query('DELETE FROM holds WHERE id = $1', [hold.id]);", "    await db.query('DELETE FROM holds WHERE id = $1', [hold.id]);")
SWEEP = ("const released = releaseExpiredHolds(db);", "const released = await releaseExpiredHolds(db);")
right1 = apply(src, [FN, SEL, DEL, SWEEP])
right2 = apply(src, [FN, SEL, SWEEP,
    ("  for (const hold of expired.rows) {\n    db.query('DELETE FROM holds WHERE id = $1', [hold.id]);\n  }",
     "  await Promise.all(expired.rows.map((hold) => db.query('DELETE FROM holds WHERE id = $1', [hold.id])));")])
wrong1 = apply(src, [FN, SEL, DEL])
wrong2 = apply(src, [FN, SEL, SWEEP])
wrong3 = apply(src, [FN, SEL, SWEEP,
    ("  for (const hold of expired.rows) {\n    db.query('DELETE FROM holds WHERE id = $1', [hold.id]);\n  }",
     "  expired.rows.forEach((hold) => {\n    await db.query('DELETE FROM holds WHERE id = $1', [hold.id]);\n  });")])
wrong4 = apply(right1, [("WHERE created_at <= $1", "WHERE created_at < $1")])

write_case(NAME, FILE, "make_async", "javascript", [
    ("terse", "make releaseExpiredHolds async + await the db calls"),
    ("polite", "db.query returns a promise now. Could you make releaseExpiredHolds async, await its queries and have sweep await it? Please leave the other functions alone."),
    ("declarative", "releaseExpiredHolds must be an async function that awaits every db.query, and sweep has to await its result."),
    ("other", "releaseExpiredHolds is broken since the pg upgrade (expired.rows is undefined) — make it async/await, and sweep needs to await it"),
    ("other", "¿Puedes convertir releaseExpiredHolds en async con await en las consultas y esperar su resultado en sweep?"),
], [
    ("right-1.js", "right", "releaseExpiredHolds async, both queries awaited in order, sweep awaits the call", right1, False),
    ("right-2.js", "right", "async with the SELECT awaited and the deletes awaited together through Promise.all; sweep awaits the call", right2, False),
    ("wrong-1.js", "wrong", "function made async but sweep does not await it: released is a Promise and the log never fires", wrong1, False),
    ("wrong-2.js", "wrong", "the DELETE queries in the loop are not awaited (fire and forget)", wrong2, False),
    ("wrong-3.js", "wrong", "loop rewritten as forEach with await inside a non-async arrow: SyntaxError", wrong3, True),
    ("wrong-4.js", "wrong", "async done, but the expiry query now uses created_at < $1 instead of <=", wrong4, False),
])
