from lib import SPLIT, apply, write_case

NAME = "bump_version-toml-boxoffice"
FILE = "pyproject.toml"
src = (SPLIT / NAME / FILE).read_text()

right1 = apply(src, [('version = "2.7.3"', 'version = "2.8.0"')])
wrong1 = apply(right1, [('"seatmap-core>=2.7.3,<3"', '"seatmap-core>=2.8.0,<3"')])
wrong2 = apply(src, [('version = "2.7.3"', 'version = "2.7.4"')])
wrong3 = apply(right1, [('line-length = 110', 'line-length = 120')])
wrong4 = src

write_case(NAME, FILE, "bump_version", "toml", [
    ("terse", "version 2.7.3 -> 2.8.0"),
    ("polite", "Could you bump the package version for the next minor release? Only the project's own version, the dependency pins stay."),
    ("declarative", "stalls-boxoffice is version 2.8.0 now."),
    ("other", "minor bump pls (we're cutting 2.8.0 for the new season's seat maps)"),
], [
    ("right-1.json".replace(".json", ".toml"), "right", "project version 2.7.3 -> 2.8.0, nothing else", right1, False),
    ("wrong-1.toml", "wrong", "the seatmap-core>=2.7.3 dependency pin was bumped to 2.8.0 too", wrong1, False),
    ("wrong-2.toml", "wrong", "patch bump to 2.7.4 instead of the minor 2.8.0", wrong2, False),
    ("wrong-3.toml", "wrong", "version bumped but ruff's line-length changed from 110 to 120 as well", wrong3, False),
    ("wrong-4.toml", "wrong", "identical to the original: the version was not bumped", wrong4, False),
])
