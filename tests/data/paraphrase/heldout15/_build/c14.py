from lib import case

DF = '''# Catalogue search service for Ashgrove Libraries
# Build: docker build -t ashgrove/catalogue:latest .
ARG PYTHON_VERSION=3.12

FROM python:3.12-slim AS build
WORKDIR /src
COPY requirements.txt .
RUN pip wheel --no-cache-dir -r requirements.txt -w /wheels

FROM python:3.12-slim
LABEL org.opencontainers.image.title="ashgrove-catalogue" \\
      org.opencontainers.image.vendor="Ashgrove Libraries" \\
      org.opencontainers.image.source="https://git.ashgrove-libraries.example/opac/catalogue"
ENV PYTHONUNBUFFERED=1 \\
    CATALOGUE_PORT=8080 \\
    SOLR_URL=http://solr:8983/solr/catalogue
WORKDIR /app
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
COPY catalogue/ ./catalogue/
RUN useradd --system --uid 10001 opac
USER opac
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8080/healthz')"
CMD ["gunicorn", "--bind", "0.0.0.0:8080", "--workers", "3", "catalogue.app:app"]
'''
E = [("    CATALOGUE_PORT=8080 \\\n", "    CATALOGUE_PORT=9180 \\\n"), ("EXPOSE 8080\n", "EXPOSE 9180\n"), ("http://127.0.0.1:8080/healthz", "http://127.0.0.1:9180/healthz"), ('"0.0.0.0:8080"', '"0.0.0.0:9180"')]
case("change_port-dockerfile-library-catalogue", "Dockerfile", "change_port", "dockerfile", DF, [
    ("terse", "port 8080 -> 9180 (env, EXPOSE, healthcheck, gunicorn bind)"),
    ("polite", "Could you move the catalogue service from port 8080 to 9180? That means CATALOGUE_PORT, EXPOSE, the healthcheck URL and the gunicorn bind. Solr stays on 8983, please don't touch it."),
    ("declarative", "The catalogue container should listen on 9180 instead of 8080 everywhere in this Dockerfile."),
    ("other", "8080 clashes with the proxy on the new host, switch the service to 9180 throughout"),
    ("other", "Cambia la porta del servizio da 8080 a 9180 ovunque nel Dockerfile (Solr resta su 8983)."),
], [
    ("right-1", "right", "all four 8080s (env, EXPOSE, healthcheck, bind) now 9180; Solr's 8983 untouched", E),
    ("wrong-1", "wrong", "healthcheck URL still probes 8080, so the container is reported unhealthy", [E[0], E[1], E[3]]),
    ("wrong-2", "wrong", "EXPOSE and env changed, but gunicorn still binds 8080", E[:3]),
    ("wrong-3", "wrong", "Solr's port 8983 changed to 9180 as well", E + [("http://solr:8983/", "http://solr:9180/")]),
    ("wrong-4", "wrong", "port changed everywhere but gunicorn workers dropped from 3 to 2", E + [('"--workers", "3"', '"--workers", "2"')]),
])

INI = '''; Riverbend Regional Transit - realtime feed publisher
[general]
agency = Riverbend Regional Transit
timezone = America/Los_Angeles
log_level = info

[database]
host = db.rrt.internal
port = 5432
name = realtime
user = feed_publisher
pool_size = 8

[gtfs_rt]
vehicle_positions_url = https://feeds.rrt.example/rt/vehicles.pb
trip_updates_url = https://feeds.rrt.example/rt/trips.pb
refresh_seconds = 15

[alerts]
source_url = https://ops.rrt.example/alerts.json
refresh_seconds = 60

[metrics]
statsd_host = metrics.rrt.internal
statsd_port = 8125
prefix = rrt.publisher
'''
A = ("pool_size = 8\n", "pool_size = 8\nconnect_timeout = 10\n")
case("add_config_key-ini-transit-db-timeout", "publisher.ini", "add_config_key", "ini", INI, [
    ("terse", "[database] connect_timeout = 10"),
    ("polite", "Could you add connect_timeout = 10 to the [database] section? Please don't change any of the other sections."),
    ("declarative", "The database section should set connect_timeout to 10 seconds."),
    ("other", "publisher hangs at startup when the db is down. add a connect_timeout of 10 to the database settings"),
    ("other", "[database] セクションに connect_timeout = 10 を追加してください。"),
], [
    ("right-1.ini", "right", "connect_timeout = 10 added at the end of [database]", [A]),
    ("right-2.ini", "right", "key added right after port in [database] (placement within the section is free)", [("port = 5432\n", "port = 5432\nconnect_timeout = 10\n")]),
    ("wrong-1.ini", "wrong", "key added to the [gtfs_rt] section instead of [database]", [("refresh_seconds = 15\n", "refresh_seconds = 15\nconnect_timeout = 10\n")]),
    ("wrong-2.ini", "wrong", "key added to [database] and the gtfs_rt refresh changed from 15 to 10", [A, ("refresh_seconds = 15\n", "refresh_seconds = 10\n")]),
    ("wrong-3.ini", "wrong", "key added as connection_timeout (a name the publisher does not read)", [("pool_size = 8\n", "pool_size = 8\nconnection_timeout = 10\n")]),
    ("wrong-4.ini", "wrong", "timeout given as 10s, which is not an integer setting", [("pool_size = 8\n", "pool_size = 8\nconnect_timeout = 10s\n")]),
])

MD = '''# Harbourside Veterinary Clinic - opening hours and services

We are a small-animal practice in the old ferry building. Emergencies outside
opening hours go to the Northshore Animal ER (see below).

## Opening hours

| Day       | Hours         | Notes                    |
|-----------|---------------|--------------------------|
| Monday    | 08:00 - 18:00 |                          |
| Tuesday   | 08:00 - 18:00 |                          |
| Wednesday | 08:00 - 20:00 | late surgery             |
| Thursday  | 08:00 - 18:00 |                          |
| Friday    | 08:00 - 17:00 |                          |
| Saturday  | 09:00 - 13:00 | vaccinations only        |

## Services

- Vaccinations and microchipping
- Dental care
- Soft-tissue surgery
- Nutrition consults

## Emergencies

Northshore Animal ER, 14 Quay Street, open 24/7. Call ahead: 555-0147.
'''
ROW = ("| Saturday  | 09:00 - 13:00 | vaccinations only        |\n", "| Saturday  | 09:00 - 13:00 | vaccinations only        |\n| Sunday    | closed        | emergencies: see below   |\n")
case("add_table_row-markdown-vet-hours", "README.md", "add_table_row", "markdown", MD, [
    ("terse", "hours table: add Sunday row — closed, note \"emergencies: see below\""),
    ("polite", "Could you add a row for Sunday at the end of the opening-hours table saying we're closed, with the note \"emergencies: see below\"? Please keep the table's column alignment."),
    ("declarative", "The opening hours table should end with Sunday: closed, note \"emergencies: see below\"."),
    ("other", "clients keep calling on sundays — add sunday (closed, \"emergencies: see below\") as the last row of the hours table"),
    ("other", "Voeg onderaan de openingstijdentabel een rij toe voor zondag: gesloten, notitie \"emergencies: see below\"."),
], [
    ("right-1.md", "right", "Sunday row appended after Saturday with padded cells", [ROW]),
    ("wrong-1.md", "wrong", "Sunday row added between Friday and Saturday (not at the end)", [("| Saturday  | 09:00 - 13:00 |", "| Sunday    | closed        | emergencies: see below   |\n| Saturday  | 09:00 - 13:00 |")]),
    ("wrong-2.md", "wrong", "row added with only two cells (note missing), so the table row is short", [("| Saturday  | 09:00 - 13:00 | vaccinations only        |\n", "| Saturday  | 09:00 - 13:00 | vaccinations only        |\n| Sunday    | closed        |\n")]),
    ("wrong-3.md", "wrong", "Sunday row added, but Friday's closing time changed to 18:00", [ROW, ("| Friday    | 08:00 - 17:00 |", "| Friday    | 08:00 - 18:00 |")]),
    ("wrong-4.md", "wrong", "Sunday added as a bullet under Services instead of a table row", [("- Nutrition consults\n", "- Nutrition consults\n- Sunday: closed (emergencies: see below)\n")]),
])
