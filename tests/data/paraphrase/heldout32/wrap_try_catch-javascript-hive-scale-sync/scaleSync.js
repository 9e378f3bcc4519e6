// Pushes hive scale weights from the apiary gateways to the co-op dashboard.
const { fetchGatewayReadings } = require('./gateway');
const dashboard = require('./dashboardClient');
const logger = require('./logger');

const GATEWAYS = ['orchard-row-gw', 'millbrook-gw', 'heath-gate-gw'];
const MAX_BATCH = 200;

function toPayload(hiveId, readings) {
  return readings.map((r) => ({
    hive: hiveId,
    at: r.timestamp,
    kg: Math.round(r.grams / 10) / 100,
    tempC: r.internalTemp,
  }));
}

async function syncHive(gateway, hiveId, since) {
  const readings = await fetchGatewayReadings(gateway, hiveId, since);
  if (readings.length === 0) {
    return true;
  }
  const payload = toPayload(hiveId, readings);
  for (let i = 0; i < payload.length; i += MAX_BATCH) {
    await dashboard.upload(payload.slice(i, i + MAX_BATCH));
  }
  logger.info(`synced ${payload.length} readings for ${hiveId}`);
  return true;
}

async function syncAll(hivesByGateway, since) {
  const failed = [];
  for (const gateway of GATEWAYS) {
    for (const hiveId of hivesByGateway[gateway] || []) {
      const ok = await syncHive(gateway, hiveId, since);
      if (!ok) failed.push(hiveId);
    }
  }
  return failed;
}

module.exports = { syncHive, syncAll, toPayload };
