import yaml
from lib import Case, sub

c = Case("remove_key-yaml-vineyard-blocks", "blocks.yaml", "remove_key", "yaml")
o = c.original
c.ins("terse", "drop legacy_code from every block")
c.ins("polite", "Could you remove the legacy_code entry from each of the blocks? legacy_code_prefix at the top stays for now (see its comment), and nothing else should change.")
c.ins("declarative", "Blocks should no longer carry a legacy_code key.")
c.ins("other", "the old CR-xx codes are gone from the winery system, so delete legacy_code in all four blocks. keep legacy_code_prefix")

LINES = ["    legacy_code: CR-07\n", "    legacy_code: CR-02\n", "    legacy_code: CR-11\n", "    legacy_code: CR-04\n"]

def drop(text, lines):
    for l in lines:
        text = sub(text, l, "")
    return text

right = drop(o, LINES)
c.res("right", right, "the four legacy_code lines removed; legacy_code_prefix, its comment and everything else unchanged")

w = drop(o, LINES[:2] + LINES[3:])
c.res("wrong", w, "La Source still has legacy_code: CR-11")

w = sub(right, "legacy_code_prefix: CR-   # still printed on the old bin tags, keep until 2027\n", "")
c.res("wrong", w, "legacy_code_prefix at the top was deleted as well, despite its keep-until-2027 comment")

w = sub(o, "  - name: Les Pierres\n    legacy_code: CR-07\n", "  - legacy_code: CR-07\n")
w = drop(w, LINES[1:])
c.res("wrong", w, "in Les Pierres the name line was deleted instead of the legacy_code line (off by one), so that block lost its name and still has legacy_code")

w = sub(right, "  - name: Haut Coteau\n    variety: Chardonnay", "  - name: Haut Coteau\n   variety: Chardonnay")
c.res("wrong", w, "keys removed, but Haut Coteau's variety line is now indented by 3 spaces: the YAML no longer parses", breaks=True)
c.write()
