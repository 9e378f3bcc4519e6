"""Nightly inventory sync against the warehouse API."""

import asyncio
import logging

import httpx

log = logging.getLogger(__name__)

WAREHOUSE_URL = "https://warehouse.internal/api/v2"
PAGE_SIZE = 200


class InventorySync:
    def __init__(self, client: httpx.AsyncClient, store):
        self.client = client
        self.store = store

    async def fetch_page(self, cursor: str | None) -> dict:
        params = {"limit": PAGE_SIZE}
        if cursor:
            params["cursor"] = cursor
        resp = await self.client.get(f"{WAREHOUSE_URL}/stock", params=params)
        resp.raise_for_status()
        return resp.json()

    def apply(self, items: list[dict]) -> int:
        changed = 0
        for item in items:
            if self.store.get_qty(item["sku"]) != item["qty"]:
                self.store.set_qty(item["sku"], item["qty"])
                changed += 1
        return changed

    async def sync_all(self) -> int:
        total, cursor = 0, None
        while True:
            page = await self.fetch_page(cursor)
            total += self.apply(page["items"])
            cursor = page.get("next_cursor")
            if not cursor:
                break
        log.info("inventory sync changed %d skus", total)
        return total


async def main(store) -> None:
    async with httpx.AsyncClient(timeout=30) as client:
        await InventorySync(client, store).sync_all()


if __name__ == "__main__":
    from store import open_store

    asyncio.run(main(open_store()))
