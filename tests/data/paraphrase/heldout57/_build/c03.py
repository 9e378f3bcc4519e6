from lib import case, apply

ORIG5 = '''
// School visit bookings for the Hallam Natural History Museum education desk.
"use strict";

const { sendEmail } = require("./mailer");
const db = require("./db");

const MAX_PUPILS_PER_SLOT = 60;
const GUIDE_RATIO = 15; // one museum guide per fifteen pupils

function guidesNeeded(pupils) {
  return Math.ceil(pupils / GUIDE_RATIO);
}

function validateRequest(req) {
  const errors = [];
  if (!req.schoolName) errors.push("schoolName is required");
  if (!Number.isInteger(req.pupils) || req.pupils < 1) errors.push("pupils must be a positive integer");
  if (req.pupils > MAX_PUPILS_PER_SLOT) errors.push(`at most ${MAX_PUPILS_PER_SLOT} pupils per slot`);
  if (!req.teacherEmail || !req.teacherEmail.includes("@")) errors.push("teacherEmail looks wrong");
  return errors;
}

function confirmVisit(visit) {
  visit.status = "confirmed";
  visit.guides = guidesNeeded(visit.pupils);
  db.saveVisit(visit);
  sendEmail(visit.teacherEmail, "Your museum visit is confirmed", renderConfirmation(visit));
  return visit;
}

function renderConfirmation(visit) {
  return [
    `Dear ${visit.teacherName || "teacher"},`,
    `Your visit for ${visit.pupils} pupils on ${visit.date} at ${visit.slot} is confirmed.`,
    `${visit.guides} guide(s) will meet you at the Dinosaur Hall entrance.`,
    "Lunch can be eaten in the Learning Centre from 12:00.",
  ].join("\\n");
}

async function handleRequest(req) {
  const errors = validateRequest(req);
  if (errors.length) {
    return { ok: false, errors };
  }
  const visit = { ...req, status: "pending" };
  const confirmed = confirmVisit(visit);
  return { ok: true, reference: confirmed.reference, guides: confirmed.guides };
}

module.exports = { guidesNeeded, validateRequest, confirmVisit, handleRequest };
'''
SIGN = "function confirmVisit(visit) {"
MAIL = '  sendEmail(visit.teacherEmail, "Your museum visit is confirmed", renderConfirmation(visit));'
CALL = "  const confirmed = confirmVisit(visit);"
case("make_async-javascript-school-visits", "schoolVisits.js", "make_async", "javascript", ORIG5,
     [("terse", "confirmVisit -> async, await sendEmail, await it in handleRequest"),
      ("polite", "Could you make confirmVisit async so it awaits sendEmail (it returns a promise), and update handleRequest to await it? Nothing else should change."),
      ("declarative", "confirmVisit needs to be an async function that waits for the confirmation email before returning, and its caller has to await it."),
      ("other", "emails get lost when the mailer rejects bc nobody awaits it. make confirmVisit async + await sendEmail, and the caller too"),
      ("other", "confirmVisit を async にして sendEmail を await してください。呼び出し側の handleRequest も await にすること。")],
     [("right", "confirmVisit async, sendEmail awaited, handleRequest awaits confirmVisit",
       [(SIGN, "async " + SIGN, 1), (MAIL, MAIL.replace("  sendEmail", "  await sendEmail"), 1), (CALL, "  const confirmed = await confirmVisit(visit);", 1)]),
      ("wrong", "confirmVisit made async and sendEmail awaited, but handleRequest does not await it, so confirmed is a Promise and guides is undefined",
       [(SIGN, "async " + SIGN, 1), (MAIL, MAIL.replace("  sendEmail", "  await sendEmail"), 1)]),
      ("wrong", "await added inside confirmVisit but the function was not made async: SyntaxError",
       [(MAIL, MAIL.replace("  sendEmail", "  await sendEmail"), 1), (CALL, "  const confirmed = await confirmVisit(visit);", 1)]),
      ("wrong", "async and await everywhere, but the email is now sent before db.saveVisit (lines swapped)",
       [(SIGN, "async " + SIGN, 1), ("  db.saveVisit(visit);\n" + MAIL, MAIL.replace("  sendEmail", "  await sendEmail") + "\n  db.saveVisit(visit);", 1), (CALL, "  const confirmed = await confirmVisit(visit);", 1)]),
      ("wrong", "renderConfirmation was made async instead of confirmVisit, so the email body is a Promise",
       [("function renderConfirmation(visit) {", "async function renderConfirmation(visit) {", 1), (CALL, "  const confirmed = await confirmVisit(visit);", 1)])])

ORIG6 = '''
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
'''
ROUTE = '''app.get("/leagues/:leagueId/standings", requireLeague, (req, res) => {
  res.json(computeStandings(req.league));
});

'''
A1 = "// ---- scores ----\n"
A404 = "app.use((req, res) => {\n  res.status(404)"
case("add_route-javascript-league-api", "leagueApi.js", "add_route", "javascript", ORIG6,
     [("terse", "add GET /leagues/:leagueId/standings -> computeStandings(req.league), with requireLeague"),
      ("polite", "Could you add a GET route at /leagues/:leagueId/standings that runs requireLeague and responds with computeStandings(req.league) as JSON? Please put it with the other league routes and leave the rest of the file as it is."),
      ("declarative", "The API should expose the league table at GET /leagues/:leagueId/standings, returning computeStandings for the loaded league."),
      ("other", "captains keep asking for the table. new endpoint GET /leagues/:leagueId/standings, json of computeStandings(req.league) (use requireLeague like the others)"),
      ("other", "Dodaj trasę GET /leagues/:leagueId/standings, która zwraca computeStandings(req.league) jako JSON (z middleware requireLeague).")],
     [("right", "GET standings route added in the leagues section, before the scores section, using requireLeague",
       [(A1, ROUTE + A1, 1)]),
      ("right", "route added after the fault route, still before the 404 handler",
       [(A404, ROUTE + A404, 1)]),
      ("wrong", "route registered after the catch-all 404 handler, so it is never reached",
       [("app.use((err, req, res, next) => {", ROUTE + "app.use((err, req, res, next) => {", 1)]),
      ("wrong", "path typo: /league/:leagueId/standings (singular)",
       [(A1, ROUTE.replace('"/leagues/', '"/league/') + A1, 1)]),
      ("wrong", "route added without requireLeague, so req.league is undefined",
       [(A1, ROUTE.replace(" requireLeague,", "") + A1, 1)]),
      ("wrong", "truncated output: the route is added in the right place, but the file stops after the handicap route; the team PATCH route, the fault route, the 404 and error handlers, app.listen and module.exports are gone",
       apply(ORIG6.lstrip("\n"), [(A1, ROUTE + A1, 1)]).split("app.patch(")[0].rstrip("\n") + "\n"),
      ("wrong", "route added correctly, but MAX_GAME was quietly changed from 300 to 301, so validGame accepts an impossible 301",
       [(A1, ROUTE + A1, 1), ("const MAX_GAME = 300;", "const MAX_GAME = 301;", 1)])])
