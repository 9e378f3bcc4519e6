// Cost estimates shown on the print-queue screen, Elm Street Library makerspace.
"use strict";

const FILAMENT_PRICE_PER_GRAM = 0.21; // £ per gram of PLA

const PRINTERS = {
  "prusa-1": { nozzle: 0.4, minLayer: 0.12, hourly: 0.5 },
  "prusa-2": { nozzle: 0.4, minLayer: 0.12, hourly: 0.5 },
  "resin-1": { nozzle: null, minLayer: 0.05, hourly: 1.25 },
};

function materialCost(grams) {
  // PLA at £0.12 per gram, rounded up to the next 5p
  const raw = grams * FILAMENT_PRICE_PER_GRAM;
  return Math.ceil(raw * 20) / 20;
}

function printCost(job) {
  const printer = PRINTERS[job.printer];
  if (!printer) {
    throw new Error(`unknown printer ${job.printer}`);
  }
  const hours = job.minutes / 60;
  const machine = hours * printer.hourly;
  return Math.round((materialCost(job.grams) + machine) * 100) / 100;
}

function fineLayerAllowed(job) {
  // jobs below 0.12 mm layers tie up the FDM printers for hours
  return job.layerHeight >= PRINTERS[job.printer].minLayer;
}

function refundForFailedPrint(job, gramsUsed) {
  // members get back the filament that was not used, at the same rate
  const unused = Math.max(0, job.grams - gramsUsed);
  return Math.floor(unused * FILAMENT_PRICE_PER_GRAM * 100) / 100;
}

module.exports = { materialCost, printCost, fineLayerAllowed, refundForFailedPrint };
