from lib import SPLIT, apply, write_case

NAME = "change_port-dockerfile-lockers"
FILE = "Dockerfile"
src = (SPLIT / NAME / FILE).read_text()

E = [("ENV GATEWAY_PORT=8443 \\", "ENV GATEWAY_PORT=9443 \\"),
     ("EXPOSE 8443 9102", "EXPOSE 9443 9102"),
     ("https://127.0.0.1:8443/healthz", "https://127.0.0.1:9443/healthz"),
     ('"0.0.0.0:8443"', '"0.0.0.0:9443"')]
right1 = apply(src, E)
wrong1 = apply(src, [e for e in E if "healthz" not in e[0]])
wrong2 = apply(right1, [("--retries=3", "--retries=5")])
wrong3 = apply(right1, [("EXPOSE 9443 9102\nUSER gateway\n", "EXPOSE 9443 9102\n")])
wrong4 = apply(right1, [("ENV GATEWAY_PORT=9443 \\\n", "ENV GATEWAY_PORT=9443\n")])

write_case(NAME, FILE, "change_port", "dockerfile", [
    ("terse", "gateway port 8443 -> 9443"),
    ("polite", "Could you move the gateway from port 8443 to 9443 everywhere in the Dockerfile (env, EXPOSE, health check and the bind address)? The metrics port and the queue URL stay as they are."),
    ("declarative", "The locker gateway listens on 9443 instead of 8443."),
    ("other", "8443 clashes with the bank controller's admin UI on the new hosts, switch the gateway to 9443 please"),
    ("other", "Bitte den Gateway-Port im Dockerfile überall von 8443 auf 9443 ändern, sonst nichts."),
], [
    ("right-1", "right", "8443 -> 9443 in GATEWAY_PORT, EXPOSE, the health-check URL and the --bind address; 9102 and 5671 untouched", right1, False),
    ("wrong-1", "wrong", "the HEALTHCHECK still probes 127.0.0.1:8443, so the container is reported unhealthy", wrong1, False),
    ("wrong-2", "wrong", "port changed everywhere, but the health check's --retries went from 3 to 5", wrong2, False),
    ("wrong-3", "wrong", "port changed, but the USER gateway line was dropped: the container runs as root", wrong3, False),
    ("wrong-4", "wrong", "the line continuation after GATEWAY_PORT=9443 was lost, so the METRICS_PORT line is read as an instruction: the Dockerfile does not parse", wrong4, True),
])
