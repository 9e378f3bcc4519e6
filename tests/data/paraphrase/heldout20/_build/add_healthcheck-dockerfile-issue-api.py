from lib import Case, sub

c = Case("add_healthcheck-dockerfile-issue-api", "Dockerfile", "add_healthcheck", "dockerfile")
o = c.original
c.ins("terse", "HEALTHCHECK: curl -f localhost:8080/healthz, interval 30s, timeout 5s, retries 3")
c.ins("polite", "Could you add a HEALTHCHECK to the runtime image that calls http://localhost:8080/healthz with curl every 30 seconds, with a 5 second timeout and 3 retries, failing on HTTP errors? The build stage doesn't need one.")
c.ins("declarative", "The final image should declare a health check: curl -f against /healthz on port 8080, interval 30s, timeout 5s, 3 retries.")
c.ins("other", "Añade un HEALTHCHECK a la imagen final que haga curl -f a http://localhost:8080/healthz cada 30 s, con timeout de 5 s y 3 reintentos.")

HC = 'HEALTHCHECK --interval=30s --timeout=5s --retries=3 \\\n  CMD curl -f http://localhost:8080/healthz || exit 1\n'
EXP = "EXPOSE 8080\n"
right = sub(o, EXP, EXP + HC)
c.res("right", right, "HEALTHCHECK with interval 30s, timeout 5s, retries 3 and curl -f on localhost:8080/healthz, in the runtime stage after EXPOSE")
r2 = sub(o, "USER issuedesk\n", 'HEALTHCHECK --interval=30s --timeout=5s --retries=3 CMD ["curl", "-f", "http://localhost:8080/healthz"]\n' + "USER issuedesk\n")
c.res("right", r2, "same health check in exec form on one line, placed before USER in the runtime stage")

w = sub(o, "RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.txt\n", "RUN pip wheel --no-cache-dir --wheel-dir /wheels -r requirements.txt\n" + HC)
c.res("wrong", w, "HEALTHCHECK placed in the build stage, which is not the image that runs; the runtime image still has none")

w = sub(o, EXP, EXP + HC.replace("localhost:8080", "localhost:8000"))
c.res("wrong", w, "checks port 8000, where nothing listens (gunicorn binds 8080), so the container is always unhealthy")

w = sub(o, EXP, EXP + HC.replace("curl -f ", "curl "))
c.res("wrong", w, "curl without -f exits 0 on an HTTP 500, so a broken app still counts as healthy")

w = sub(o, EXP, EXP + HC.replace("--interval=30s --timeout=5s", "--interval=30 --timeout=5"))
c.res("wrong", w, "durations without units (--interval=30): docker build rejects the HEALTHCHECK", breaks=True)
c.write()
