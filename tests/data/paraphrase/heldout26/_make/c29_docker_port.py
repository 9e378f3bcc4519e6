from lib import E, case

ORIG = '''# syntax=docker/dockerfile:1
# Northmoor registry API image.

FROM python:3.12-slim AS build
WORKDIR /src
COPY requirements.lock .
RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.lock
COPY . .
RUN pip wheel --no-cache-dir --no-deps --wheel-dir /wheels .

FROM python:3.12-slim
RUN useradd --system --uid 10001 registry
COPY --from=build /wheels /wheels
RUN pip install --no-cache-dir /wheels/* && rm -rf /wheels

ENV PORT=8080 \\
    METRICS_PORT=9102 \\
    WORKERS=4

EXPOSE 8080 9102
USER registry

HEALTHCHECK --interval=30s --timeout=3s \\
  CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8080/health', timeout=2)"

CMD ["sh", "-c", "exec gunicorn northmoor_registry.app:app --bind 0.0.0.0:${PORT} --workers ${WORKERS}"]
'''

P1 = E("ENV PORT=8080 \\", "ENV PORT=9090 \\")
P2 = E("EXPOSE 8080 9102", "EXPOSE 9090 9102")
P3 = E("http://127.0.0.1:8080/health", "http://127.0.0.1:9090/health")

case(
    "change_port-dockerfile-registry-api", "Dockerfile", "change_port", "dockerfile", ORIG,
    [
        ("terse", "api port 8080 -> 9090"),
        ("polite", "Could you move the API from port 8080 to 9090 in the Dockerfile? That means PORT, EXPOSE and the health check URL; the metrics port 9102 stays as it is."),
        ("declarative", "The registry API container listens on 9090 instead of 8080; metrics remain on 9102."),
        ("other", "Cambia la porta dell'API da 8080 a 9090 nel Dockerfile (anche EXPOSE e l'healthcheck), la 9102 resta."),
    ],
    [
        ("right-1", "right", "PORT, EXPOSE and the HEALTHCHECK URL all use 9090; metrics port 9102 unchanged", [P1, P2, P3]),
        ("wrong-1", "wrong", "the HEALTHCHECK still probes 8080, so the container turns unhealthy", [P1, P2]),
        ("wrong-2", "wrong", "the metrics port was changed to 9090 instead of the API port: PORT is still 8080 and EXPOSE lists 8080 and 9090",
         [E("    METRICS_PORT=9102 \\", "    METRICS_PORT=9090 \\"), E("EXPOSE 8080 9102", "EXPOSE 8080 9090")]),
        ("wrong-3", "wrong", "only EXPOSE changed; the app still binds ${PORT}=8080", [P2]),
        ("wrong-4", "wrong", "port changed everywhere, but WORKERS dropped from 4 to 2", [P1, P2, P3, E("    WORKERS=4", "    WORKERS=2")]),
    ],
)
