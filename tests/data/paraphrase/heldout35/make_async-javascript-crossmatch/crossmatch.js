// Cross-match requests from the wards to the transfusion lab.
const { labClient } = require('./labClient');
const audit = require('./audit');

const MAX_UNITS_PER_REQUEST = 6;

function validateRequest(req) {
  const errors = [];
  if (!req.patientMrn) errors.push('patient MRN missing');
  if (!req.sampleId) errors.push('group-and-screen sample missing');
  if (!(req.units > 0 && req.units <= MAX_UNITS_PER_REQUEST)) {
    errors.push(`units must be 1-${MAX_UNITS_PER_REQUEST}`);
  }
  return errors;
}

function compatibleGroups(recipientAbo) {
  const table = {
    O: ['O'],
    A: ['A', 'O'],
    B: ['B', 'O'],
    AB: ['AB', 'A', 'B', 'O'],
  };
  return table[recipientAbo] || [];
}

function requestCrossmatch(req) {
  const errors = validateRequest(req);
  if (errors.length) {
    return { ok: false, errors };
  }
  const ticket = labClient.submit({
    mrn: req.patientMrn,
    sample: req.sampleId,
    units: req.units,
    groups: compatibleGroups(req.abo),
    urgent: Boolean(req.urgent),
  });
  audit.record('crossmatch.requested', { mrn: req.patientMrn, ticket: ticket.id });
  return { ok: true, ticket: ticket.id };
}

async function handleWardRequest(httpReq, httpRes) {
  const result = requestCrossmatch(httpReq.body);
  httpRes.status(result.ok ? 202 : 400).json(result);
}

function summariseErrors(errors) {
  return errors.length ? errors.join('; ') : 'ok';
}

module.exports = { validateRequest, compatibleGroups, requestCrossmatch, handleWardRequest, summariseErrors };
