from lib import Case, sub, sub_nth

c = Case("add_field-json-blood-units", "inventory.json", "add_field", "json")
o = c.original
c.ins("terse", "every unit: add \"crossmatched\": false")
c.ins("polite", "Could you add a \"crossmatched\" key set to false to every unit in both fridges? Keep the existing keys and their order as they are; the fridge objects and the audit block don't need it.")
c.ins("declarative", "Each unit object in the inventory should carry a boolean crossmatched field, false for now.")
c.ins("other", "Füg bitte bei allen Blutkonserven in beiden Kühlschränken \"crossmatched\": false hinzu.")

def add_after_irr(text, skip_fridge2=False):
    text = text.replace('"irradiated": false\n', '"irradiated": false,\n          "crossmatched": false\n')
    text = text.replace('"irradiated": true\n', '"irradiated": true,\n          "crossmatched": false\n')
    return text

assert o.count('"irradiated": ') == 7
right = add_after_irr(o)
assert right.count('"crossmatched": false') == 7
c.res("right", right, "\"crossmatched\": false added as the last key of all seven units in RBC-1 and RBC-2; nothing else changed")

r2 = sub(o, '"component": "RBC",\n', '"component": "RBC",\n          "crossmatched": false,\n', 7)
c.res("right", r2, "crossmatched: false added to all seven units, placed after component instead of at the end")

i = o.index('"fridge_id": "RBC-2"')
w = add_after_irr(o[:i]) + o[i:]
assert w.count('"crossmatched"') == 4
c.res("wrong", w, "only the four units in fridge RBC-1 got the field; RBC-2's three units were missed")

w = right.replace('"crossmatched": false', '"crossmatched": "false"')
c.res("wrong", w, "added as the string \"false\" instead of the boolean false")

w = sub(o, '"irradiated": false\n', '"irradiated": false,\n          "crossmatched": false,\n', 5)
w = sub(w, '"irradiated": true\n', '"irradiated": true,\n          "crossmatched": false,\n', 2)
c.res("wrong", w, "each new key left with a trailing comma before the closing brace: not valid JSON", breaks=True)

w = sub(right, '"expires": "2026-12-21"', '"expires": "2026-12-12"')
c.res("wrong", w, "field added everywhere, but unit SB-24-01902's expiry date changed from 2026-12-21 to 2026-12-12")
c.write()
