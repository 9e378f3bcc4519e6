from lib import E, case

B = {
"service": '''  "service": "dock-gateway"''',
"region": '''  "region": "harbourline"''',
"listen": '''  "listen": {
    "port": 8443,
    "host": "0.0.0.0",
    "tls": true
  }''',
"mqtt": '''  "mqtt": {
    "broker": "mqtt://broker.internal:1883",
    "topic_prefix": "docks/",
    "qos": 1,
    "client_id": "gateway-01"
  }''',
"limits": '''  "limits": {
    "max_pillars": 640,
    "heartbeat_seconds": 30,
    "offline_after_missed": 3
  }''',
"alerts": '''  "alerts": [
    { "kind": "offline", "notify": "ops-night" },
    { "kind": "vandalism", "notify": "ops-night" },
    { "kind": "low_battery", "notify": "ops-day" }
  ]''',
"archive": '''  "archive": {
    "bucket": "harbourline-dock-events",
    "retain_days": 30
  }''',
"features": '''  "features": {
    "reservations": false,
    "ebike_unlock": true
  }''',
}
ORDER = ["service", "region", "listen", "mqtt", "limits", "alerts", "archive", "features"]


def build(order, blocks=B):
    return "{\n" + ",\n".join(blocks[k] for k in order) + "\n}\n"


ORIG = build(ORDER)
SORTED = sorted(ORDER)

nested = dict(B)
nested["listen"] = '''  "listen": {
    "host": "0.0.0.0",
    "port": 8443,
    "tls": true
  }'''
nested["mqtt"] = '''  "mqtt": {
    "broker": "mqtt://broker.internal:1883",
    "client_id": "gateway-01",
    "qos": 1,
    "topic_prefix": "docks/"
  }'''
nested["limits"] = '''  "limits": {
    "heartbeat_seconds": 30,
    "max_pillars": 640,
    "offline_after_missed": 3
  }'''
changed = dict(B)
changed["archive"] = B["archive"].replace('"retain_days": 30', '"retain_days": 3')

case(
    "sort_keys-json-dock-gateway", "gateway.json", "sort_keys", "json", ORIG,
    [
        ("terse", "sort top-level keys a-z"),
        ("polite", "Could you put the top-level keys of gateway.json in alphabetical order? The keys inside the nested objects should keep their current order, and no values should change."),
        ("declarative", "gateway.json's top-level keys should be alphabetically sorted; nested objects stay as they are."),
        ("other", "the config diff noise is killing me. alphabetise the top level keys only (not the inner ones)"),
        ("other", "Ordene alfabeticamente as chaves de primeiro nível do gateway.json; dentro dos objetos aninhados, mantenha a ordem."),
    ],
    [
        ("right-1.json", "right", "top-level keys sorted (alerts, archive, features, limits, listen, mqtt, region, service); nested objects unchanged",
         [lambda t: build(SORTED)]),
        ("wrong-1.json", "wrong", "the nested listen, mqtt and limits objects were sorted too",
         [lambda t: build(SORTED, nested)]),
        ("wrong-2.json", "wrong", "almost sorted, but listen comes before limits",
         [lambda t: build(["alerts", "archive", "features", "listen", "limits", "mqtt", "region", "service"])]),
        ("wrong-3.json", "wrong", "sorted, but archive.retain_days changed from 30 to 3",
         [lambda t: build(SORTED, changed)]),
        ("wrong-4.json", "wrong", "sorted, but the features object was dropped",
         [lambda t: build([k for k in SORTED if k != "features"])]),
    ],
)
