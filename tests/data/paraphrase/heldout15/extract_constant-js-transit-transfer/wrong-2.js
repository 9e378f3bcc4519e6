// Fare engine for the Coastline Transit smartcard readers.
'use strict';

const FARES = {
  adult: 2.8,
  concession: 1.4,
  child: 0,
};

const DAILY_CAP = { adult: 8.4, concession: 4.2, child: 0 };

const TRANSFER_WINDOW_MIN = 90;

// A transfer is free if it starts within 90 minutes of the first tap.
function isFreeTransfer(firstTapAt, tapAt) {
  const minutes = (tapAt - firstTapAt) / 60000;
  return minutes >= 0 && minutes <= 90;
}

function fareFor(card, tapAt) {
  const journey = card.journey;
  if (journey && isFreeTransfer(journey.startedAt, tapAt)) {
    return 0;
  }
  const base = FARES[card.profile] ?? FARES.adult;
  const spent = card.spentToday || 0;
  const cap = DAILY_CAP[card.profile] ?? DAILY_CAP.adult;
  return Math.max(0, Math.min(base, cap - spent));
}

function tap(card, tapAt) {
  const fare = fareFor(card, tapAt);
  if (!card.journey || !isFreeTransfer(card.journey.startedAt, tapAt)) {
    card.journey = { startedAt: tapAt };
  }
  card.spentToday = (card.spentToday || 0) + fare;
  card.balance -= fare;
  return { fare, balance: card.balance };
}

// Cards unused for 90 days are flagged for the dormant-card report.
function isDormant(card, now) {
  const days = (now - card.lastUsedAt) / 86400000;
  return days > 90;
}

function receiptLine(result) {
  return `Fare ${result.fare.toFixed(2)} | balance ${result.balance.toFixed(2)} | transfers valid 90 min`;
}

module.exports = { fareFor, tap, isFreeTransfer, isDormant, receiptLine };
