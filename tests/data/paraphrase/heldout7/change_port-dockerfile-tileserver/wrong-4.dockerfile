# syntax=docker/dockerfile:1.6
# Tile server for the map viewer: renders vector tiles from the planet extract.

FROM golang:1.23-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
RUN --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/tileserver ./cmd/tileserver

FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
RUN useradd --system --uid 10001 --home /srv/tiles tiles
COPY --from=build /out/tileserver /usr/local/bin/tileserver
COPY config/tileserver.yaml /etc/tileserver/config.yaml

ENV TILESERVER_ADDR=0.0.0.0:8081 \
    TILESERVER_CACHE_DIR=/srv/tiles/cache \
    TILESERVER_METRICS_ADDR=0.0.0.0:9090 \
    GOMAXPROCS=4

USER tiles
VOLUME ["/srv/tiles/cache"]
EXPOSE 8081 9090

HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD curl -fsS http://127.0.0.1:8081/health || exit 1

ENTRYPOINT ["/usr/local/bin/tileserver"]
CMD ["--config", "/etc/tileserver/config.yaml"]
