const test = require("node:test");
const assert = require("node:assert/strict");
const { lookupRate, normaliseCode, dutyFor } = require("./tariff");

// a slice of the CN tariff the brokerage uses for parcel imports
const TABLE = {
  "61091000": 0.12,
  "85171300": 0,
  "94036010": 0.027,
};

test("normaliseCode strips dots and spaces", () => {
  assert.equal(normaliseCode("6109.10 00"), "61091000");
});

test("normaliseCode keeps the first eight digits", () => {
  assert.equal(normaliseCode("6109100010"), "61091000");
});

test("lookupRate finds cotton t-shirts", () => {
  assert.equal(lookupRate(TABLE, "6109.10.00"), 0.12);
});

test("smartphones are duty free", () => {
  assert.equal(dutyFor(TABLE, "8517.13.00", 899), 0);
});

test("duty is rounded to the cent", () => {
  assert.equal(dutyFor(TABLE, "9403.60.10", 333.33), 9);
});
