from edits import build

ENV = [("    PORT=8080 \\\n", "    PORT=8000 \\\n", 1)]
EXPOSE = [("EXPOSE 8080\n", "EXPOSE 8000\n", 1)]
HEALTH = [("http://localhost:8080/healthz", "http://localhost:8000/healthz", 1)]
build("change_port-dockerfile-ferry-api", "Dockerfile", {
    "right-1": ENV + EXPOSE + HEALTH,
    "right-2": ENV + EXPOSE + [("http://localhost:8080/healthz", "http://localhost:${PORT}/healthz", 1)],
    "wrong-1": [("8080", "8000", 4)],
    "wrong-2": ENV + EXPOSE,
    "wrong-3": ENV + EXPOSE + HEALTH + [("USER ferry\n", "", 1)],
    "wrong-4": [],
})
