'use strict';

const { describe, it } = require('node:test');
const assert = require('node:assert/strict');

const { doseMg, UnknownDrugError } = require('../src/dosage');

describe('doseMg: weight-based dosing', () => {
  it('scales meloxicam for a dog by body weight', () => {
    assert.equal(doseMg('meloxicam', 'dog', 20), 2.0);
  });

  it('uses the lower feline rate for meloxicam', () => {
    assert.equal(doseMg('meloxicam', 'cat', 4), 0.2);
  });

  it('rounds to the nearest quarter tablet for carprofen', () => {
    assert.equal(doseMg('carprofen', 'dog', 13), 56.25);
  });
});

describe('doseMg: per-dose caps', () => {
  it('caps gabapentin for a large dog at 600 mg', () => {
    assert.equal(doseMg('gabapentin', 'dog', 70), 600);
  });

  it('does not cap a dose below the limit', () => {
    assert.equal(doseMg('gabapentin', 'dog', 30), 300);
  });
});

describe('doseMg: bad input', () => {
  it('rejects an unknown drug', () => {
    assert.throws(() => doseMg('unobtainium', 'dog', 10), UnknownDrugError);
  });

  it('rejects a weight of zero', () => {
    assert.throws(() => doseMg('meloxicam', 'cat', 0), RangeError);
  });
});
