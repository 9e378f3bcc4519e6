"""In-memory last-price cache in front of the broker's quote API."""

import asyncio
import logging
import time

log = logging.getLogger(__name__)

STALE_AFTER = 5.0       # seconds before a cached price is refreshed
REFRESH_EVERY = 2.0     # seconds between refresh rounds
MAX_SYMBOLS = 200


class QuoteError(Exception):
    pass


class PriceCache:
    def __init__(self, client, ttl=STALE_AFTER):
        self._client = client
        self._ttl = ttl
        self._prices = {}
        self._stamps = {}

    def is_stale(self, symbol, now=None):
        now = time.monotonic() if now is None else now
        stamp = self._stamps.get(symbol)
        return stamp is None or now - stamp >= self._ttl

    def snapshot(self):
        return dict(self._prices)

    async def refresh(self, symbols):
        now = time.monotonic()
        updated = 0
        for symbol in symbols[:MAX_SYMBOLS]:
            if not self.is_stale(symbol, now):
                continue
            try:
                quote = await self._client.quote(symbol)
            except QuoteError as exc:
                log.warning("quote for %s failed: %s", symbol, exc)
                continue
            self._prices[symbol] = (quote["bid"] + quote["ask"]) / 2
            self._stamps[symbol] = now
            updated += 1
        return updated

    async def get(self, symbol):
        if self.is_stale(symbol):
            quote = await self._client.quote(symbol)
            self._prices[symbol] = (quote["bid"] + quote["ask"]) / 2
            self._stamps[symbol] = time.monotonic()
        return self._prices[symbol]


async def run_refresh_loop(cache, watchlist, stop: asyncio.Event):
    while not stop.is_set():
        n = await cache.refresh(watchlist.symbols())
        if n:
            log.debug("refreshed %d prices", n)
        try:
            await asyncio.wait_for(stop.wait(), timeout=REFRESH_EVERY)
        except asyncio.TimeoutError:
            pass
