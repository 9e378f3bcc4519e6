from datetime import date, timedelta

TRIM_INTERVAL_DAYS = 42
SHOE_INTERVAL_DAYS = 35


def horses_due(horses, today):
    """Names of horses whose next farrier visit is on or before today."""
    return [
        horse["name"]
        for horse in horses
        if horse["last_visit"] + timedelta(days=SHOE_INTERVAL_DAYS if horse["shod"] else TRIM_INTERVAL_DAYS) < today
    ]


def visit_cost(horse, farrier_rates):
    rate = farrier_rates["shoeing"] if horse["shod"] else farrier_rates["trim"]
    if horse.get("remedial"):
        rate += farrier_rates["remedial_extra"]
    return rate


def invoice_lines(horses, farrier_rates, today):
    lines = []
    for horse in horses:
        if horse["name"] in horses_due(horses, today):
            lines.append((horse["name"], visit_cost(horse, farrier_rates)))
    return lines


if __name__ == "__main__":
    stable = [
        {"name": "Juniper", "shod": True, "last_visit": date(2026, 10, 20)},
        {"name": "Marlowe", "shod": False, "last_visit": date(2026, 11, 2), "remedial": True},
        {"name": "Tansy", "shod": False, "last_visit": date(2026, 9, 30)},
    ]
    print(horses_due(stable, date(2026, 12, 7)))
