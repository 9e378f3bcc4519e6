# syntax=docker/dockerfile:1.7
# Build image for the internal package index UI (devpi front end + docs).

FROM node:20-bookworm-slim AS assets
WORKDIR /src
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

FROM python:3.12-slim-bookworm AS builder
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1
RUN apt-get update \
 && apt-get install -y --no-install-recommends build-essential libffi-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /build
COPY requirements.lock ./
RUN pip install --prefix=/install -r requirements.lock
COPY . .
RUN pip install --prefix=/install --no-deps .

FROM python:3.12-slim-bookworm
LABEL org.opencontainers.image.source="https://git.internal/devtools/pkgindex-ui"
RUN useradd --system --uid 10001 --home /app app
COPY --from=builder /install/lib/python3.11/site-packages /usr/local/lib/python3.11/site-packages
COPY --from=builder /install/bin /usr/local/bin
COPY --from=assets /src/dist /app/static
WORKDIR /app
USER app
ENV PORT=8080 \
    PKGINDEX_STATIC=/app/static \
    PYTHONUNBUFFERED=1
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8080/healthz')"]
CMD ["gunicorn", "pkgindex_ui.app:app", "--bind", "0.0.0.0:8080", "--workers", "3"]
