// League API for Strikeline Bowl: teams, weekly scores and handicaps.
const express = require("express");
const { loadLeague, saveLeague, listLeagues } = require("./store");
const { computeStandings, handicapFor } = require("./scoring");

const app = express();
app.use(express.json());

const PORT = process.env.PORT || 8087;
const MAX_GAME = 300;

function requireLeague(req, res, next) {
  const league = loadLeague(req.params.leagueId);
  if (!league) {
    return res.status(404).json({ error: `no league ${req.params.leagueId}` });
  }
  req.league = league;
  next();
}

function validGame(score) {
  return Number.isInteger(score) && score >= 0 && score <= MAX_GAME;
}

app.get("/health", (req, res) => {
  res.json({ ok: true });
});

app.get("/version", (req, res) => {
  res.json({ service: "league-api", version: process.env.LEAGUE_API_VERSION || "dev" });
});

// ---- leagues ----

app.get("/leagues", (req, res) => {
  res.json(listLeagues().map((l) => ({ id: l.id, name: l.name, night: l.night })));
});

app.get("/leagues/:leagueId", requireLeague, (req, res) => {
  const { id, name, night, teams } = req.league;
  res.json({ id, name, night, teams: teams.map((t) => t.name) });
});

app.post("/leagues/:leagueId/teams", requireLeague, (req, res) => {
  const { name, bowlers } = req.body;
  if (!name || !Array.isArray(bowlers) || bowlers.length === 0) {
    return res.status(400).json({ error: "name and bowlers are required" });
  }
  if (req.league.teams.some((t) => t.name === name)) {
    return res.status(409).json({ error: `team ${name} already exists` });
  }
  req.league.teams.push({ name, bowlers, weeks: [] });
  saveLeague(req.league);
  res.status(201).json({ name });
});

app.delete("/leagues/:leagueId/teams/:team", requireLeague, (req, res) => {
  const before = req.league.teams.length;
  req.league.teams = req.league.teams.filter((t) => t.name !== req.params.team);
  if (req.league.teams.length === before) {
    return res.status(404).json({ error: `no team ${req.params.team}` });
  }
  saveLeague(req.league);
  res.status(204).end();
});

app.get("/leagues/:leagueId/standings", (req, res) => {
  res.json(computeStandings(req.league));
});

// ---- scores ----

app.post("/leagues/:leagueId/weeks/:week/scores", requireLeague, (req, res) => {
  const week = Number(req.params.week);
  const { team, games } = req.body;
  const entry = req.league.teams.find((t) => t.name === team);
  if (!entry) {
    return res.status(404).json({ error: `no team ${team}` });
  }
  if (!Array.isArray(games) || games.length !== 3 || !games.every(validGame)) {
    return res.status(400).json({ error: "three games between 0 and 300 are required" });
  }
  entry.weeks[week - 1] = games;
  saveLeague(req.league);
  res.status(201).json({ team, week, series: games.reduce((a, b) => a + b, 0) });
});

app.get("/leagues/:leagueId/weeks/:week/scores", requireLeague, (req, res) => {
  const week = Number(req.params.week);
  const rows = req.league.teams
    .filter((t) => t.weeks[week - 1])
    .map((t) => ({ team: t.name, games: t.weeks[week - 1] }));
  res.json(rows);
});

app.get("/leagues/:leagueId/bowlers/:bowler/handicap", requireLeague, (req, res) => {
  const bowler = req.params.bowler;
  const games = [];
  for (const team of req.league.teams) {
    if (!team.bowlers.includes(bowler)) continue;
    for (const week of team.weeks) {
      if (week) games.push(...week);
    }
  }
  if (games.length === 0) {
    return res.status(404).json({ error: `no games for ${bowler}` });
  }
  const average = Math.floor(games.reduce((a, b) => a + b, 0) / games.length);
  res.json({ bowler, average, handicap: handicapFor(average, req.league.basis, req.league.percentage) });
});

app.patch("/leagues/:leagueId/teams/:team", requireLeague, (req, res) => {
  const entry = req.league.teams.find((t) => t.name === req.params.team);
  if (!entry) {
    return res.status(404).json({ error: `no team ${req.params.team}` });
  }
  const { name, bowlers } = req.body;
  if (name !== undefined) {
    if (req.league.teams.some((t) => t.name === name && t !== entry)) {
      return res.status(409).json({ error: `team ${name} already exists` });
    }
    entry.name = String(name);
  }
  if (Array.isArray(bowlers) && bowlers.length > 0) {
    entry.bowlers = bowlers.map(String);
  }
  saveLeague(req.league);
  res.json({ name: entry.name, bowlers: entry.bowlers });
});

// ---- lane faults reported by league captains ----

app.post("/leagues/:leagueId/faults", requireLeague, (req, res) => {
  const { lane, description } = req.body;
  if (!Number.isInteger(lane) || lane < 1 || lane > 24) {
    return res.status(400).json({ error: "lane must be 1-24" });
  }
  req.league.faults = req.league.faults || [];
  req.league.faults.push({ lane, description: String(description || ""), at: new Date().toISOString() });
  saveLeague(req.league);
  res.status(201).json({ lane });
});

app.use((req, res) => {
  res.status(404).json({ error: `nothing at ${req.method} ${req.path}` });
});

app.use((err, req, res, next) => {
  console.error(err);
  res.status(500).json({ error: "internal error" });
});

if (require.main === module) {
  app.listen(PORT, () => console.log(`league api on ${PORT}`));
}

module.exports = app;
