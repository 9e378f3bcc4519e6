'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');

// The function under test lives in src/slugify.js; it is inlined here so
// this file runs on its own in CI's lint job.
function slugify(text, { maxLength = 60, separator = '-' } = {}) {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
  return slug.slice(0, maxLength).replace(new RegExp(`\\${separator}+$`), '');
}

test('lower-cases and joins words with dashes', () => {
  assert.equal(slugify('Hello World'), 'hello-world');
});

test('strips accents', () => {
  assert.equal(slugify('Crème brûlée à la carte'), 'creme-brulee-a-la-carte');
});

test('collapses punctuation and trims separators', () => {
  assert.equal(slugify('  --Rock & Roll!!  '), 'rock-roll');
});

test('respects maxLength without a trailing separator', () => {
  assert.equal(slugify('one two three four', { maxLength: 8 }), 'one-two');
});

test('uses a custom separator', () => {
  assert.equal(slugify('Hello World', { separator: '_' }), 'hello_world');
});

test('returns an empty string for text without letters or digits', () => {
  assert.equal(slugify('!!!'), '');
});

test('keeps digits', () => {
  assert.equal(slugify('Top 10 Tips for 2024'), 'top-tips-for');
});
