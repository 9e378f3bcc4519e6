# syntax=docker/dockerfile:1.7
# Vulnerability scanner worker: pulls images from the registry, runs the
# scanners and posts findings to the security dashboard.

ARG GO_VERSION=1.22.5
ARG ALPINE_VERSION=3.21

FROM golang:${GO_VERSION}-alpine${ALPINE_VERSION} AS build
WORKDIR /src
RUN apk add --no-cache git ca-certificates
COPY go.mod go.sum ./
RUN --mount=type=cache,target=/go/pkg/mod go mod download
COPY . .
RUN --mount=type=cache,target=/root/.cache/go-build \
    CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/scanworker ./cmd/scanworker

FROM alpine:${ALPINE_VERSION} AS tools
ARG TRIVY_VERSION=0.56.2
ARG GRYPE_VERSION=0.79.3
RUN apk add --no-cache curl \
 && curl -sSfL https://github.com/aquasecurity/trivy/releases/download/v${TRIVY_VERSION}/trivy_${TRIVY_VERSION}_Linux-64bit.tar.gz \
    | tar -xz -C /usr/local/bin trivy \
 && curl -sSfL https://github.com/anchore/grype/releases/download/v${GRYPE_VERSION}/grype_${GRYPE_VERSION}_linux_amd64.tar.gz \
    | tar -xz -C /usr/local/bin grype

FROM alpine:${ALPINE_VERSION}
RUN apk add --no-cache ca-certificates tzdata \
 && addgroup -S scan && adduser -S -G scan -u 10001 scan
COPY --from=build /out/scanworker /usr/local/bin/scanworker
COPY --from=tools /usr/local/bin/trivy /usr/local/bin/grype /usr/local/bin/
USER 10001
ENV SCAN_CONCURRENCY=4 \
    SCAN_TIMEOUT=15m \
    TRIVY_CACHE_DIR=/tmp/trivy
HEALTHCHECK --interval=30s --timeout=5s CMD ["scanworker", "healthcheck"]
ENTRYPOINT ["scanworker"]
