const express = require("express");
const { listCallouts, getCallout, logCallout, closeCallout } = require("./store");
const { requireWatchOfficer } = require("./auth");

const router = express.Router();

router.get("/callouts", async (req, res) => {
  const since = req.query.since ? new Date(req.query.since) : null;
  res.json(await listCallouts({ since }));
});

router.get("/callouts/:id", async (req, res) => {
  const callout = await getCallout(req.params.id);
  if (!callout) return res.status(404).json({ error: "no such call-out" });
  res.json(callout);
});

router.post("/callouts", requireWatchOfficer, async (req, res) => {
  const { vessel, position, persons } = req.body;
  if (!vessel || !position) {
    return res.status(400).json({ error: "vessel and position are required" });
  }
  const callout = await logCallout({ vessel, position, persons: persons ?? 1 });
  res.status(201).json(callout);
});

router.post("/callouts/:id/close", async (req, res) => {
  const callout = await closeCallout(req.params.id, req.body.outcome);
  if (!callout) return res.status(404).json({ error: "no such call-out" });
  res.json(callout);
});

module.exports = router;
