// Trip billing for the Zipline car-sharing app.
const { fetchTariff, fetchTrip, saveInvoice } = require("./api");

const MINUTE_RATE_FALLBACK = 0.32;
const KM_RATE = 0.19;

function roundCents(amount) {
  return Math.round(amount * 100) / 100;
}

function tripMinutes(trip) {
  return Math.ceil((trip.endedAt - trip.startedAt) / 60000);
}

async function billTrip(tripId) {
  const trip = await fetchTrip(tripId);
  const tariff = await fetchTariff(trip.zone);
  const minuteRate = tariff ? tariff.perMinute : MINUTE_RATE_FALLBACK;
  const amount = roundCents(tripMinutes(trip) * minuteRate + trip.distanceKm * KM_RATE);
  saveInvoice({ tripId, member: trip.memberId, amount });
  return amount;
}

function billTrips(tripIds) {
  return Promise.all(tripIds.map(billTrip));
}

module.exports = { billTrip, billTrips, roundCents, tripMinutes };
