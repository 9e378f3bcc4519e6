'use strict';

// Splits a front-of-house order into kitchen tickets, one per station,
// and prints each ticket on that station's thermal printer.

const STATION_FOR_CATEGORY = {
  grill: 'GRL',
  fryer: 'FRY',
  garde_manger: 'GM',
  pastry: 'PST',
};

function stationFor(line) {
  return STATION_FOR_CATEGORY[line.category] || 'EXPO';
}

function splitByStation(order) {
  const groups = {};
  for (const line of order.lines) {
    const station = stationFor(line);
    (groups[station] = groups[station] || []).push(line);
  }
  return groups;
}

function formatTicket(order, station, lines) {
  const header = `#${order.id} ${order.table ? 'T' + order.table : 'TAKEAWAY'} [${station}]`;
  const body = lines.map((l) => `${l.qty} x ${l.name}${l.mods.length ? ' (' + l.mods.join(', ') + ')' : ''}`);
  return [header, ...body, ''].join('\n');
}

async function sendToPrinter(printer, order, station, lines) {
  const payload = formatTicket(order, station, lines);
  await printer.write(payload);
  return payload.length;
}

async function dispatchOrder(order, printers, log) {
  const groups = splitByStation(order);
  let bytes = 0;
  Object.entries(groups).forEach(async ([station, lines]) => {
    const printer = printers[station] || printers.EXPO;
    bytes += await sendToPrinter(printer, order, station, lines);
  });
  log(`order ${order.id}: ${Object.keys(groups).length} tickets, ${bytes} bytes`);
  return bytes;
}

async function onOrderPlaced(order, printers, log) {
  await dispatchOrder(order, printers, log);
  order.status = 'fired';
  order.firedAt = new Date().toISOString();
  return order;
}

module.exports = { stationFor, splitByStation, formatTicket, sendToPrinter, dispatchOrder, onOrderPlaced };
