import re
from lib import write_case, edit

CC = '    costCentre: "BAK-210",\n'
IFACE = ("  steam: boolean;\n}", "  steam: boolean;\n  costCentre: string;\n}")
PLAN_T = ("    steam: true,\n  },", "    steam: true,\n" + CC + "  },", 3)
PLAN_F = ("    steam: false,\n  },", "    steam: false,\n" + CC + "  },", 2)
MAKE = ("    steam: recipe.steam,\n  };", "    steam: recipe.steam,\n" + CC + "  };")
RIGHT = [IFACE, PLAN_T, PLAN_F, MAKE]


def right2(text):
    text = edit(text, ("export interface OvenBatch {\n  batchNo: string;\n", "export interface OvenBatch {\n  batchNo: string;\n  costCentre: string;\n"),
                ("    batchNo,\n    product,\n", "    batchNo,\n    costCentre: \"BAK-210\",\n    product,\n"))
    text, n = re.subn(r'(    batchNo: "K2-060\d",\n)', r'\1' + CC.replace("\\", "\\\\"), text)
    assert n == 5
    return text


K5 = """  {
    batchNo: "K2-0605",
    product: "Dinkelvollkorn 500g",
    oven: "tunnel-2",
    startAt: "05:05",
    trays: 20,
    bakeMinutes: 42,
    tempC: 225,
    steam: true,
  },
"""

write_case(
    "add_field-typescript-oven-plan", "ovenPlan.ts", "add_field", "typescript",
    [
        ("terse", 'OvenBatch: add costCentre: string, "BAK-210" on every batch'),
        ("polite", 'Could you add a costCentre: string field to the OvenBatch interface and set it to "BAK-210" on every batch object, including the one makeBatch builds? Delivery has nothing to do with it, and please don\'t reorder or drop any batch.'),
        ("declarative", 'Every OvenBatch should carry costCentre: "BAK-210"; the interface needs the new string field and all batch objects must set it.'),
        ("other", "controlling wants the cost centre on each oven batch: add costCentre = 'BAK-210' to OvenBatch and every batch in this file (plan + makeBatch), deliveries stay as they are"),
    ],
    [
        ("right-1.ts", "right", "field added at the end of the interface, of all five plan entries and of makeBatch's object", RIGHT),
        ("right-2.ts", "right", "field placed right after batchNo in the interface, the five entries and makeBatch", right2),
        ("wrong-1.ts", "wrong", "interface and plan entries updated but makeBatch's object lacks costCentre (does not type-check)",
         [IFACE, PLAN_T, PLAN_F]),
        ("wrong-2.ts", "wrong", "costCentre also added to the Delivery interface and the three deliveries, which were to stay as they are",
         RIGHT + [("  products: string[];\n}", "  products: string[];\n  costCentre: string;\n}"),
                  ('"] },\n', '"], costCentre: "BAK-210" },\n', 3)]),
        ("wrong-3.ts", "wrong", 'batch K2-0604 got costCentre "BAK-201" instead of "BAK-210"',
         lambda t: edit(edit(t, *RIGHT), ('    steam: false,\n' + CC + '  },\n  {\n    batchNo: "K2-0605"',
                                          '    steam: false,\n' + CC.replace("210", "201") + '  },\n  {\n    batchNo: "K2-0605"'))),
        ("wrong-4.ts", "wrong", "field added everywhere, but batch K2-0605 (Dinkelvollkorn) disappeared from the plan",
         [(K5, ""), IFACE, ("    steam: true,\n  },", "    steam: true,\n" + CC + "  },", 2), PLAN_F, MAKE]),
    ],
)
