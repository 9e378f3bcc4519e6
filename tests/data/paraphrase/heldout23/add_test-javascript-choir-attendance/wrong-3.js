'use strict';

// Tests for the register module of the Linden Street Music School choir app.
// Run with: node --test

const { describe, test } = require('node:test');
const assert = require('node:assert/strict');
const { attendanceRate, lateArrivals, atRiskSingers } = require('./attendance');

const rehearsals = [
  { date: '2027-01-13', present: ['S-001', 'S-002', 'S-014'], late: ['S-014'] },
  { date: '2027-01-20', present: ['S-001', 'S-014'], late: [] },
  { date: '2027-01-27', present: ['S-001', 'S-002'], late: ['S-002'] },
  { date: '2027-02-10', present: ['S-001', 'S-002', 'S-014'], late: ['S-014'] },
];

describe('attendanceRate', () => {
  test('counts every rehearsal the singer was present at', () => {
    assert.equal(attendanceRate(rehearsals, 'S-014'), 0.75);
  });

  test('returns 1 for perfect attendance', () => {
    assert.equal(attendanceRate(rehearsals, 'S-001'), 1);
  });

  test('returns 0 for a singer who never came', () => {
    assert.equal(attendanceRate(rehearsals, 'S-099'), 0);
  });

  test('returns 0 when there have been no rehearsals', () => {
    assert.equal(attendanceRate([], 'S-001'), 0);
});

describe('lateArrivals', () => {
  test('lists the dates a singer was late', () => {
    assert.deepEqual(lateArrivals(rehearsals, 'S-014'), ['2027-01-13', '2027-02-10']);
  });

  test('is empty for a punctual singer', () => {
    assert.deepEqual(lateArrivals(rehearsals, 'S-001'), []);
  });
});

describe('atRiskSingers', () => {
  test('flags singers below the threshold, sorted by id', () => {
    assert.deepEqual(atRiskSingers(rehearsals, ['S-001', 'S-002', 'S-014'], 0.8), ['S-002', 'S-014']);
  });
});
