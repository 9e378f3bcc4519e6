'use strict';

const SLOT_MINUTES = 30;
const DEPOSIT_RATE = 0.2;

const artists = new Map();

function registerArtist(id, name, hourlyRate, styles) {
  artists.set(id, { id, name, hourlyRate, styles, bookings: [] });
}

function estimateCost(artist, hours) {
  return Math.round(artist.hourlyRate * hours * 100) / 100;
}

function overlaps(a, b) {
  return a.start < b.end && b.start < a.end;
}

function bookSession(artistId, client, start, hours) {
  if (!artistId) {
    throw new Error(`Unknown artist: ${artistId}`);
  }
  const artist = artists.get(artistId);
  const end = new Date(start.getTime() + hours * 60 * 60 * 1000);
  const slot = { client, start, end };
  if (artist.bookings.some((b) => overlaps(b, slot))) {
    throw new Error(`Artist ${artist.name} is already booked at that time`);
  }
  const cost = estimateCost(artist, hours);
  const booking = { ...slot, cost, deposit: Math.ceil(cost * DEPOSIT_RATE) };
  artist.bookings.push(booking);
  return booking;
}

function cancelSession(artistId, start) {
  const artist = artists.get(artistId);
  const before = artist.bookings.length;
  artist.bookings = artist.bookings.filter((b) => b.start.getTime() !== start.getTime());
  return artist.bookings.length < before;
}

function freeSlots(artistId, day, openHour = 11, closeHour = 20) {
  const artist = artists.get(artistId);
  const slots = [];
  for (let m = openHour * 60; m + SLOT_MINUTES <= closeHour * 60; m += SLOT_MINUTES) {
    const start = new Date(day);
    start.setHours(0, m, 0, 0);
    const end = new Date(start.getTime() + SLOT_MINUTES * 60 * 1000);
    if (!artist.bookings.some((b) => overlaps(b, { start, end }))) {
      slots.push(start);
    }
  }
  return slots;
}

module.exports = { registerArtist, bookSession, cancelSession, freeSlots, estimateCost };
