from lib import case, edit
import json, yaml

# ---------- add_field json transit stops
STOPS = '''{
  "network": "Riverbend Regional Transit",
  "feed_version": "2026-11-28",
  "routes": [
    {
      "route_id": "R12",
      "name": "Harbour Loop",
      "stops": [
        {
          "stop_id": "HBR-001",
          "name": "Ferry Terminal",
          "lat": 47.6041,
          "lon": -122.3389,
          "zone": 1,
          "platforms": [
            { "code": "A", "shelter": true },
            { "code": "B", "shelter": false }
          ]
        },
        {
          "stop_id": "HBR-014",
          "name": "Cannery Row",
          "lat": 47.6102,
          "lon": -122.3422,
          "zone": 1,
          "platforms": [
            { "code": "A", "shelter": true }
          ]
        },
        {
          "stop_id": "HBR-027",
          "name": "Lighthouse Park",
          "lat": 47.6187,
          "lon": -122.3511,
          "zone": 2,
          "platforms": []
        }
      ]
    },
    {
      "route_id": "R40",
      "name": "Uplands Express",
      "stops": [
        {
          "stop_id": "UPL-003",
          "name": "Civic Centre",
          "lat": 47.6235,
          "lon": -122.3301,
          "zone": 1,
          "platforms": [
            { "code": "C", "shelter": true }
          ]
        },
        {
          "stop_id": "UPL-019",
          "name": "Quarry Road",
          "lat": 47.6412,
          "lon": -122.3107,
          "zone": 3,
          "platforms": [
            { "code": "A", "shelter": false }
          ]
        }
      ]
    }
  ]
}
'''
def addacc(ids, val="false", where="zone"):
    eds = []
    for sid, zone in [("HBR-001", 1), ("HBR-014", 1), ("HBR-027", 2), ("UPL-003", 1), ("UPL-019", 3)]:
        if sid in ids:
            pass
    return eds

def stop_edit(sid, zone, val="false", before=False):
    # unique anchor: stop_id line .. zone line for that stop
    import re
    return None

# Build edits with unique anchors: lon value is unique per stop.
LONS = {"HBR-001": ("-122.3389", 1), "HBR-014": ("-122.3422", 1), "HBR-027": ("-122.3511", 2), "UPL-003": ("-122.3301", 1), "UPL-019": ("-122.3107", 3)}
def acc(sids, val="false"):
    return [(f'"lon": {LONS[s][0]},\n          "zone": {LONS[s][1]},\n', f'"lon": {LONS[s][0]},\n          "zone": {LONS[s][1]},\n          "wheelchair_boarding": {val},\n') for s in sids]
ALL = list(LONS)

case("add_field-json-transit-stops", "stops.json", "add_field", "json", STOPS, [
    ("terse", "add \"wheelchair_boarding\": false to every stop"),
    ("polite", "Could you add a \"wheelchair_boarding\" field set to false to each stop object? The platform entries don't need it, and please keep everything else as it is."),
    ("declarative", "Every stop in the feed should carry wheelchair_boarding: false (a boolean) until the accessibility survey is in."),
    ("other", "accessibility audit is pending so mark all stops wheelchair_boarding=false for now, both routes"),
    ("other", "Füge bei jeder Haltestelle \"wheelchair_boarding\": false hinzu (nur Haltestellen, nicht die Bahnsteige)."),
], [
    ("right-1.json", "right", "wheelchair_boarding: false added after zone in all five stops, nothing else changed", acc(ALL)),
    ("right-2.json", "right", "field added as the first key of each of the five stops (placement is a free choice)", [(f'"stop_id": "{s}",', f'"wheelchair_boarding": false,\n          "stop_id": "{s}",') for s in ALL]),
    ("wrong-1.json", "wrong", "Uplands Express stops (UPL-003, UPL-019) left without the field", acc(ALL[:3])),
    ("wrong-2.json", "wrong", "added as the string \"false\" instead of the boolean", acc(ALL, '"false"')),
    ("wrong-3.json", "wrong", "field also added to every platform object", acc(ALL) + [('{ "code": "A", "shelter": true }', '{ "code": "A", "shelter": true, "wheelchair_boarding": false }', 2), ('{ "code": "B", "shelter": false }', '{ "code": "B", "shelter": false, "wheelchair_boarding": false }'), ('{ "code": "C", "shelter": true }', '{ "code": "C", "shelter": true, "wheelchair_boarding": false }'), ('{ "code": "A", "shelter": false }', '{ "code": "A", "shelter": false, "wheelchair_boarding": false }')]),
    ("wrong-4.json", "wrong", "field added everywhere but Lighthouse Park's zone changed from 2 to 1", acc(ALL) + [('"lon": -122.3511,\n          "zone": 2,', '"lon": -122.3511,\n          "zone": 1,')]),
])

# ---------- convert yaml -> json (music streaming)
PL = '''# Curated playlist export for the Tidewave streaming service
playlist:
  id: pl-7731
  title: "Late Night Ferry"
  curator: Ines Okafor
  public: true
  followers: 18240
  cover: https://cdn.tidewave.example/covers/pl-7731.jpg
  tags: [ambient, downtempo, "lo-fi"]
  tracks:
    - isrc: GBAYE2600114
      title: Harbour Lights
      artist: Saltmarsh
      duration_s: 254
      explicit: false
    - isrc: USRC12600871
      title: "Night Bus (Edit)"
      artist: The Quiet Lanes
      duration_s: 198
      explicit: false
    - isrc: FRX452600032
      title: Sodium Glow
      artist: Marée Basse
      duration_s: 311
      explicit: true
  schedule:
    refresh: weekly
    refresh_day: 5
    region_lock: null
'''
data = yaml.safe_load(PL)
RJ = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
case("convert-yaml-json-music-playlist", "playlist.yaml", "convert", "json", PL, [
    ("terse", "yaml -> json"),
    ("polite", "Could you convert this playlist export to JSON for me? Keep the key order, and numbers and booleans should stay numbers and booleans."),
    ("declarative", "This file should be JSON instead of YAML, with the same data."),
    ("other", "can u turn this into json pls, the import tool only takes json"),
    ("other", "このプレイリストのYAMLをJSONに変換してください。"),
], [
    ("right-1.json", "right", "same data as JSON, two-space indent, key order kept (the comment has no JSON equivalent and is dropped)", RJ),
    ("right-2.json", "right", "same data as compact single-line JSON (formatting is a free choice)", json.dumps(data, ensure_ascii=False) + "\n"),
    ("wrong-1.json", "wrong", "followers and duration values turned into strings", ("from", "right-1.json", [('"followers": 18240', '"followers": "18240"'), ('"duration_s": 254', '"duration_s": "254"'), ('"duration_s": 198', '"duration_s": "198"'), ('"duration_s": 311', '"duration_s": "311"')])),
    ("wrong-2.json", "wrong", "the third track (Sodium Glow) is missing", ("from", "right-1.json", [(',\n      {\n        "isrc": "FRX452600032",\n        "title": "Sodium Glow",\n        "artist": "Marée Basse",\n        "duration_s": 311,\n        "explicit": true\n      }', '')])),
    ("wrong-3.json", "wrong", "region_lock null became the string \"null\" and explicit true became false", ("from", "right-1.json", [('"region_lock": null', '"region_lock": "null"'), ('"explicit": true', '"explicit": false')])),
    ("wrong-4.json", "wrong", "output cut off after the tracks: schedule and closing braces missing, not valid JSON", lambda t: t["right-1.json"].split('  "schedule"')[0].rstrip().rstrip(",") + "\n", True),
])
