const express = require("express");
const fixtures = require("../services/fixtures");
const { requireOfficial } = require("../middleware/auth");

const router = express.Router();

// Public: the whole season's fixture list for one division.
router.get("/divisions/:divisionId/fixtures", async (req, res) => {
  const list = await fixtures.forDivision(req.params.divisionId);
  res.json(list);
});

// Public: one fixture with its venue and kick-off time.
router.get("/fixtures/:fixtureId", async (req, res) => {
  const fixture = await fixtures.byId(req.params.fixtureId);
  if (!fixture) {
    return res.status(404).json({ error: "fixture not found" });
  }
  res.json(fixture);
});

// Officials only: enter the final score.
router.post("/fixtures/:fixtureId/result", requireOfficial, async (req, res) => {
  const { homeGoals, awayGoals } = req.body;
  if (!Number.isInteger(homeGoals) || !Number.isInteger(awayGoals)) {
    return res.status(400).json({ error: "goals must be whole numbers" });
  }
  const saved = await fixtures.recordResult(req.params.fixtureId, homeGoals, awayGoals);
  res.status(201).json(saved);
});

module.exports = router;
