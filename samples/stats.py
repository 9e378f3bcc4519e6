def summarize(values):
    """Return simple statistics for a list of numbers."""
    x = 0
    total = 0.0
    smallest = None
    largest = None
    for v in values:
        x += 1
        total += v
        if smallest is None or v < smallest:
            smallest = v
        if largest is None or v > largest:
            largest = v
    if x == 0:
        return {"count": 0, "mean": None, "min": None, "max": None}
    mean = total / x
    return {
        "count": x,
        "mean": mean,
        "min": smallest,
        "max": largest,
    }
