from lib import case
y = '''# docker compose for the Kestrel Point booking stack (club house server)
services:
  bookings:
    image: registry.kestrelpoint.sail/bookings:2.4.1
    restart: unless-stopped
    environment:
      DATABASE_URL: postgresql://bookings@db:5432/bookings
      WIND_FEED_URL: http://anemometer.local/feed.csv
      WIND_FEED_TIMEOUT_S: "10"
      SESSION_TTL_S: "3600"
    ports:
      - "8040:8040"
    depends_on:
      - db

  rota:
    image: registry.kestrelpoint.sail/rota-ui:1.9.0
    restart: unless-stopped
    environment:
      API_BASE: http://bookings:8040
      SESSION_TTL_S: "3600"
    ports:
      - "8041:80"

  db:
    image: postgres:16-alpine
    restart: unless-stopped
    environment:
      POSTGRES_USER: bookings
      POSTGRES_DB: bookings
    volumes:
      - pgdata:/var/lib/postgresql/data

volumes:
  pgdata:
'''
T = ('      WIND_FEED_URL: http://anemometer.local/feed.csv\n      WIND_FEED_TIMEOUT_S: "10"\n      SESSION_TTL_S: "3600"\n', '      WIND_FEED_URL: http://anemometer.local/feed.csv\n      WIND_FEED_TIMEOUT_S: "10"\n      SESSION_TTL_S: "28800"\n')
case("change_value-yaml-session-ttl", "compose.yaml", "change_value", "yaml", y, [
    ("terse", "bookings SESSION_TTL_S 3600 -> 28800"),
    ("polite", "Could you raise the session TTL of the bookings service to 8 hours (28800 s)? The rota UI has its own SESSION_TTL_S and should stay at 3600. Keep the value quoted like the others."),
    ("declarative", "The bookings service's SESSION_TTL_S should be \"28800\"; the rota service is unchanged."),
    ("other", "instructors get logged out mid-lesson. bookings service only: session ttl 8h please"),
    ("other", "Setz SESSION_TTL_S beim bookings-Service auf \"28800\" (8 Stunden). Beim rota-Service bleibt es bei 3600."),
], [
    dict(label="right", why="bookings' SESSION_TTL_S set to the quoted string \"28800\"; rota's stays \"3600\"", edits=[T]),
    dict(label="wrong", why="both services' SESSION_TTL_S changed to 28800 (rota should have stayed at 3600)", edits=[('      SESSION_TTL_S: "3600"\n', '      SESSION_TTL_S: "28800"\n', 2)]),
    dict(label="wrong", why="only rota's SESSION_TTL_S changed; bookings is still 3600",
         edits=[('      API_BASE: http://bookings:8040\n      SESSION_TTL_S: "3600"\n', '      API_BASE: http://bookings:8040\n      SESSION_TTL_S: "28800"\n')]),
    dict(label="wrong", why="bookings' TTL set to \"2880\" (48 minutes) - a digit lost - instead of \"28800\"",
         edits=[(T[0], T[1].replace('SESSION_TTL_S: "28800"', 'SESSION_TTL_S: "2880"'))]),
    dict(label="wrong", why="the wind feed timeout was changed instead (WIND_FEED_TIMEOUT_S \"10\" -> \"28800\"), session TTL untouched",
         edits=[('      WIND_FEED_TIMEOUT_S: "10"\n', '      WIND_FEED_TIMEOUT_S: "28800"\n')]),
])

t = '''# cavectl settings (Combe Noire cave controller)
[controller]
name = "combe-noire"
timezone = "Europe/London"
log_level = "info"

[sensors]
poll_seconds = 300
timeout_ms = 1500
retries = 2

[misting]
burst_ms = 1500
min_gap_seconds = 120

[alerts]
email = "affineur@combenoire.example"
sms = ["+44 7700 900311"]
quiet_start = "22:00"
quiet_end = "06:00"

[dashboard]
port = 8088
refresh_seconds = 30
'''
K = ("[alerts]\nemail = \"affineur@combenoire.example\"\nsms = [\"+44 7700 900311\"]\n", "[alerts]\nemail = \"affineur@combenoire.example\"\nsms = [\"+44 7700 900311\"]\nrh_low_threshold = 90.0\n")
case("add_config_key-toml-cave-alerts", "cavectl.toml", "add_config_key", "toml", t, [
    ("terse", "[alerts] rh_low_threshold = 90.0"),
    ("polite", "Could you add an `rh_low_threshold` setting of 90.0 (a float) to the [alerts] section? Please don't change any of the existing values."),
    ("declarative", "The alerts table should have rh_low_threshold = 90.0 alongside its other keys."),
    ("other", "alerts need a low-humidity trigger, add rh_low_threshold 90.0 in the alerts section (not misting)"),
    ("other", "Dodaj w sekcji [alerts] klucz rh_low_threshold = 90.0, nic więcej nie zmieniaj."),
], [
    dict(label="right", why="rh_low_threshold = 90.0 added inside [alerts]; nothing else changed", edits=[K]),
    dict(label="right", why="key added at the end of [alerts] after quiet_end (free placement), float 90.0",
         edits=[("quiet_end = \"06:00\"\n", "quiet_end = \"06:00\"\nrh_low_threshold = 90.0\n")]),
    dict(label="wrong", why="key added under [misting] instead of [alerts]",
         edits=[("min_gap_seconds = 120\n", "min_gap_seconds = 120\nrh_low_threshold = 90.0\n")]),
    dict(label="wrong", why="added as the string \"90.0\" rather than a float",
         edits=[(K[0], K[1].replace("rh_low_threshold = 90.0", "rh_low_threshold = \"90.0\""))]),
    dict(label="wrong", why="key added after the [dashboard] header at the end of the file, so it lands in [dashboard]",
         edits=[("refresh_seconds = 30\n", "refresh_seconds = 30\nrh_low_threshold = 90.0\n")]),
    dict(label="wrong", why="a second [alerts] header was added for the key: duplicate table, tomllib rejects the file", breaks=True,
         edits=[("[dashboard]\n", "[alerts]\nrh_low_threshold = 90.0\n\n[dashboard]\n")]),
])
