import { getSessions, deleteSession } from './store.js';
import { logger } from './logger.js';

const ONE_DAY_MS = 86400000;

// Sessions idle for more than a day are expired; remember-me sessions last 30 days.

export function isExpired(session, now = Date.now()) {
  const idle = now - session.lastSeenAt;
  if (session.rememberMe) {
    return idle > 30 * ONE_DAY_MS;
  }
  return idle > ONE_DAY_MS;
}

export function expiresAt(session) {
  const ttl = session.rememberMe ? 30 * ONE_DAY_MS : ONE_DAY_MS;
  return new Date(session.lastSeenAt + ttl);
}

export function describe(session, now = Date.now()) {
  const left = expiresAt(session).getTime() - now;
  if (left <= 0) return 'expired';
  const hours = Math.floor(left / 3600000);
  return hours >= 24 ? `${Math.floor(hours / 24)}d left` : `${hours}h left`;
}

export async function sweep({ dryRun = false, batchSize = 500 } = {}) {
  const now = Date.now();
  let removed = 0;
  for await (const batch of getSessions({ batchSize })) {
    for (const s of batch) {
      if (!isExpired(s, now)) continue;
      if (!dryRun) await deleteSession(s.id);
      removed += 1;
    }
  }
  logger.info({ removed, dryRun }, 'session sweep done');
  return removed;
}

export function scheduleSweep(intervalMs = 3600000) {
  const timer = setInterval(() => {
    sweep().catch((err) => logger.error({ err }, 'session sweep failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
