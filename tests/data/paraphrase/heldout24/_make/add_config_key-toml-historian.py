from lib import write_case

AFTER_FLUSH = ("flush_interval_s = 5\n", "flush_interval_s = 5\nretention_days = 400\n")
AFTER_HEADER = ('[historian]\nbackend = "timescaledb"\n', '[historian]\nretention_days = 400\nbackend = "timescaledb"\n')
IN_COMPRESSION = ("deadband_percent = 0.5\n", "deadband_percent = 0.5\nretention_days = 400\n")

write_case(
    "add_config_key-toml-historian", "gateway.toml", "add_config_key", "toml",
    [
        ("terse", "[historian] retention_days = 400"),
        ("polite", "Could you add retention_days = 400 (an integer) to the [historian] table? The [events] retention is separate and stays at 90. Nothing else should change, please."),
        ("declarative", "The historian should keep 400 days of data: [historian] needs a retention_days key set to 400."),
        ("other", "Ajoute retention_days = 400 dans la table [historian] (pas dans [historian.compression], et [events] garde ses 90 jours)."),
    ],
    [
        ("right-1.toml", "right", "retention_days = 400 added as the last key of [historian], before [historian.compression]", [AFTER_FLUSH]),
        ("right-2.toml", "right", "retention_days = 400 added as the first key of [historian]", [AFTER_HEADER]),
        ("wrong-1.toml", "wrong", "added after the [historian.compression] header, so it lands in historian.compression, not historian",
         [IN_COMPRESSION]),
        ("wrong-2.toml", "wrong", "value written as the string \"400\" instead of the integer 400",
         [(AFTER_FLUSH[0], 'flush_interval_s = 5\nretention_days = "400"\n')]),
        ("wrong-3.toml", "wrong", "historian got retention_days = 400, and [events] retention_days was changed from 90 to 400 as well",
         [AFTER_FLUSH, ("[events]\nretention_days = 90\n", "[events]\nretention_days = 400\n")]),
        ("wrong-4.toml", "wrong", "written YAML-style as retention_days: 400, which is not valid TOML",
         [(AFTER_FLUSH[0], "flush_interval_s = 5\nretention_days: 400\n")]),
    ],
)
