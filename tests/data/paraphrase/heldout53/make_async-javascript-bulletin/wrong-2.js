// Avalanche bulletin builder for the Arlberg warning service.
// Pulls the station reports of every region and publishes one bulletin a morning.

const fs = require("fs/promises");
const path = require("path");

const API = process.env.BULLETIN_API || "https://lawinen.example.at/api/v2";
const OUT_DIR = process.env.BULLETIN_OUT || "/srv/bulletins";
const DANGER_WORDS = ["", "low", "moderate", "considerable", "high", "very high"];

async function fetchRegionReport(region) {
  const res = await fetch(`${API}/regions/${region}/report`);
  return res.json();
}

async function buildBulletin(regions) {
  const reports = await Promise.all(regions.map(fetchRegionReport));
  const highest = Math.max(...reports.map((r) => r.dangerLevel));
  return {
    issued: new Date().toISOString(),
    highest,
    headline: `Avalanche danger ${DANGER_WORDS[highest]} (${highest}/5)`,
    reports,
  };
}

function renderText(bulletin) {
  const lines = [bulletin.headline, ""];
  for (const report of bulletin.reports) {
    lines.push(`${report.region}: ${DANGER_WORDS[report.dangerLevel]} above ${report.treeline} m`);
    if (report.problems.length > 0) {
      lines.push(`  problems: ${report.problems.join(", ")}`);
    }
  }
  return lines.join("\n");
}

async function publish(regions) {
  const bulletin = await buildBulletin(regions);
  const day = bulletin.issued.slice(0, 10);
  await fs.writeFile(path.join(OUT_DIR, `${day}.json`), JSON.stringify(bulletin, null, 2));
  await fs.writeFile(path.join(OUT_DIR, `${day}.txt`), renderText(bulletin));
  return bulletin.highest;
}

module.exports = { fetchRegionReport, buildBulletin, renderText, publish };
