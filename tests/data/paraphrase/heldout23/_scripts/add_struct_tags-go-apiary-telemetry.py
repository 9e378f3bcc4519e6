from edits import build

OLD = """	HiveID      string
	TakenAt     time.Time
	WeightGrams int
	TempC       float64
	Humidity    float64
	BatteryMV   int
"""


def tagged(names, quote=True):
    fields = [("HiveID", "string"), ("TakenAt", "time.Time"), ("WeightGrams", "int"),
              ("TempC", "float64"), ("Humidity", "float64"), ("BatteryMV", "int")]
    out = []
    for (field, typ), name in zip(fields, names):
        if name is None:
            out.append(f"\t{field:<11} {typ}\n")
        else:
            tag = f'json:"{name}"' if quote else f"json:{name}"
            out.append(f"\t{field:<11} {typ:<9} `{tag}`\n")
    return "".join(out)


SNAKE = ["hive_id", "taken_at", "weight_grams", "temp_c", "humidity", "battery_mv"]
STATION_OLD = """	Name      string
	Apiary    string
	Latitude  float64
	Longitude float64
"""
STATION_NEW = """	Name      string  `json:"name"`
	Apiary    string  `json:"apiary"`
	Latitude  float64 `json:"latitude"`
	Longitude float64 `json:"longitude"`
"""
build("add_struct_tags-go-apiary-telemetry", "telemetry.go", {
    "right-1.go": [(OLD, tagged(SNAKE), 1)],
    "wrong-1.go": [(OLD, tagged(["hiveId", "takenAt", "weightGrams", "tempC", "humidity", "batteryMv"]), 1)],
    "wrong-2.go": [(OLD, tagged(SNAKE), 1), (STATION_OLD, STATION_NEW, 1)],
    "wrong-3.go": [(OLD, tagged(SNAKE, quote=False), 1)],
    "wrong-4.go": [(OLD, tagged(SNAKE[:5] + [None]), 1)],
})
