// Pushback coordination for the east apron. Tugs are reserved through the
// fleet service; the tower is told once a tug is on its way.
const fleet = require("./fleetClient");
const tower = require("./towerLink");

const TOW_BAR_TYPES = new Set(["A320", "B738", "E190"]);

function needsTowBar(aircraftType) {
  return TOW_BAR_TYPES.has(aircraftType);
}

function dispatchTug(request) {
  const kind = needsTowBar(request.aircraftType) ? "towbar" : "towbarless";
  const tug = await fleet.reserveTug(kind, request.stand);
  tower.notify(request.callsign, `tug ${tug.id} en route to ${request.stand}`);
  return tug;
}

function releaseTug(tugId, stand) {
  fleet.release(tugId);
  tower.notify(null, `stand ${stand} clear`);
}

async function handlePushbackRequest(request) {
  if (!request.clearance) {
    throw new Error(`no pushback clearance for ${request.callsign}`);
  }
  const tug = await dispatchTug(request);
  return { callsign: request.callsign, tugId: tug.id, stand: request.stand };
}

module.exports = { dispatchTug, releaseTug, handlePushbackRequest };
