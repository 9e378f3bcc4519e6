import { createHash } from "node:crypto";

export interface Profile {
  displayName: string;
  avatarUrl?: string;
  email: string;
}

export interface User {
  id: string;
  handle: string;
  profile?: Profile;
  lastSeen?: Date;
}

const AVATAR_SIZE = 96;
const FALLBACK_AVATAR = "/static/img/avatar-default.png";
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

function gravatar(email: string, size = AVATAR_SIZE): string {
  const hash = createHash("md5").update(email.trim().toLowerCase()).digest("hex");
  return `https://www.gravatar.com/avatar/${hash}?s=${size}&d=identicon`;
}

/** URL of the user's avatar at the given size. */
export function avatarFor(user: User, size = AVATAR_SIZE): string {
  const profile = user.profile;
  if (!profile) {
    return "";
  }
  if (profile.avatarUrl) {
    return `${profile.avatarUrl}?w=${size}`;
  }
  return gravatar(profile.email, size);
}

export function displayName(user: User): string {
  return user.profile?.displayName ?? `@${user.handle}`;
}

export function isOnline(user: User, now = Date.now()): boolean {
  if (!user.lastSeen) return false;
  return now - user.lastSeen.getTime() < ONLINE_WINDOW_MS;
}
