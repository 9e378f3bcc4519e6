'use strict';

const https = require('https');

// Tuning for the upstream pricing API. MAX_RETRIES counts retries, not
// attempts: a request is sent at most MAX_RETRIES + 1 times.
const MAX_RETRIES = 5;
const BASE_DELAY_MS = 250;
const MAX_DELAY_MS = 8000;
const TIMEOUT_MS = 3000;
const RETRYABLE = new Set([429, 502, 503, 504]);

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function backoff(attempt) {
  // full jitter: a random delay between 0 and the exponential cap
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.floor(Math.random() * cap);
}

function request(url, { timeout = TIMEOUT_MS } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.get(url, { timeout }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeout} ms`)));
    req.on('error', reject);
  });
}

async function fetchPrice(sku, { retries = MAX_RETRIES } = {}) {
  const url = `https://pricing.internal/v3/sku/${encodeURIComponent(sku)}`;
  let lastError;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const res = await request(url);
      if (res.status === 200) {
        return JSON.parse(res.body);
      }
      if (!RETRYABLE.has(res.status)) {
        throw new Error(`pricing API returned ${res.status} for ${sku}`);
      }
      lastError = new Error(`pricing API busy (${res.status})`);
    } catch (err) {
      lastError = err;
    }
    if (attempt < retries) {
      await sleep(backoff(attempt));
    }
  }
  throw lastError;
}

async function fetchPrices(skus, concurrency = 3) {
  const results = new Map();
  const queue = [...skus];
  const workers = Array.from({ length: concurrency }, async () => {
    while (queue.length) {
      const sku = queue.shift();
      results.set(sku, await fetchPrice(sku));
    }
  });
  await Promise.all(workers);
  return results;
}

module.exports = { fetchPrice, fetchPrices, backoff, MAX_RETRIES };
