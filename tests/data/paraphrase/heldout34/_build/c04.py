from lib import case
case("bump_version-toml-decoder-tool", "Cargo.toml", "bump_version", "toml", [
    ("terse", "bump cvprog to 0.5.0"),
    ("polite", "Could you bump the crate version to 0.5.0 for the new release? Only the package version please, the dependencies stay pinned where they are."),
    ("declarative", "The cvprog package version is 0.5.0 now."),
    ("other", "版本号从 0.4.2 升到 0.5.0（只改 [package] 里的）"),
    ("other", "new minor release -> version 0.5.0"),
], [
    ("right", "[package] version 0.4.2 -> 0.5.0; the cv-tables dependency keeps version 0.4.2",
     [('version = "0.4.2"\nedition', 'version = "0.5.0"\nedition', 1)]),
    ("wrong", "the cv-tables path dependency's version was bumped to 0.5.0 as well",
     [('"0.4.2"', '"0.5.0"', 2)]),
    ("wrong", "bumped to 0.4.3 (patch) instead of 0.5.0",
     [('version = "0.4.2"\nedition', 'version = "0.4.3"\nedition', 1)]),
    ("wrong", "only the cv-tables dependency version changed; the package is still 0.4.2",
     [('path = "../cv-tables", version = "0.4.2"', 'path = "../cv-tables", version = "0.5.0"', 1)]),
    ("wrong", "version bumped, but rust-version also raised from 1.70 to 1.75",
     [('version = "0.4.2"\nedition', 'version = "0.5.0"\nedition', 1), ('rust-version = "1.70"', 'rust-version = "1.75"', 1)]),
])
