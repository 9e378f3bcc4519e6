from edits import build

GOLD_HEAD = "export function appraiseGold(item: MetalItem, spot: SpotPrices): number {\n  if (item.weightGrams <= 0) {\n    throw new Error(\"invalid weight\");\n"
SILVER_HEAD = "export function appraiseSilver(item: MetalItem, spot: SpotPrices): number {\n  if (item.weightGrams <= 0) {\n    throw new Error(\"invalid weight\");\n"
NEW = "throw new Error(`gold item ${item.tag}: weight must be positive, got ${item.weightGrams}`);"
GOLD = [(GOLD_HEAD, GOLD_HEAD.replace('throw new Error("invalid weight");', NEW), 1)]
build("error_message-typescript-pawnshop-valuation", "valuation.ts", {
    "right-1.ts": GOLD,
    "wrong-1.ts": GOLD + [(SILVER_HEAD, SILVER_HEAD.replace('throw new Error("invalid weight");',
                          "throw new Error(`silver item ${item.tag}: weight must be positive, got ${item.weightGrams}`);"), 1)],
    "wrong-2.ts": [(GOLD_HEAD, GOLD_HEAD.replace('throw new Error("invalid weight");',
                    'throw new Error("gold item ${item.tag}: weight must be positive, got ${item.weightGrams}");'), 1)],
    "wrong-3.ts": [(GOLD_HEAD, GOLD_HEAD.replace('throw new Error("invalid weight");', NEW).replace("<= 0", "< 0"), 1)],
    "wrong-4.ts": [("throw new Error(`gold item ${item.tag}: purity ${item.purity} out of range`);", NEW, 1)],
})
