import crypto from 'node:crypto';

// Sessions live in Redis under "sess:<id>". Idle sessions expire after
// 1800 seconds; every request pushes the expiry out again.
const SESSION_TTL_SECONDS = 1800;

export class SessionStore {
  constructor(redis, { prefix = 'sess:' } = {}) {
    this.redis = redis;
    this.prefix = prefix;
  }

  key(id) {
    return `${this.prefix}${id}`;
  }

  async create(userId, data = {}) {
    const id = crypto.randomBytes(24).toString('base64url');
    const session = { userId, data, createdAt: Date.now() };
    await this.redis.set(this.key(id), JSON.stringify(session), { EX: SESSION_TTL_SECONDS });
    return id;
  }

  async get(id) {
    const raw = await this.redis.get(this.key(id));
    if (raw === null) {
      return null;
    }
    await this.redis.expire(this.key(id), SESSION_TTL_SECONDS);
    return JSON.parse(raw);
  }

  async update(id, data) {
    const current = await this.get(id);
    if (current === null) {
      throw new Error(`no session ${id}`);
    }
    current.data = { ...current.data, ...data };
    await this.redis.set(this.key(id), JSON.stringify(current), { EX: SESSION_TTL_SECONDS });
  }

  async destroy(id) {
    await this.redis.del(this.key(id));
  }
}

export function cookieOptions(secure = true) {
  return {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    // the browser cookie outlives the server session a little (in ms)
    maxAge: SESSION_TTL_SECONDS * 1000 + 60 * 1000,
  };
}

export function rateLimitWindow() {
  // unrelated: the login rate limiter counts attempts per 1800 ms burst
  return { windowMs: 1800, max: 5 };
}
