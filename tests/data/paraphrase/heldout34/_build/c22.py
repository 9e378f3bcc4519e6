from lib import case
E = ("EXPOSE 8080", "EXPOSE 9090", 1)
HC = ("curl -fsS http://localhost:8080/healthz", "curl -fsS http://localhost:9090/healthz", 1)
B = ('"0.0.0.0:8080"', '"0.0.0.0:9090"', 1)
case("change_port-dockerfile-buyer-portal", "Dockerfile", "change_port", "dockerfile", [
    ("terse", "portal port 8080 -> 9090"),
    ("polite", "Could you move the portal from port 8080 to 9090 inside the container? The internal PyPI mirror also uses 8080, and that must stay as it is."),
    ("declarative", "The buyer portal container listens on 9090; EXPOSE, the health check and gunicorn's bind all say so."),
    ("other", "8080 clashes with the auction clock service on the new host — put the portal on 9090 (pip mirror untouched)"),
    ("other", "Zmień port portalu z 8080 na 9090 (EXPOSE, healthcheck i bind gunicorna); mirror PyPI zostaje na 8080."),
], [
    ("right", "EXPOSE, HEALTHCHECK URL and gunicorn --bind moved to 9090; the PyPI mirror URL keeps 8080",
     [E, HC, B]),
    ("wrong", "the PyPI mirror's index URL was moved to 9090 as well",
     [("8080", "9090", 4)]),
    ("wrong", "EXPOSE and bind changed, but the health check still curls localhost:8080, so the container turns unhealthy",
     [E, B]),
    ("wrong", "only EXPOSE changed; gunicorn still binds 8080",
     [E]),
    ("wrong", "port changed in all three places, but gunicorn's workers went from 4 to 2",
     [E, HC, B, ('"--workers", "4"', '"--workers", "2"', 1)]),
])
