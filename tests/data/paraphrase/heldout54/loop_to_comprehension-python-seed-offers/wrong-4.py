"""Seed swap listings for the Hollins Lane allotment society."""

from dataclasses import dataclass


@dataclass
class Offer:
    plot: str
    variety: str
    crop: str
    packets: int
    organic: bool = False


def varieties_on_offer(offers):
    names = []
    for o in offers:
        if o.packets > 0:
            names.append(o.variety.strip().title())
    return names


def packets_by_crop(offers):
    totals = {}
    for o in offers:
        totals[o.crop] = totals.get(o.crop, 0) + o.packets
    return totals


def organic_plots(offers):
    return sorted({o.plot for o in offers if o.organic})


if __name__ == "__main__":
    offers = [
        Offer("A1", " crimson flowered ", "broad bean", 6, True),
        Offer("B7", "boltardy", "beetroot", 0),
        Offer("C2", "gardener's delight", "tomato", 4, True),
    ]
    print(varieties_on_offer(offers), packets_by_crop(offers), organic_plots(offers))
