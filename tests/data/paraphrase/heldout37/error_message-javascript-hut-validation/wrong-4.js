'use strict';

// Request validation for the hut booking API (Alpenkranz).

const MAX_PARTY = 12;
const HUT_CODE = /^[A-Z]{3}$/;

class ValidationError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ValidationError';
    this.status = 400;
  }
}

function validateBooking(body) {
  if (!HUT_CODE.test(body.hutCode || '')) {
    throw new ValidationError('hutCode must be three capital letters');
  }
  if (!Number.isInteger(body.partySize) || body.partySize < 1) {
    throw new ValidationError('partySize must be a positive integer');
  }
  if (body.partySize > MAX_PARTY) {
    throw new Error(`party of ${body.partySize} is over the limit of ${MAX_PARTY}; larger groups book by phone`);
  }
  if (!body.leadGuest || !body.leadGuest.phone) {
    throw new ValidationError('leadGuest.phone is required for avalanche warnings');
  }
  return { ...body, hutCode: body.hutCode.toUpperCase() };
}

function validateChange(booking, change) {
  const size = change.partySize ?? booking.partySize;
  if (size > MAX_PARTY) {
    throw new ValidationError('party too big');
  }
  if (change.nights !== undefined && (change.nights < 1 || change.nights > 5)) {
    throw new ValidationError('a stay is 1 to 5 nights');
  }
  return { ...booking, ...change };
}

module.exports = { validateBooking, validateChange, ValidationError, MAX_PARTY };
