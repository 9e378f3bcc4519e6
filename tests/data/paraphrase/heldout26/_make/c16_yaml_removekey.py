from lib import E, case

ORIG = '''# Local stack for the Northmoor registry: API, anchoring worker and Postgres.
services:
  api:
    build: ./api
    ports:
      - "8080:8080"
    environment:
      DATABASE_URL: postgres://registry:registry@db:5432/registry
      LOG_LEVEL: debug
      DEBUG_SQL: "true"
      TOKEN_ISSUER: https://auth.northmoor.test
    depends_on:
      - db

  worker:
    build: ./worker
    command: ["python", "-m", "anchoring.worker"]
    environment:
      DATABASE_URL: postgres://registry:registry@db:5432/registry
      LOG_LEVEL: info
      DEBUG_SQL: "true"
      ANCHOR_INTERVAL_MINUTES: "60"
    depends_on:
      - db

  db:
    image: postgres:16
    environment:
      POSTGRES_USER: registry
      POSTGRES_PASSWORD: registry
    volumes:
      - pgdata:/var/lib/postgresql/data

volumes:
  pgdata:
'''

API = E('''      LOG_LEVEL: debug
      DEBUG_SQL: "true"
''', '''      LOG_LEVEL: debug
''')
WORKER = E('''      LOG_LEVEL: info
      DEBUG_SQL: "true"
''', '''      LOG_LEVEL: info
''')

case(
    "remove_key-yaml-compose-debug-sql", "docker-compose.yml", "remove_key", "yaml", ORIG,
    [
        ("terse", "api: remove DEBUG_SQL env"),
        ("polite", "Could you remove the DEBUG_SQL variable from the api service's environment? The worker still needs it for now, so please leave the worker as it is."),
        ("declarative", "The api service should no longer set DEBUG_SQL; the worker keeps its setting."),
        ("other", "api logs are drowning in SQL. take DEBUG_SQL out of the api service only"),
    ],
    [
        ("right-1.yml", "right", "DEBUG_SQL removed from api; worker unchanged", [API]),
        ("wrong-1.yml", "wrong", "DEBUG_SQL removed from both the api and the worker", [API, WORKER]),
        ("wrong-2.yml", "wrong", "removed from the worker instead of the api", [WORKER]),
        ("wrong-3.yml", "wrong", "DEBUG_SQL removed from api together with the LOG_LEVEL line above it",
         [E('''      LOG_LEVEL: debug
      DEBUG_SQL: "true"
''', '')]),
        ("wrong-4.yml", "wrong", "DEBUG_SQL removed, but TOKEN_ISSUER lost an indent level and now breaks the mapping: invalid YAML",
         [API, E("      TOKEN_ISSUER: https://auth.northmoor.test\n", "     TOKEN_ISSUER: https://auth.northmoor.test\n")], "broken"),
    ],
)
