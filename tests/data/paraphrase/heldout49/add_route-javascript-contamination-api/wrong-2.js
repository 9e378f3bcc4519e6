"use strict";
// HTTP API for contamination reports at the Kesselbrook sorting plant.
const express = require("express");
const reports = require("./reports-store");

const router = express.Router();

router.get("/reports", async (req, res) => {
  const line = req.query.line ? Number(req.query.line) : undefined;
  res.json(await reports.list({ line }));
});

router.get("/reports/:id", async (req, res) => {
  const report = await reports.get(req.params.id);
  if (!report) {
    return res.status(404).json({ error: "report not found" });
  }
  res.json(report);
});

router.post("/reports", async (req, res) => {
  const { line, material, contaminationPct } = req.body;
  if (contaminationPct < 0 || contaminationPct > 100) {
    return res.status(400).json({ error: "contaminationPct must be 0-100" });
  }
  const created = await reports.create({ line, material, contaminationPct });
  res.status(201).json(created);
});

router.delete("/reports/:id", async (req, res) => {
  const report = await reports.get(req.params.id);
  if (!report) {
    return res.status(404).json({ error: "report not found" });
  }
  await reports.remove(req.params.id);
  res.json(report);
});

module.exports = router;
