// Seed tray germination summary for the Fernhollow bench dashboard.
"use strict";

function germinationSummary(trays) {
  const rows = [];
  for (const tray of trays) {
    const cells = tray.rows * tray.cols;
    const germinated = tray.cells.filter((c) => c.germinatedOn !== null).length;
    const rate = cells === 0 ? 0 : (100 * germinated) / cells;
    rows.push({ id: tray.id, label: `${tray.species} ${tray.variety}`, germinated, cells, rate: Math.round(rate * 10) / 10 });
  }
  rows.sort((a, b) => b.rate - a.rate);
  return rows;
}

function slowTrays(summary, minRate = 60) {
  return summary.filter((row) => row.rate < minRate).map((row) => row.id);
}

function trayAgeDays(tray, today = new Date()) {
  const sown = new Date(tray.sownOn);
  return Math.floor((today - sown) / 86400000);
}

module.exports = { germinationSummary, slowTrays, trayAgeDays };
