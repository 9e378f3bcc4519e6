export interface CacheEntryOptions {
  ttlMs: number;
  staleWhileRevalidateMs?: number;
}

/** One cached value plus the time it was stored. */
class CachedValue<T> {
  readonly createdAt = Date.now();

  constructor(public readonly value: T, private readonly opts: CacheEntryOptions) {}

  isFresh(now = Date.now()): boolean {
    return now - this.createdAt < this.opts.ttlMs;
  }

  isServableStale(now = Date.now()): boolean {
    const grace = this.opts.staleWhileRevalidateMs ?? 0;
    return now - this.createdAt < this.opts.ttlMs + grace;
  }
}

export class TtlCache<T> {
  private readonly entries = new Map<string, CachedValue<T>>();
  private hits = 0;
  private misses = 0;

  constructor(private readonly defaults: CacheEntryOptions, private readonly maxEntries = 500) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.isServableStale()) {
      this.hits++;
      return entry.value;
    }
    this.misses++;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T, opts: Partial<CacheEntryOptions> = {}): CachedValue<T> {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const entry = new CachedValue(value, { ...this.defaults, ...opts });
    this.entries.set(key, entry);
    return entry;
  }

  stats(): { hits: number; misses: number; size: number } {
    return { hits: this.hits, misses: this.misses, size: this.entries.size };
  }
}
