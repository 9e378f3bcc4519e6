// Sessions for the admin panel: who is signed in, and since when.
import { users, findUserById } from './db.js';

const SESSION_TTL_MS = 30 * 60 * 1000;
const sessions = new Map();

export function signIn(user, now = Date.now()) {
  if (!user || !user.active) {
    throw new Error('user is not active');
  }
  const session = { userId: user.id, username: user.name, started: now };
  sessions.set(user.id, session);
  return session;
}

export function signOut(userId) {
  return sessions.delete(userId);
}

export function isExpired(session, now = Date.now()) {
  return now - session.started > SESSION_TTL_MS;
}

export function activeUsers(now = Date.now()) {
  const result = [];
  for (const [userId, session] of sessions) {
    if (isExpired(session, now)) continue;
    const user = findUserById(userId);
    if (user) result.push(user.name);
  }
  return result.sort();
}

export function greeting(user) {
  const role = user.admin ? 'admin' : 'user';
  return `Welcome back, ${user.name} (${role}); ${users.length} users registered`;
}
