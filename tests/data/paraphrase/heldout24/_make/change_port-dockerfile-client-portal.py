from lib import write_case

ENVP = ("    PORT=3000 \\\n", "    PORT=8080 \\\n")
EXP = ("EXPOSE 3000\n", "EXPOSE 8080\n")
HC = ("http://localhost:3000/health", "http://localhost:8080/health")
RIGHT = [ENVP, EXP, HC]

write_case(
    "change_port-dockerfile-client-portal", "Dockerfile", "change_port", "dockerfile",
    [
        ("terse", "port 3000 -> 8080 (ENV PORT, EXPOSE, healthcheck)"),
        ("polite", "Could you move the portal container from port 3000 to 8080? That's the PORT variable, the EXPOSE line and the healthcheck URL. The upload limit also happens to be 3000 but is a size in KB, so please leave it."),
        ("declarative", "The portal container should listen on, expose and health-check port 8080 instead of 3000."),
        ("other", "Cambia el puerto del contenedor del portal de 3000 a 8080 (variable PORT, EXPOSE y la URL del healthcheck). UPLOAD_LIMIT_KB no es un puerto, déjalo en 3000."),
    ],
    [
        ("right-1", "right", "PORT, EXPOSE and the healthcheck URL moved to 8080; UPLOAD_LIMIT_KB stays 3000", RIGHT),
        ("right-2", "right", "PORT=8080, and EXPOSE and the healthcheck refer to ${PORT} instead of repeating the number",
         [ENVP, ("EXPOSE 3000\n", "EXPOSE ${PORT}\n"), ("http://localhost:3000/health", "http://localhost:${PORT}/health")]),
        ("wrong-1", "wrong", "healthcheck still probes port 3000, so the container is marked unhealthy", [ENVP, EXP]),
        ("wrong-2", "wrong", "UPLOAD_LIMIT_KB, a size that happens to be 3000, was changed to 8080 too",
         RIGHT + [("    UPLOAD_LIMIT_KB=3000 \\\n", "    UPLOAD_LIMIT_KB=8080 \\\n")]),
        ("wrong-3", "wrong", "EXPOSE and healthcheck say 8080 but PORT is still 3000, so the app keeps listening on 3000",
         [EXP, HC]),
        ("wrong-4", "wrong", "port changed, but the final stage's base image was also bumped from node:20-alpine to node:22-alpine",
         RIGHT + [("FROM node:20-alpine\nLABEL", "FROM node:22-alpine\nLABEL")]),
    ],
)
