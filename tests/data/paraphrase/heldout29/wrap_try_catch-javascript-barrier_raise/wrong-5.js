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
    return true;
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
