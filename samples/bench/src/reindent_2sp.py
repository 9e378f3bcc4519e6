"""A token-bucket rate limiter with per-client buckets."""

import time
from dataclasses import dataclass, field


@dataclass
class Bucket:
  capacity: float
  refill_per_s: float
  tokens: float = 0.0
  updated: float = field(default_factory=time.monotonic)

  def refill(self, now: float) -> None:
    elapsed = max(0.0, now - self.updated)
    self.tokens = min(self.capacity, self.tokens + elapsed * self.refill_per_s)
    self.updated = now

  def take(self, cost: float = 1.0) -> bool:
    self.refill(time.monotonic())
    if self.tokens >= cost:
      self.tokens -= cost
      return True
    return False


class RateLimiter:
  """One bucket per client id; idle buckets are dropped after `idle_s` seconds."""

  def __init__(self, capacity=10.0, refill_per_s=1.0, idle_s=300.0):
    self.capacity = capacity
    self.refill_per_s = refill_per_s
    self.idle_s = idle_s
    self.buckets = {}

  def allow(self, client_id, cost=1.0):
    bucket = self.buckets.get(client_id)
    if bucket is None:
      bucket = Bucket(self.capacity, self.refill_per_s, tokens=self.capacity)
      self.buckets[client_id] = bucket
    return bucket.take(cost)

  def sweep(self):
    now = time.monotonic()
    stale = [cid for cid, b in self.buckets.items() if now - b.updated > self.idle_s]
    for cid in stale:
      del self.buckets[cid]
    return len(stale)
