// Transfer window checks for the Northern Rift League admin tool.
const fsp = require("fs/promises");
const path = require("path");

const WINDOW_FILE = path.join(__dirname, "data", "transfer_window.json");
const MAX_IMPORTS_PER_TEAM = 2;

async function loadWindow(file = WINDOW_FILE) {
  const raw = await fsp.readFile(file, "utf8");
  const window = JSON.parse(raw);
  window.opens = new Date(window.opens);
  window.closes = new Date(window.closes);
  return window;
}

function isOpen(window, when = new Date()) {
  return when >= window.opens && when < window.closes;
}

function importsFor(team, transfers) {
  return transfers.filter((t) => t.to === team && t.region !== t.toRegion).length;
}

function validateTransfer(transfer, window, transfers) {
  const problems = [];
  if (!isOpen(window, new Date(transfer.filedAt))) {
    problems.push("filed outside the transfer window");
  }
  if (transfer.from === transfer.to) {
    problems.push("player cannot transfer to the same team");
  }
  if (transfer.region !== transfer.toRegion && importsFor(transfer.to, transfers) >= MAX_IMPORTS_PER_TEAM) {
    problems.push(`${transfer.to} already has ${MAX_IMPORTS_PER_TEAM} imports`);
  }
  return problems;
}

async function reviewTransfers(transfers, file) {
  const window = await loadWindow(file);
  const accepted = [];
  const rejected = [];
  for (const transfer of transfers) {
    const problems = validateTransfer(transfer, window, accepted);
    if (problems.length === 0) {
      accepted.push(transfer);
    } else {
      rejected.push({ transfer, problems });
    }
  }
  return { accepted, rejected };
}

module.exports = { loadWindow, isOpen, validateTransfer, reviewTransfers };
