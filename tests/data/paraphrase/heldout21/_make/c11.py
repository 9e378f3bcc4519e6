from mk import Case
# ---------------- dockerfile
orig = '''
FROM python:3.12-slim AS base

ARG TRACKER_VERSION=3.1.0
LABEL org.opencontainers.image.title="harbourline-fleet-tracker" \\
      org.opencontainers.image.version="${TRACKER_VERSION}"

ENV PYTHONDONTWRITEBYTECODE=1 \\
    PYTHONUNBUFFERED=1 \\
    APP_PORT=8080

WORKDIR /srv/fleet-tracker

RUN apt-get update \\
 && apt-get install -y --no-install-recommends curl \\
 && rm -rf /var/lib/apt/lists/*

COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt

COPY tracker/ tracker/

RUN useradd --system --uid 1001 tracker
USER tracker

VOLUME ["/srv/fleet-tracker/cache"]

EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s CMD curl -fs http://localhost:8080/health || exit 1

CMD ["python", "-m", "tracker.server", "--port", "8080"]
'''
c = Case("change_port-dockerfile-truck_tracker", "Dockerfile", "change_port", "dockerfile", orig)
c.ins("terse", "port 8080 -> 9180")
c.ins("polite", "Could you move the tracker from port 8080 to 9180? It has to change everywhere the container uses the port (env, EXPOSE, health check and the start command). Nothing else, please.")
c.ins("declarative", "The fleet tracker container listens on 9180 now.")
c.ins("other", "8080 clashes with the POS proxy on the truck router - switch the service to 9180 throughout the Dockerfile")
c.ins("other", "Cambia la porta da 8080 a 9180 in tutto il Dockerfile.")
c.res("right", [("8080", "9180", 4)], "all four uses (APP_PORT, EXPOSE, health check URL, --port) changed to 9180")
c.res("wrong", [("    APP_PORT=8080", "    APP_PORT=9180", 1), ("EXPOSE 8080", "EXPOSE 9180", 1)], "env and EXPOSE changed but the server still starts on 8080 and the health check probes 8080")
c.res("wrong", [("8080", "9180", 4, 0), ("8080", "9180", 3, 0), ("8080", "9180", 2, 1)], "health check still probes localhost:8080, so the container is always reported unhealthy")
c.res("wrong", [("8080", "9180", 4), ("--uid 1001", "--uid 9180", 1)], "port changed everywhere, and the tracker user's uid was changed to 9180 as well")
c.res("wrong", [("8080", "9180", 4), ("    PYTHONUNBUFFERED=1 \\\n", "    PYTHONUNBUFFERED=1\n", 1)], "line continuation after PYTHONUNBUFFERED lost: APP_PORT=9180 becomes a stray instruction and the build fails", breaks=True)
c.write()

# ---------------- remove_key yaml
orig = '''
# Deployment settings for the callout dispatch service
service: dispatch-api
image: registry.corrie-dubh.example/dispatch-api:4.2.1

environments:
  staging:
    replicas: 1
    debug: true
    log_level: debug
    sms_gateway: https://sms-sandbox.corrie-dubh.example
    feature_flags:
      map_tiles_v2: true
      auto_assign: true
  production:
    replicas: 3
    debug: false
    log_level: info
    sms_gateway: https://sms.corrie-dubh.example
    feature_flags:
      map_tiles_v2: true
      auto_assign: false

alerts:
  on_call_channel: "#dispatch-oncall"
  debug: false
'''
c = Case("remove_key-yaml-dispatch_deploy", "deploy.yaml", "remove_key", "yaml", orig)
c.ins("terse", "remove auto_assign flag from production")
c.ins("polite", "Could you delete the auto_assign feature flag from the production environment only? Staging keeps it, and please keep the comment and the key order.")
c.ins("declarative", "Production should no longer list an auto_assign feature flag; staging is unaffected.")
c.ins("other", "só em production: tira a flag auto_assign")
c.ins("other", "prod's feature_flags: drop `auto_assign`")
PROD = "      map_tiles_v2: true\n      auto_assign: false\n"
c.res("right", [(PROD, "      map_tiles_v2: true\n", 1)], "auto_assign removed from production's feature_flags only")
c.res("wrong", [("      auto_assign: true\n", "", 1)], "removed the flag from staging instead of production")
c.res("wrong", [(PROD, "      map_tiles_v2: true\n", 1), ("      map_tiles_v2: true\n      auto_assign: true\n", "      map_tiles_v2: true\n", 1)], "auto_assign removed from both environments")
c.res("wrong", [(PROD, "", 1)], "removed map_tiles_v2 as well, leaving production's feature_flags empty (null)")
c.res("wrong", [(PROD, "      map_tiles_v2: true\n", 1), ("# Deployment settings for the callout dispatch service\n", "", 1)], "flag removed but the header comment was dropped")
c.write()
