from lib import case
P = 'duty_roster = "duty-officers"\n'
case("add_config_key-toml-cold-alarms", "alarms.toml", "add_config_key", "toml", [
    ("terse", "[pager] retry_count = 3"),
    ("polite", "Could you add retry_count = 3 to the [pager] section? The sms and email settings shouldn't change."),
    ("declarative", "The pager settings include retry_count = 3."),
    ("other", "pager alerts get lost when the pager service restarts, add a retry_count of 3 under [pager]"),
], [
    ("right", "retry_count = 3 added as the last key of [pager]", [(P, P + "retry_count = 3\n", 1)]),
    ("right", "retry_count = 3 added inside [pager] right after timeout_s",
     [('timeout_s = 4\n', 'timeout_s = 4\nretry_count = 3\n', 1)]),
    ("wrong", "retry_count appended at the end of the file, so it belongs to [email]",
     [(lambda s: s + "retry_count = 3\n")]),
    ("wrong", "retry_count = 3 added to the [sms] section instead of [pager]",
     [("timeout_s = 10\n", "timeout_s = 10\nretry_count = 3\n", 1)]),
    ("wrong", "the value is the string \"3\", not the integer 3",
     [(P, P + 'retry_count = "3"\n', 1)]),
    ("wrong", "a second [pager] table was added for the key: TOML rejects the redefined table",
     [("[sms]\n", "[pager]\nretry_count = 3\n\n[sms]\n", 1)]),
])
