'use strict';

// Barrier controller for the Quayside multi-storey car park.
// Each lane has a plate reader, a ticket printer and a relay that drives the arm.

const EventEmitter = require('events');

const RAISE_PULSE_MS = 400;
const LOWER_PULSE_MS = 350;
const AUTO_CLOSE_MS = 8000;
const MAX_AUDIT_ENTRIES = 5000;

class BarrierController extends EventEmitter {
  constructor({ lanes, relays, plateReader, permits, printer, clock = Date }) {
    super();
    this.lanes = new Map(lanes.map((lane) => [lane.id, { ...lane, state: 'closed', timer: null }]));
    this.relays = relays;
    this.plateReader = plateReader;
    this.permits = permits;
    this.printer = printer;
    this.clock = clock;
    this.audit = [];
  }

  lane(id) {
    const lane = this.lanes.get(id);
    if (!lane) {
      throw new Error(`unknown lane ${id}`);
    }
    return lane;
  }

  record(lane, event, detail = {}) {
    this.audit.push({ lane: lane.id, event, at: this.clock.now(), ...detail });
    if (this.audit.length > MAX_AUDIT_ENTRIES) {
      this.audit.splice(0, this.audit.length - MAX_AUDIT_ENTRIES);
    }
    this.emit(event, lane.id, detail);
  }

  async raiseBarrier(laneId, reason) {
    const lane = this.lane(laneId);
    const relay = this.relays[lane.relayId];
    try {
      await relay.pulse(RAISE_PULSE_MS);
    } catch (err) {
      console.error(`barrier ${lane.id}: relay failed to raise`, err);
      return false;
    }
    lane.state = 'open';
    this.record(lane, 'raised', { reason });
    this.scheduleAutoClose(lane);
  }

  async lowerBarrier(laneId) {
    const lane = this.lane(laneId);
    if (lane.state === 'closed') {
      return false;
    }
    const relay = this.relays[lane.relayId];
    clearTimeout(lane.timer);
    lane.timer = null;
    await relay.pulse(LOWER_PULSE_MS);
    lane.state = 'closed';
    this.record(lane, 'lowered');
    return true;
  }

  scheduleAutoClose(lane) {
    clearTimeout(lane.timer);
    lane.timer = setTimeout(() => {
      this.lowerBarrier(lane.id).catch((err) => this.emit('error', err));
    }, AUTO_CLOSE_MS);
  }

  async handleArrival(laneId) {
    const lane = this.lane(laneId);
    const plate = await this.plateReader.read(lane.cameraId);
    if (plate && this.permits.isValid(plate, lane.level)) {
      this.record(lane, 'permit', { plate });
      return this.raiseBarrier(laneId, `permit ${plate}`);
    }
    if (lane.direction === 'exit') {
      this.record(lane, 'exit-refused', { plate });
      return false;
    }
    const ticket = await this.printer.issue({ lane: lane.id, plate, at: this.clock.now() });
    this.record(lane, 'ticket', { ticket: ticket.number, plate });
    return this.raiseBarrier(laneId, `ticket ${ticket.number}`);
  }

  async handlePaidExit(laneId, ticketNumber, paidAt) {
    const lane = this.lane(laneId);
    const minutesSincePayment = (this.clock.now() - paidAt) / 60000;
    if (minutesSincePayment > 15) {
      this.record(lane, 'grace-expired', { ticket: ticketNumber });
      return false;
    }
    return this.raiseBarrier(laneId, `paid ${ticketNumber}`);
  }

  async emergencyOpenAll(operator) {
    const results = [];
    for (const lane of this.lanes.values()) {
      results.push(await this.raiseBarrier(lane.id, `emergency by ${operator}`));
      clearTimeout(lane.timer);
      lane.timer = null;
    }
    return results.every(Boolean);
  }

  status() {
    const out = {};
    for (const [id, lane] of this.lanes) {
      out[id] = { state: lane.state, level: lane.level, direction: lane.direction };
    }
    return out;
  }

  recent(limit = 20) {
    return this.audit.slice(-limit).reverse();
  }

  shutdown() {
    for (const lane of this.lanes.values()) {
      clearTimeout(lane.timer);
      lane.timer = null;
    }
    this.removeAllListeners();
  }
}

function fakeRelay(name, log = []) {
  return {
    name,
    async pulse(ms) {
      log.push(`${name}:${ms}`);
    },
  };
}

function createDemoController() {
  const log = [];
  const controller = new BarrierController({
    lanes: [
      { id: 'L1-in', relayId: 'r1', cameraId: 'c1', level: 1, direction: 'entry' },
      { id: 'L1-out', relayId: 'r2', cameraId: 'c2', level: 1, direction: 'exit' },
    ],
    relays: { r1: fakeRelay('r1', log), r2: fakeRelay('r2', log) },
    plateReader: { read: async () => 'KX19 LMR' },
    permits: { isValid: (plate) => plate === 'KX19 LMR' },
    printer: { issue: async () => ({ number: 'T-0001' }) },
  });
  return { controller, log };
}

module.exports = {
  BarrierController,
  createDemoController,
  RAISE_PULSE_MS,
  LOWER_PULSE_MS,
  AUTO_CLOSE_MS,
};
