from lib import E, case

ORIG = '''# Northmoor registry service configuration (production)

[server]
host = "0.0.0.0"
port = 8080
request_timeout_seconds = 30

[database]
url = "postgres://registry@db-primary.internal:5432/registry"
pool_size = 20
statement_timeout_ms = 5000

# Publishes a hash of each day's ledger to the public anchoring chain.
[anchoring]
network = "polygon-mainnet"
contract = "0x5e1A0b6c2F0d7C3e9A41b7E3a6d2c9F0B8e4D217"
interval_minutes = 60
gas_ceiling_gwei = 180

[mailer]
smtp_host = "smtp.northmoor.internal"
smtp_port = 587
from = "registry@northmoor.example"
'''

ADD = E("gas_ceiling_gwei = 180\n", "gas_ceiling_gwei = 180\nretry_limit = 5\n")

case(
    "add_config_key-toml-anchoring-retries", "registry.toml", "add_config_key", "toml", ORIG,
    [
        ("terse", "[anchoring] retry_limit = 5"),
        ("polite", "Could you add a `retry_limit` setting with the integer value 5 to the [anchoring] table? Please don't change any of the existing values."),
        ("declarative", "The anchoring section should have retry_limit = 5."),
        ("other", "anchoring gives up after the first failed tx. add retry_limit=5 under anchoring"),
        ("other", "Ajoute retry_limit = 5 dans la section [anchoring], sans toucher au reste."),
    ],
    [
        ("right-1.toml", "right", "retry_limit = 5 added at the end of [anchoring]", [ADD]),
        ("right-2.toml", "right", "retry_limit = 5 added as the first key of [anchoring]",
         [E('[anchoring]\nnetwork = "polygon-mainnet"\n', '[anchoring]\nretry_limit = 5\nnetwork = "polygon-mainnet"\n')]),
        ("wrong-1.toml", "wrong", "retry_limit appended at the end of the file, which puts it in [mailer]",
         [E('from = "registry@northmoor.example"\n', 'from = "registry@northmoor.example"\nretry_limit = 5\n')]),
        ("wrong-2.toml", "wrong", "retry_limit added as the string \"5\" instead of an integer",
         [E("gas_ceiling_gwei = 180\n", 'gas_ceiling_gwei = 180\nretry_limit = "5"\n')]),
        ("wrong-3.toml", "wrong", "retry_limit added to [anchoring], but interval_minutes changed from 60 to 5",
         [ADD, E("interval_minutes = 60", "interval_minutes = 5")]),
        ("wrong-4.toml", "wrong", "retry_limit added twice to [anchoring] (first and last): duplicate key, invalid TOML",
         [ADD, E('[anchoring]\nnetwork = "polygon-mainnet"\n', '[anchoring]\nretry_limit = 5\nnetwork = "polygon-mainnet"\n')], "broken"),
    ],
)
