// Proof approval client for the print shop's customer portal.
// A proof is a PDF the customer must approve before the job goes to press.

const fs = require('fs');
const path = require('path');

const PROOF_DIR = process.env.PROOF_DIR || '/srv/proofs';

function proofPath(jobId, revision) {
  return path.join(PROOF_DIR, jobId, `proof-r${revision}.pdf`);
}

function readApproval(jobId) {
  const file = path.join(PROOF_DIR, jobId, 'approval.json');
  if (!fs.existsSync(file)) {
    return null;
  }
  const data = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  return { approvedBy: data.approvedBy, revision: data.revision, at: new Date(data.at) };
}

function writeApproval(jobId, approvedBy, revision) {
  const file = path.join(PROOF_DIR, jobId, 'approval.json');
  const record = { approvedBy, revision, at: new Date().toISOString() };
  fs.writeFileSync(file, JSON.stringify(record, null, 2));
  return record;
}

async function readyForPress(jobId, latestRevision) {
  const approval = await readApproval(jobId);
  return approval !== null && approval.revision === latestRevision;
}

async function pendingJobs(jobIds, latestRevisions) {
  const ready = await Promise.all(jobIds.map((id) => readyForPress(id, latestRevisions[id])));
  return jobIds.filter((id, i) => !ready[i]);
}

module.exports = { proofPath, readApproval, writeApproval, readyForPress, pendingJobs };
