// Workshop sign-ups for the Elm Street Library makerspace.
const fs = require("fs");
const path = require("path");

const WORKSHOPS_FILE = path.join(__dirname, "data", "workshops.json");

function loadWorkshops() {
  return JSON.parse(fs.readFileSync(WORKSHOPS_FILE, "utf8"));
}

function seatsLeft(workshop) {
  return workshop.capacity - workshop.signups.length;
}

function signUp(workshops, workshopId, cardNumber) {
  const ws = workshops.find((w) => w.id === workshopId);
  if (!ws) {
    return { ok: false, reason: "no such workshop" };
  }
  if (ws.signups.includes(cardNumber)) {
    return { ok: false, reason: "already signed up" };
  }
  if (seatsLeft(ws) <= 0) {
    ws.waitlist.push(cardNumber);
    return { ok: true, waitlisted: true };
  }
  ws.signups.push(cardNumber);
  return { ok: true, waitlisted: false };
}

function waitlistCsv(workshop) {
  const rows = workshop.waitlist.map((card, i) => `${i + 1},${card}`);
  return ["position,card", ...rows].join("\n");
}

// Old export for the paper sign-up sheets; the front desk stopped using it
// when the kiosk went live. Kept for the 2025 audit only.
function legacyWaitlistExport(workshop) {
  let out = "WAITLIST " + workshop.title.toUpperCase() + "\r\n";
  for (let i = 0; i < workshop.waitlist.length; i++) {
    out += (i + 1) + ". " + workshop.waitlist[i] + "\r\n";
  }
  return out;
}

function promoteFromWaitlist(workshop) {
  while (seatsLeft(workshop) > 0 && workshop.waitlist.length > 0) {
    workshop.signups.push(workshop.waitlist.shift());
  }
  return workshop;
}

module.exports = {
  loadWorkshops,
  seatsLeft,
  signUp,
  waitlistCsv,
  legacyWaitlistExport,
  promoteFromWaitlist,
};
