from lib import Case, sub

c = Case("make_async-javascript-desk-booking", "deskBookings.js", "make_async", "javascript")
o = c.original
c.ins("terse", "db.bookingsFor returns a promise now -> make isDeskFree async, await it, fix all callers")
c.ins("polite", "Since db.bookingsFor now returns a Promise, could you make isDeskFree async (awaiting bookingsFor) and update everything that calls it, directly or through suggestDesks, so the results are awaited? Please keep the routes' responses the same.")
c.ins("declarative", "isDeskFree must be an async function that awaits db.bookingsFor, and every caller, suggestDesks and both routes included, must await what it returns.")
c.ins("other", "we moved to postgres so bookingsFor is async now. isDeskFree has to be async too and whoever uses it needs to await it")
c.ins("other", "Macht isDeskFree async (db.bookingsFor liefert jetzt ein Promise) und passt alle Aufrufer an, auch suggestDesks und die beiden Routen.")

F_A = "function isDeskFree(deskId, slot) {\n  const taken = db.bookingsFor(deskId);"
F_B = "async function isDeskFree(deskId, slot) {\n  const taken = await db.bookingsFor(deskId);"
S_A = """function suggestDesks(zone, slot, limit = 3) {
  return db
    .desksIn(zone)
    .filter((desk) => isDeskFree(desk.id, slot))
    .slice(0, limit)
    .map((desk) => desk.label);
}"""
S_B = """async function suggestDesks(zone, slot, limit = 3) {
  const desks = db.desksIn(zone);
  const free = await Promise.all(desks.map((desk) => isDeskFree(desk.id, slot)));
  return desks
    .filter((desk, i) => free[i])
    .slice(0, limit)
    .map((desk) => desk.label);
}"""
S_C = """async function suggestDesks(zone, slot, limit = 3) {
  const labels = [];
  for (const desk of db.desksIn(zone)) {
    if (labels.length >= limit) break;
    if (await isDeskFree(desk.id, slot)) labels.push(desk.label);
  }
  return labels;
}"""
P_A = "  if (!isDeskFree(req.params.deskId, slot)) {\n    const alternatives = suggestDesks(req.body.zone, slot);"
P_B = "  if (!(await isDeskFree(req.params.deskId, slot))) {\n    const alternatives = await suggestDesks(req.body.zone, slot);"
G_A = 'router.get("/zones/:zone/free", (req, res) => {\n  const slot = { start: req.query.start, end: req.query.end };\n  res.json({ desks: suggestDesks(req.params.zone, slot, 10) });'
G_B = 'router.get("/zones/:zone/free", async (req, res) => {\n  const slot = { start: req.query.start, end: req.query.end };\n  res.json({ desks: await suggestDesks(req.params.zone, slot, 10) });'

def build(text, f=F_B, s=S_B, p=P_B, g=G_B):
    text = sub(text, F_A, f)
    text = sub(text, S_A, s)
    text = sub(text, P_A, p)
    return sub(text, G_A, g)

right = build(o)
c.res("right", right, "isDeskFree async and awaits bookingsFor; suggestDesks async via Promise.all; POST awaits both; GET handler async and awaits suggestDesks")
c.res("right", build(o, s=S_C), "same, with suggestDesks written as a for-of loop that awaits each desk and stops at the limit")

w = sub(o, F_A, F_B)
c.res("wrong", w, "only isDeskFree made async: the POST route's !isDeskFree(...) is now always false (a Promise is truthy), so double bookings go through, and suggestDesks filters on Promises")

w = build(o, s=S_A.replace("function suggestDesks", "async function suggestDesks"))
c.res("wrong", w, "suggestDesks marked async but still filters on isDeskFree's Promise, which is always truthy, so every desk is suggested")

w = build(o, g=G_A)
c.res("wrong", w, "GET /zones/:zone/free not updated: it passes the Promise from suggestDesks to res.json, which sends {}")

w = sub(right, "  await notifyMember(req.user.memberId,", "  notifyMember(req.user.memberId,")
c.res("wrong", w, "callers updated, but the existing await on notifyMember was dropped, leaving an unhandled promise")
c.write()
