// Cue stack for "The Winter's Tale", Act 1 — exported to the desk as JSON by exportDesk().
'use strict';

const LX_CUES = [
  { number: 1, label: 'House to half', upTime: 5, downTime: 5, page: 1, followSpot: false },
  { number: 2, label: 'House out', upTime: 3, downTime: 3, page: 1, followSpot: false },
  { number: 3, label: 'Sicilia court, warm', upTime: 4, downTime: 6, page: 2, followSpot: false },
  { number: 3.5, label: 'Leontes special', upTime: 2, downTime: 2, page: 4, followSpot: false },
  { number: 4, label: 'Nursery, cool wash', upTime: 8, downTime: 8, page: 9, followSpot: false },
  { number: 5, label: 'Storm build', upTime: 12, downTime: 4, page: 14, followSpot: false },
  { number: 6, label: 'Bear', upTime: 5, downTime: 1, page: 17, followSpot: false },
];

const SOUND_CUES = [
  { number: 1, label: 'Preshow music fade', upTime: 5, downTime: 5, page: 1 },
  { number: 2, label: 'Thunder roll', upTime: 0, downTime: 6, page: 14 },
  { number: 3, label: 'Bear roar', upTime: 0, downTime: 2, page: 17 },
];

function cueByNumber(stack, number) {
  return stack.find((cue) => cue.number === number) || null;
}

function totalFadeTime(stack) {
  return stack.reduce((sum, cue) => sum + Math.max(cue.upTime, cue.downTime), 0);
}

function cuesOnPage(stack, page) {
  return stack.filter((cue) => cue.page === page).map((cue) => cue.number);
}

function exportDesk(stack) {
  return JSON.stringify(
    stack.map((cue) => ({ q: cue.number, text: cue.label, up: cue.upTime, down: cue.downTime })),
    null,
    2,
  );
}

module.exports = { LX_CUES, SOUND_CUES, cueByNumber, totalFadeTime, cuesOnPage, exportDesk };
