from collections import defaultdict

log = logging.getLogger("inventory")

DEFAULT_REORDER_LEVEL = 5


class OutOfStock(Exception):
    def __init__(self, sku: str, wanted: int, available: int):
        super().__init__(f"{sku}: wanted {wanted}, only {available} left")
        self.sku = sku


class Inventory:
    def __init__(self, reorder_level: int = DEFAULT_REORDER_LEVEL):
        self.reorder_level = reorder_level
        self._stock: dict[str, int] = defaultdict(int)
        self._reserved: dict[str, int] = defaultdict(int)

    def receive(self, sku: str, count: int) -> None:
        if count <= 0:
            raise ValueError("count must be positive")
        self._stock[sku] += count
        log.info("received %d x %s", count, sku)

    def available(self, sku: str) -> int:
        return self._stock[sku] - self._reserved[sku]

    def reserve(self, sku: str, count: int) -> None:
        free = self.available(sku)
        if count > free:
            raise OutOfStock(sku, count, free)
        self._reserved[sku] += count

    def release(self, sku: str, count: int) -> None:
        self._reserved[sku] = max(0, self._reserved[sku] - count)

    def low_stock(self) -> list[str]:
        return sorted(sku for sku in self._stock if self.available(sku) <= self.reorder_level)

    def snapshot(self) -> dict[str, dict[str, int]]:
        return {
            sku: {"on_hand": qty, "reserved": self._reserved[sku]}
            for sku, qty in self._stock.items()
        }
