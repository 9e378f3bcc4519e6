import json
from lib import Case, sub

c = Case("sort_keys-json-lift-catalog", "lifts.json", "sort_keys", "json")
o = c.original
c.ins("terse", "sort \"lifts\" alphabetically by name")
c.ins("polite", "Could you put the entries under \"lifts\" in alphabetical order by lift name? Please keep the fields inside each lift in their current order and leave the top-level keys where they are.")
c.ins("declarative", "The lifts object should list its lifts A to Z; the field order within each lift stays as it is.")
c.ins("other", "the lifts in lifts.json are in random order, can u alphabetize them (only the lift names, not the fields)")

doc = json.loads(o)

def dump(d):
    return json.dumps(d, indent=2) + "\n"

def with_lifts(lifts):
    d = dict(doc)
    d["lifts"] = lifts
    return dump(d)

names = sorted(doc["lifts"])
right = with_lifts({n: doc["lifts"][n] for n in names})
c.res("right", right, "the seven lifts re-ordered A-Z by name; each lift's fields and all values unchanged; top-level keys unchanged")

w = with_lifts({n: dict(sorted(doc["lifts"][n].items())) for n in names})
c.res("wrong", w, "lifts sorted, but the fields inside every lift were sorted alphabetically too, against the constraint")

bad = names[:]
i, j = bad.index("Nordhang Double"), bad.index("Kinderland Carpet")
bad[i], bad[j] = bad[j], bad[i]
w = with_lifts({n: doc["lifts"][n] for n in bad})
assert bad != names
c.res("wrong", w, "almost sorted: Nordhang Double comes before Kinderland Carpet")

w = with_lifts({n: doc["lifts"][n] for n in names if n != "Kinderland Carpet"})
c.res("wrong", w, "sorted, but the Kinderland Carpet entry was dropped")

lifts = {n: dict(doc["lifts"][n]) for n in names}
lifts["Gamsbahn"]["closes"] = "16:30"
w = with_lifts(lifts)
c.res("wrong", w, "sorted, but Gamsbahn's closing time changed from 16:15 to 16:30")
c.write()
