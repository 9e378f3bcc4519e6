"use strict";

const { describe, it } = require("node:test");
const assert = require("node:assert/strict");
const { paceFromTime, formatPace, splitTimes } = require("../src/pace");

describe("paceFromTime", () => {
  it("gives min/km for a 10k in 50 minutes", () => {
    assert.equal(paceFromTime(10000, 50 * 60), "5:00");
  });

  it("rounds to the nearest second", () => {
    assert.equal(paceFromTime(5000, 22 * 60 + 7), "4:25");
  });

  it("rejects a zero distance", () => {
    assert.throws(() => paceFromTime(0, 600), /distance/);
  });

  it("gives 4:16 for a 3-hour marathon", () => {
    assert.equal(paceFromTime(42195, 3 * 3600), "4:15");
  });
});

describe("formatPace", () => {
  it("pads seconds", () => {
    assert.equal(formatPace(305), "5:05");
  });

  it("handles paces over an hour per km", () => {
    assert.equal(formatPace(3725), "1:02:05");
  });
});

describe("splitTimes", () => {
  it("even splits for a half marathon", () => {
    const splits = splitTimes(21097.5, 105 * 60, 5000);
    assert.deepEqual(
      splits.map((s) => s.label),
      ["5K", "10K", "15K", "20K", "21.1K"]
    );
    assert.equal(splits[0].elapsed, "24:53");
  });

  it("returns one split when the interval exceeds the distance", () => {
    assert.equal(splitTimes(3000, 12 * 60, 5000).length, 1);
  });
});
