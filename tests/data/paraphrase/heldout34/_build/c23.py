from lib import case
DBP = '      POSTGRES_DB: appointments\n    ports:\n      - "5432:5432"\n    volumes:'
DBN = '      POSTGRES_DB: appointments\n    volumes:'
case("remove_key-yaml-clinic-compose", "docker-compose.yml", "remove_key", "yaml", [
    ("terse", "db: remove ports"),
    ("polite", "Could you remove the ports mapping from the db service? The database should only be reachable from the other containers. The api and xray-viewer ports must stay."),
    ("declarative", "The postgres service publishes no ports; the other services keep theirs."),
    ("other", "pentest finding #7: postgres is exposed on the practice LAN. drop the db service's ports: section (only that one)"),
    ("other", "db サービスの ports 設定を削除してください。他のサービスはそのままで。"),
], [
    ("right", "the db service's ports key and its 5432:5432 item removed; api and xray-viewer ports kept",
     [(DBP, DBN, 1)]),
    ("wrong", "ports removed from db, api and xray-viewer: the portal and the viewer are no longer reachable",
     [(DBP, DBN, 1), ('    ports:\n      - "8443:8443"\n', "", 1), ('    ports:\n      - "8042:8042"\n', "", 1)]),
    ("wrong", "only the list item was deleted; db keeps an empty 'ports:' key (null) instead of losing the key",
     [('    ports:\n      - "5432:5432"\n', "    ports:\n", 1)]),
    ("wrong", "the db service's volumes (the pgdata mount) was removed instead of its ports",
     [('    volumes:\n      - pgdata:/var/lib/postgresql/data\n', "", 1)]),
    ("wrong", "ports removed, but the healthcheck lines were dedented one level: test/interval/retries land directly under db and healthcheck becomes null",
     [(DBP, DBN, 1), ('    healthcheck:\n      test: ["CMD-SHELL", "pg_isready -U appt -d appointments"]\n      interval: 10s\n      retries: 5\n',
                      '    healthcheck:\n    test: ["CMD-SHELL", "pg_isready -U appt -d appointments"]\n    interval: 10s\n    retries: 5\n', 1)]),
])
