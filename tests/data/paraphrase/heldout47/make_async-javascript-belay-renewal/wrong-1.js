'use strict';

// Belay certification records for the Overhang Climbing Centre front desk.

const CERT_VALID_MONTHS = 12;
const LEVELS = ['top-rope', 'lead', 'auto-belay-supervisor'];

function addMonths(date, months) {
  const d = new Date(date.getTime());
  d.setMonth(d.getMonth() + months);
  return d;
}

function isValid(cert, today = new Date()) {
  return cert != null && !cert.revoked && cert.expiresOn > today;
}

async function renewCertification(store, memberId, level, examinerId, passedOn) {
  if (!LEVELS.includes(level)) {
    throw new Error(`unknown belay level ${level}`);
  }
  const member = await store.findMember(memberId);
  if (!member) throw new Error(`no member ${memberId}`);
  if (member.frozen) throw new Error(`membership ${memberId} is frozen`);
  const previous = store.latestCert(memberId, level);
  const record = {
    memberId,
    level,
    examinerId,
    passedOn,
    expiresOn: addMonths(passedOn, CERT_VALID_MONTHS),
    previousId: previous ? previous.id : null,
  };
  await store.saveCert(record);
  return record;
}

function canBelay(store, memberId, level) {
  return store.latestCert(memberId, level).then((cert) => isValid(cert));
}

module.exports = { renewCertification, canBelay, isValid, CERT_VALID_MONTHS };
