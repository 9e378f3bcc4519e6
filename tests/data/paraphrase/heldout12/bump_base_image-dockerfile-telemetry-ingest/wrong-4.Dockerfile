# syntax=docker/dockerfile:1.6
# Telemetry ingest service: MQTT -> validation -> TimescaleDB.

FROM python:3.12-slim-bookworm AS build
WORKDIR /src
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential libpq-dev \
 && rm -rf /var/lib/apt/lists/*
COPY requirements.lock .
RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.lock
COPY . .
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /wheels .

FROM node:20-alpine AS dashboard
WORKDIR /ui
COPY dashboard/package*.json ./
RUN npm ci
COPY dashboard/ .
RUN npm run build

FROM python:3.12-slim-bookworm AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends libpq5 tini \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 ingest
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels
COPY --from=dashboard /ui/dist /srv/dashboard
ENV INGEST_MQTT_URL=mqtt://broker:1883 \
    INGEST_BATCH_SIZE=50 \
    INGEST_DASHBOARD_DIR=/srv/dashboard \
    PYTHONUNBUFFERED=1
USER ingest
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["python", "-m", "ingest.health"]
ENTRYPOINT ["tini", "--"]
CMD ["python", "-m", "ingest", "--config", "/etc/ingest/config.yaml"]
