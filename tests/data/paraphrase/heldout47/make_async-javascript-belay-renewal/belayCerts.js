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

function renewCertification(store, memberId, level, examinerId, passedOn) {
  if (!LEVELS.includes(level)) {
    return Promise.reject(new Error(`unknown belay level ${level}`));
  }
  return store.findMember(memberId).then((member) => {
    if (!member) throw new Error(`no member ${memberId}`);
    if (member.frozen) throw new Error(`membership ${memberId} is frozen`);
    return store.latestCert(memberId, level).then((previous) => {
      const record = {
        memberId,
        level,
        examinerId,
        passedOn,
        expiresOn: addMonths(passedOn, CERT_VALID_MONTHS),
        previousId: previous ? previous.id : null,
      };
      return store.saveCert(record).then(() => record);
    });
  });
}

function canBelay(store, memberId, level) {
  return store.latestCert(memberId, level).then((cert) => isValid(cert));
}

module.exports = { renewCertification, canBelay, isValid, CERT_VALID_MONTHS };
