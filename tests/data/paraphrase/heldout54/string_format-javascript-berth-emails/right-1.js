'use strict';

// Text for the berth window e-mails sent to shipping agents.

function formatWindow(call) {
  return `${call.vessel} (${call.callSign}) at berth ${call.berth}, ${call.eta.toISOString().slice(0, 16)} to ${call.etd.toISOString().slice(0, 16)}`;
}

function subjectLine(call) {
  return 'Berth window ' + call.berth + ' for ' + call.vessel;
}

function agentEmail(call, agent) {
  const lines = [
    'Dear ' + agent.name + ',',
    '',
    'Your berth window is confirmed: ' + formatWindow(call) + '.',
    'Please send the stowage plan at least 24 h before arrival.',
    '',
    'Ostermole Harbour Planning',
  ];
  return { to: agent.email, subject: subjectLine(call), body: lines.join('\n') };
}

module.exports = { formatWindow, subjectLine, agentEmail };
