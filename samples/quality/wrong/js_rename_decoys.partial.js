// Sessions for the admin panel: who is signed in, and since when.
import { users, findUserById } from './db.js';

const SESSION_TTL_MS = 30 * 60 * 1000;
const sessions = new Map();

export function signIn(member, now = Date.now()) {
  if (!member || !member.active) {
    throw new Error('user is not active');
  }
  const session = { userId: member.id, username: member.name, started: now };
  sessions.set(member.id, session);
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

export function greeting(member) {
  const role = member.admin ? 'admin' : 'user';
  return `Welcome back, ${member.name} (${role}); ${users.length} users registered`;
}
