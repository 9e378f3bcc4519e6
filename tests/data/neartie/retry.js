// Retry an async operation with exponential backoff and jitter.
'use strict';

const DEFAULTS = { attempts: 5, baseMs: 100, maxMs: 5000, factor: 2, jitter: 0.2 };

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function delayFor(attempt, opts) {
  const raw = Math.min(opts.maxMs, opts.baseMs * Math.pow(opts.factor, attempt));
  const spread = raw * opts.jitter;
  return Math.round(raw - spread + Math.random() * 2 * spread);
}

function isRetryable(err) {
  if (!err) return false;
  if (err.code === 'ECONNRESET' || err.code === 'ETIMEDOUT') return true;
  if (typeof err.status === 'number') return err.status >= 500 || err.status === 429;
  return false;
}

async function retry(fn, options = {}) {
  const opts = { ...DEFAULTS, ...options };
  let lastErr = null;
  for (let i = 0; i < opts.attempts; i++) {
    try {
      return await fn(i);
    } catch (err) {
      lastErr = err;
      if (!isRetryable(err) || i === opts.attempts - 1) break;
      const wait = delayFor(i, opts);
      if (opts.onRetry) opts.onRetry({ attempt: i + 1, wait, error: err });
      await sleep(wait);
    }
  }
  throw lastErr;
}

function withTimeout(promise, ms, label = 'operation') {
  let timer = null;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${label} timed out after ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function fetchJson(url, { attempts = 3, timeoutMs = 2000 } = {}) {
  return retry(async (i) => {
    const res = await withTimeout(fetch(url), timeoutMs, `GET ${url}`);
    if (!res.ok) {
      const err = new Error(`GET ${url}: ${res.status}`);
      err.status = res.status;
      throw err;
    }
    return res.json();
  }, { attempts });
}

module.exports = { retry, withTimeout, fetchJson, delayFor, isRetryable };
