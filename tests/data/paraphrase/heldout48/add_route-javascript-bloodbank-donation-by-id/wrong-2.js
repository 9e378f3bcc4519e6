const express = require("express");
const { DonationStore } = require("./store");

const app = express();
const store = new DonationStore(process.env.DONATIONS_DB || "donations.sqlite");

app.use(express.json());

app.get("/health", (req, res) => {
  res.json({ ok: true });
});

app.get("/donations", async (req, res) => {
  const since = req.query.since || "1970-01-01";
  const rows = await store.listSince(since);
  res.json(rows);
});

app.post("/donations", async (req, res) => {
  const { donorId, aboRh, volumeMl } = req.body;
  if (!donorId || !aboRh) {
    return res.status(400).json({ error: "donorId and aboRh are required" });
  }
  const donation = await store.insert({ donorId, aboRh, volumeMl: volumeMl || 470 });
  res.status(201).json(donation);
});

app.get("/donations/:id", async (req, res) => {
  const donation = await store.get(req.query.id);
  if (!donation) {
    return res.status(404).json({ error: "donation not found" });
  }
  res.json(donation);
});

app.delete("/donations/:id", async (req, res) => {
  const removed = await store.remove(req.params.id);
  res.status(removed ? 204 : 404).end();
});

app.use((req, res) => {
  res.status(404).json({ error: "not found" });
});

const port = Number(process.env.PORT || 8085);
app.listen(port, () => console.log(`donations api on ${port}`));

module.exports = app;
