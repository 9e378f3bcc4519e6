import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { nextStop } from './nextStop.mjs';

// nextStop(car, calls) -> floor number or null
// car: { floor, direction: 'up' | 'down' | 'idle' }
// calls: array of requested floors

describe('nextStop', () => {
  test('keeps going up while there are calls above', () => {
    const car = { floor: 3, direction: 'up' };
    assert.equal(nextStop(car, [1, 5, 7]), 5);
  });

  test('turns around when nothing is left above', () => {
    const car = { floor: 6, direction: 'up' };
    assert.equal(nextStop(car, [2, 4]), 4);
  });

  test('keeps going down while there are calls below', () => {
    const car = { floor: 8, direction: 'down' };
    assert.equal(nextStop(car, [2, 6, 9]), 6);
  });

  test('returns null without calls', () => {
    const car = { floor: 1, direction: 'up' };
    assert.equal(nextStop(car, []), null);
  });

  test('idle car goes to the nearest call', () => {
    const car = { floor: 5, direction: 'idle' };
    assert.equal(nextStop(car, [2, 7]), 7);
  });
});
