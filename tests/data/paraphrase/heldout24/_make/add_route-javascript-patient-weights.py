from lib import write_case

NEW = """router.get('/patients/:chart/weight-history', requireStaff, async (req, res) => {
  const patient = await db.patients.findByChart(req.params.chart);
  if (!patient) return res.status(404).json({ error: 'unknown patient' });
  const entries = await db.weights.forChart(req.params.chart);
  entries.sort((a, b) => a.recordedAt - b.recordedAt);
  res.json(entries);
});

"""
ANCHOR_AFTER_WEIGHTS = "  res.status(201).end();\n});\n\n"
VACC = """router.get('/patients/:chart/vaccinations', requireStaff, async (req, res) => {
  const patient = await db.patients.findByChart(req.params.chart);
  if (!patient) return res.status(404).json({ error: 'unknown patient' });
  const shots = await db.vaccinations.forChart(req.params.chart);
  res.json(shots);
});

"""

write_case(
    "add_route-javascript-patient-weights", "routes.js", "add_route", "javascript",
    [
        ("terse", "new route: GET /patients/:chart/weight-history (requireStaff, 404 unknown chart, db.weights.forChart sorted oldest first)"),
        ("polite", "Could you add a GET /patients/:chart/weight-history endpoint? It should use requireStaff like the other patient routes, answer 404 for an unknown chart the same way they do, and return db.weights.forChart(chart) sorted oldest first. Please leave the existing routes untouched."),
        ("declarative", "The router needs a GET /patients/:chart/weight-history route for staff that returns the patient's weight entries from db.weights.forChart in chronological order, or 404 when the chart is unknown."),
        ("other", "vets want to chart weight over time -> need GET /patients/:chart/weight-history. staff auth, 404 if no such patient, oldest entry first"),
    ],
    [
        ("right-1.js", "right", "route added after the weights POST with requireStaff, the 404 check and an ascending sort by recordedAt",
         [(ANCHOR_AFTER_WEIGHTS, ANCHOR_AFTER_WEIGHTS + NEW)]),
        ("right-2.js", "right", "same route placed right after the vaccinations route, sorting a copy instead of in place",
         [(VACC, VACC + NEW.replace("  entries.sort((a, b) => a.recordedAt - b.recordedAt);\n  res.json(entries);",
                                    "  res.json([...entries].sort((a, b) => a.recordedAt - b.recordedAt));"))]),
        ("wrong-1.js", "wrong", "route added without the requireStaff middleware, so anyone can read weight histories",
         [(ANCHOR_AFTER_WEIGHTS, ANCHOR_AFTER_WEIGHTS + NEW.replace(" requireStaff,", ""))]),
        ("wrong-2.js", "wrong", "path written as /patient/:chart/weight-history (singular), not the requested URL",
         [(ANCHOR_AFTER_WEIGHTS, ANCHOR_AFTER_WEIGHTS + NEW.replace("'/patients/", "'/patient/"))]),
        ("wrong-3.js", "wrong", "entries sorted newest first (b - a) instead of oldest first",
         [(ANCHOR_AFTER_WEIGHTS, ANCHOR_AFTER_WEIGHTS + NEW.replace("a.recordedAt - b.recordedAt", "b.recordedAt - a.recordedAt"))]),
        ("wrong-4.js", "wrong", "the new route replaced the existing vaccinations route instead of being added next to it",
         [(VACC, NEW)]),
    ],
)
