from lib import case

# ---------- bump_version toml (solar monitor, Cargo.toml)
CARGO = '''[package]
name = "sunfield-monitor"
version = "0.8.3"
edition = "2021"
authors = ["Sunfield Energy Co-op <dev@sunfield.example>"]
description = "Collects inverter and battery telemetry from co-op rooftops"
license = "Apache-2.0"
rust-version = "1.74"

[dependencies]
serde = { version = "1.0", features = ["derive"] }
serde_json = "1.0"
tokio = { version = "1.37", features = ["rt-multi-thread", "macros", "time"] }
modbus-lite = "0.8.3"
chrono = { version = "0.4", default-features = false, features = ["clock"] }
tracing = "0.1"

[dev-dependencies]
approx = "0.5"

[features]
default = ["battery"]
battery = []
# the grid-export feature was added in 0.8.0
grid-export = []

[package.metadata.release]
# version of the dashboard schema this release talks to
dashboard-schema = "0.8.3"
tag-prefix = "monitor-v"
'''
V = ('version = "0.8.3"\nedition', 'version = "0.9.0"\nedition')
case("bump_version-toml-solar-cargo", "Cargo.toml", "bump_version", "toml", CARGO, [
    ("terse", "bump crate version 0.8.3 -> 0.9.0"),
    ("polite", "Could you bump the package version of sunfield-monitor to 0.9.0? modbus-lite and the dashboard schema happen to be at 0.8.3 too, but those must stay where they are."),
    ("declarative", "sunfield-monitor's own version is 0.9.0 now (minor release)."),
    ("other", "nueva versión menor del monitor: sube la versión del paquete a 0.9.0, solo la del paquete"),
    ("other", "release time: package version to 0.9.0"),
], [
    ("right-1.toml", "right", "package version changed to 0.9.0; modbus-lite dependency and dashboard-schema stay 0.8.3", [V]),
    ("wrong-1.toml", "wrong", "every \"0.8.3\" replaced: modbus-lite dependency and dashboard-schema bumped too", [('"0.8.3"', '"0.9.0"', 3)]),
    ("wrong-2.toml", "wrong", "patch bump to 0.8.4 instead of 0.9.0", [('version = "0.8.3"\nedition', 'version = "0.8.4"\nedition')]),
    ("wrong-3.toml", "wrong", "modbus-lite dependency bumped to 0.9.0, package version left at 0.8.3 (wrong target)", [('modbus-lite = "0.8.3"', 'modbus-lite = "0.9.0"')]),
    ("wrong-4.toml", "wrong", "version bumped but the default feature list emptied (default = [])", [V, ('default = ["battery"]', 'default = []')]),
])

# ---------- remove_key yaml (vet clinic docker-compose)
COMPOSE = '''# Pawsley Vet Group - local stack for the appointment system
services:
  booking-api:
    image: pawsley/booking-api:2.14.1
    ports:
      - "8081:8080"
    environment:
      DATABASE_URL: postgres://booking:booking@db:5432/booking
      SMS_PROVIDER: twilio-sandbox
      DEBUG_SQL: "true"
      REMINDER_LEAD_HOURS: "24"
    depends_on:
      - db
      - cache
    restart: unless-stopped

  reminder-worker:
    image: pawsley/reminder-worker:2.14.1
    environment:
      DATABASE_URL: postgres://booking:booking@db:5432/booking
      DEBUG_SQL: "true"
      BATCH_SIZE: "200"
    depends_on:
      - db
    restart: unless-stopped

  db:
    image: postgres:16
    environment:
      POSTGRES_USER: booking
      POSTGRES_PASSWORD: booking
      POSTGRES_DB: booking
    volumes:
      - pgdata:/var/lib/postgresql/data

  cache:
    image: redis:7-alpine
    command: ["redis-server", "--save", "", "--appendonly", "no"]

volumes:
  pgdata:
'''
DROP_API = ('      SMS_PROVIDER: twilio-sandbox\n      DEBUG_SQL: "true"\n', '      SMS_PROVIDER: twilio-sandbox\n')
DROP_WK = ('      DEBUG_SQL: "true"\n      BATCH_SIZE', '      BATCH_SIZE')
case("remove_key-yaml-vet-compose", "docker-compose.yml", "remove_key", "yaml", COMPOSE, [
    ("terse", "booking-api: drop DEBUG_SQL"),
    ("polite", "Would you remove the DEBUG_SQL variable from the booking-api service only? The reminder-worker still needs it for now, so leave that one alone."),
    ("declarative", "booking-api should no longer set DEBUG_SQL; other services are unchanged."),
    ("other", "verwijder DEBUG_SQL uit de environment van booking-api (alleen daar)"),
    ("other", "the API is logging every query in prod-like runs. remove DEBUG_SQL from booking-api, keep reminder-worker's"),
], [
    ("right-1.yml", "right", "DEBUG_SQL line removed from booking-api; reminder-worker keeps it", [DROP_API]),
    ("wrong-1.yml", "wrong", "DEBUG_SQL removed from reminder-worker instead of booking-api", [DROP_WK]),
    ("wrong-2.yml", "wrong", "DEBUG_SQL removed from both services", [DROP_API, DROP_WK]),
    ("wrong-3.yml", "wrong", "DEBUG_SQL set to \"false\" rather than removed", [('      SMS_PROVIDER: twilio-sandbox\n      DEBUG_SQL: "true"\n', '      SMS_PROVIDER: twilio-sandbox\n      DEBUG_SQL: "false"\n')]),
    ("wrong-4.yml", "wrong", "removed, but the REMINDER_LEAD_HOURS line beneath it went too", [('      SMS_PROVIDER: twilio-sandbox\n      DEBUG_SQL: "true"\n      REMINDER_LEAD_HOURS: "24"\n', '      SMS_PROVIDER: twilio-sandbox\n')]),
    ("wrong-5.yml", "wrong", "removed, but REMINDER_LEAD_HOURS was dedented out of environment and is now a service-level key", [('      SMS_PROVIDER: twilio-sandbox\n      DEBUG_SQL: "true"\n      REMINDER_LEAD_HOURS: "24"\n', '      SMS_PROVIDER: twilio-sandbox\n    REMINDER_LEAD_HOURS: "24"\n')]),
])

# ---------- sort_keys json (music streaming feature flags)
FLAGS = '''{
  "service": "tidewave-player",
  "flags": {
    "lyrics_sync": true,
    "crossfade": true,
    "hifi_lossless": false,
    "autoplay_radio": true,
    "offline_downloads": true,
    "collaborative_playlists": false,
    "sleep_timer": true,
    "car_mode": false
  },
  "rollout_percent": {
    "hifi_lossless": 10,
    "car_mode": 25,
    "collaborative_playlists": 50
  },
  "owners": {
    "lyrics_sync": "team-lyrics",
    "crossfade": "team-playback",
    "hifi_lossless": "team-audio",
    "car_mode": "team-automotive"
  },
  "updated_at": "2026-11-30T09:12:00Z",
  "updated_by": "r.nakagawa"
}
'''
SORTED_FLAGS = '''    "autoplay_radio": true,
    "car_mode": false,
    "collaborative_playlists": false,
    "crossfade": true,
    "hifi_lossless": false,
    "lyrics_sync": true,
    "offline_downloads": true,
    "sleep_timer": true
'''
UNSORTED = '''    "lyrics_sync": true,
    "crossfade": true,
    "hifi_lossless": false,
    "autoplay_radio": true,
    "offline_downloads": true,
    "collaborative_playlists": false,
    "sleep_timer": true,
    "car_mode": false
'''
RO = '''    "hifi_lossless": 10,
    "car_mode": 25,
    "collaborative_playlists": 50
'''
RO_S = '''    "car_mode": 25,
    "collaborative_playlists": 50,
    "hifi_lossless": 10
'''
case("sort_keys-json-music-flags", "flags.json", "sort_keys", "json", FLAGS, [
    ("terse", "sort the keys inside \"flags\" alphabetically"),
    ("polite", "Could you put the entries of the \"flags\" object in alphabetical order? Please don't touch rollout_percent or the top-level order, and keep the values as they are."),
    ("declarative", "The flags object should list its keys in A-Z order."),
    ("other", "trie les clés de \"flags\" par ordre alphabétique, seulement cet objet-là"),
    ("other", "flags: a→z pls (only flags)"),
], [
    ("right-1.json", "right", "the eight flags sorted A-Z with their values; rollout_percent and top level untouched", [(UNSORTED, SORTED_FLAGS)]),
    ("wrong-1.json", "wrong", "rollout_percent sorted as well, which the instruction scoped out", [(UNSORTED, SORTED_FLAGS), (RO, RO_S)]),
    ("wrong-2.json", "wrong", "sorted, but crossfade's value flipped from true to false", [(UNSORTED, SORTED_FLAGS.replace('"crossfade": true', '"crossfade": false'))]),
    ("wrong-3.json", "wrong", "almost sorted: hifi_lossless placed before crossfade", [(UNSORTED, SORTED_FLAGS.replace('    "crossfade": true,\n    "hifi_lossless": false,\n', '    "hifi_lossless": false,\n    "crossfade": true,\n'))]),
    ("wrong-4.json", "wrong", "sorted, but sleep_timer dropped", [(UNSORTED, SORTED_FLAGS.replace(',\n    "sleep_timer": true\n', '\n'))]),
])
