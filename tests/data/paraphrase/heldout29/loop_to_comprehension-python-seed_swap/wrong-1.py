"""Seed swap table: which packets can go out on swap day."""

from collections import namedtuple

Packet = namedtuple("Packet", "label crop harvested viable_years seed_count donor")


def swappable_packets(packets, season_year):
    """Labels of packets still viable and with enough seeds to share."""
    return [
        packet.label
        for packet in packets
        if packet.harvested + packet.viable_years >= season_year
    ]


def tally_by_crop(packets):
    """Total seeds on the table per crop."""
    totals = {}
    for packet in packets:
        totals[packet.crop] = totals.get(packet.crop, 0) + packet.seed_count
    return totals


def swap_day_sheet(packets, season_year):
    labels = swappable_packets(packets, season_year)
    lines = [f"{len(labels)} packets on the table"]
    for crop, seeds in sorted(tally_by_crop(packets).items()):
        lines.append(f"  {crop}: {seeds} seeds")
    return "\n".join(lines)


if __name__ == "__main__":
    table = [
        Packet("Crimson Flowered broad bean", "bean", 2024, 3, 40, "plot 7"),
        Packet("Tigerella tomato", "tomato", 2021, 4, 35, "plot 2"),
        Packet("Boltardy beetroot", "beetroot", 2025, 3, 12, "plot 11"),
        Packet("Cobra climbing bean", "bean", 2025, 3, 60, "plot 4"),
    ]
    print(swap_day_sheet(table, 2026))
