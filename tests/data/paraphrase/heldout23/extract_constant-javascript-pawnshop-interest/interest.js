'use strict';

// Loan charges for the counter app at Halloran & Vey Pawnbrokers.
// All money is in pence; a "month" is 30 days as written on the pledge ticket.

const { daysBetween } = require('./dates');

const DAYS_PER_MONTH = 30;
const GRACE_DAYS = 14;
const MIN_CHARGE_PENCE = 250;

function monthsElapsed(pledgedOn, today) {
  const days = daysBetween(pledgedOn, today);
  // any part of a month is charged as a whole month
  return Math.max(1, Math.ceil(days / DAYS_PER_MONTH));
}

function interestDue(pledge, today) {
  const months = monthsElapsed(pledge.pledgedOn, today);
  const charge = Math.round(pledge.principal * 0.035 * months);
  return Math.max(charge, MIN_CHARGE_PENCE);
}

function redemptionAmount(pledge, today) {
  return pledge.principal + interestDue(pledge, today);
}

function renewalQuote(pledge, today) {
  // renewing pays the interest so far and starts a new term on the same principal
  const paidNow = interestDue(pledge, today);
  const nextMonthInterest = Math.round(pledge.principal * 0.035);
  return { paidNow, nextMonthInterest, principal: pledge.principal };
}

function insurancePremium(pledge) {
  // jewellery held in the safe is insured at 0.035 of the appraised value per year
  if (pledge.category !== 'jewellery') {
    return 0;
  }
  return Math.round(pledge.appraisedValue * 0.035);
}

function inGracePeriod(pledge, today) {
  const days = daysBetween(pledge.dueOn, today);
  return days > 0 && days <= GRACE_DAYS;
}

function lateNoticeText(pledge, today) {
  const owed = redemptionAmount(pledge, today);
  const monthly = (pledge.principal * 0.035 / 100).toFixed(2);
  return `Ticket ${pledge.ticket}: £${(owed / 100).toFixed(2)} to redeem today ` +
    `(interest runs at £${monthly} a month).`;
}

module.exports = {
  monthsElapsed,
  interestDue,
  redemptionAmount,
  renewalQuote,
  insurancePremium,
  inGracePeriod,
  lateNoticeText,
};
