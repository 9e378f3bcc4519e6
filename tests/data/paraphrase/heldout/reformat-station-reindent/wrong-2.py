import csv
import statistics
from datetime import datetime


class StationLog:
    def __init__(self, station_id, readings=None):
        self.station_id = station_id
        self.readings = readings or []

    @classmethod
    def from_csv(cls, station_id, path):
        rows = []
        with open(path, newline="") as fh:
            for row in csv.DictReader(fh):
                ts = datetime.fromisoformat(row["timestamp"])
                rows.append((ts, float(row["temp_c"]), float(row["rain_mm"])))
        return cls(station_id, rows)

    def daily_rain(self):
        totals = {}
        for ts, _, rain in self.readings:
            day = ts.date()
            totals[day] = totals.get(day, 0.0) + rain
        return totals

    def frost_hours(self, threshold=0.0):
        return sum(1 for _, temp, _ in self.readings if temp < threshold)


def summarize(log):
    if not log.readings:
        return {"station": log.station_id, "count": 0}
    temps = [t for _, t, _ in log.readings]
    wettest = max(log.daily_rain().items(), key=lambda kv: kv[1])
    return {
        "station": log.station_id,
        "count": len(temps),
        "mean_temp": round(statistics.fmean(temps), 2),
        "min_temp": min(temps),
        "max_temp": max(temps),
        "wettest_day": wettest[0].isoformat(),
        "frost_hours": log.frost_hours(),
    }


def main(paths):
    for path in paths:
        log = StationLog.from_csv(path.stem, path)
        stats = summarize(log)
        if stats["count"] == 0:
            print(f"{path}: no data")
            continue
        print(f"{stats['station']}: mean {stats['mean_temp']} C, frost {stats['frost_hours']} h")
