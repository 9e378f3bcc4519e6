'use strict';

const mqtt = require('mqtt');
const { Pool } = require('pg');

const BROKER_URL = process.env.BROKER_URL || 'mqtt://broker.plant.local:1883';
const TOPIC = 'plant/+/sensors/#';
const BATCH_SIZE = 200;
const FLUSH_MS = 5000;

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const buffer = [];
let flushing = false;

function parseReading(topic, payload) {
  const [, line, , sensor] = topic.split('/');
  const body = JSON.parse(payload.toString());
  return {
    line,
    sensor,
    value: Number(body.v),
    unit: body.u || null,
    takenAt: new Date(body.ts * 1000),
  };
}

async function flush() {
  if (flushing || buffer.length === 0) return;
  flushing = true;
  const rows = buffer.splice(0, BATCH_SIZE);
  try {
    const values = [];
    const params = [];
    rows.forEach((r, i) => {
      const o = i * 5;
      values.push(`($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5})`);
      params.push(r.line, r.sensor, r.value, r.unit, r.takenAt);
    });
    await pool.query(
      `INSERT INTO readings (line, sensor, value, unit, taken_at) VALUES ${values.join(', ')}`,
      params,
    );
  } finally {
    flushing = false;
  }
}

const client = mqtt.connect(BROKER_URL, { clientId: `ingest-${process.pid}` });

client.on('connect', () => {
  console.log(`connected to ${BROKER_URL}`);
  client.subscribe(TOPIC);
});

client.on('message', (topic, payload) => {
  try {
    const reading = parseReading(topic, payload);
    buffer.push(reading);
    if (buffer.length >= BATCH_SIZE) flush();
  } catch (err) {
    console.error(`bad payload on ${topic}: ${err.message}`);
});

setInterval(flush, FLUSH_MS);

process.on('SIGTERM', async () => {
  await flush();
  client.end();
  await pool.end();
  process.exit(0);
});
