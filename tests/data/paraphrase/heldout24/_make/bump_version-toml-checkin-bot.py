from lib import write_case

V = ('[package]\nname = "cinder-checkin-bot"\nversion = "1.4.2"\n', '[package]\nname = "cinder-checkin-bot"\nversion = "1.5.0"\n')

write_case(
    "bump_version-toml-checkin-bot", "Cargo.toml", "bump_version", "toml",
    [
        ("terse", "bump cinder-checkin-bot 1.4.2 -> 1.5.0"),
        ("polite", "Could you bump the bot's package version to 1.5.0 for the new check-in reminders release? The cinder-bracket dependency is versioned separately and stays at 1.4.2; nothing else should change."),
        ("declarative", "The cinder-checkin-bot package is to be released as version 1.5.0 (next minor); its dependencies keep their versions."),
        ("other", "Podbij wersję pakietu cinder-checkin-bot do 1.5.0. Zależność cinder-bracket zostaje na 1.4.2."),
        ("other", "new minor release of the check-in bot -> 1.5.0 in Cargo.toml (package version only)"),
    ],
    [
        ("right-1.toml", "right", "package version 1.4.2 -> 1.5.0; the cinder-bracket dependency stays at 1.4.2", [V]),
        ("wrong-1.toml", "wrong", "the cinder-bracket dependency's version was bumped to 1.5.0 too, a version that does not exist for it",
         [V, ('version = "1.4.2" }', 'version = "1.5.0" }')]),
        ("wrong-2.toml", "wrong", "bumped to 1.4.3 (patch) instead of 1.5.0",
         [(V[0], V[1].replace("1.5.0", "1.4.3"))]),
        ("wrong-3.toml", "wrong", "version bumped, but tokio lost its rt-multi-thread feature",
         [V, ('features = ["macros", "rt-multi-thread", "time"]', 'features = ["macros", "time"]')]),
        ("wrong-4.toml", "wrong", "version written without quotes (version = 1.5.0): invalid TOML",
         [(V[0], V[1].replace('"1.5.0"', "1.5.0"))]),
        ("wrong-5.toml", "wrong", "identical to the original: the version is still 1.4.2", []),
    ],
)
