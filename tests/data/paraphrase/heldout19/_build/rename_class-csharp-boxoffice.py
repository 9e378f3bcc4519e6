import re

from lib import SPLIT, apply, write_case

NAME = "rename_class-csharp-boxoffice"
FILE = "TicketPricing.cs"
src = (SPLIT / NAME / FILE).read_text()

n_class = len(re.findall(r"PriceBand(?!Kind)", src))
assert n_class == 10, n_class
# exact edits, one per distinct spelling
E = [
    ("public sealed class PriceBand\n", "public sealed class SeatingTier\n"),
    ("        public PriceBand(string code", "        public SeatingTier(string code"),
    ("        public PriceBand Band { get; set; }", "        public SeatingTier Band { get; set; }"),
    ("IReadOnlyList<PriceBand> MainHouse = new List<PriceBand>", "IReadOnlyList<SeatingTier> MainHouse = new List<SeatingTier>"),
    ("new PriceBand(\"", "new SeatingTier(\"", 4),
    ("public static PriceBand BandFor", "public static SeatingTier BandFor"),
]
right1 = apply(src, E)
assert len(re.findall(r"PriceBand(?!Kind)", right1)) == 0
wrong1 = apply(right1, [("PriceBandKind", "SeatingTierKind", 8)])
wrong2 = apply(src, [e for e in E if not e[0].startswith("        public PriceBand Band")])
wrong3 = apply(right1, [("MatineeDiscount = 0.10m", "MatineeDiscount = 0.15m")])
wrong4 = apply(right1, [("public SeatingTier Band { get; set; }", "public SeatingTier Tier { get; set; }"),
                        ("seat.Band.", "seat.Tier.", 2)])

write_case(NAME, FILE, "rename_class", "csharp", [
    ("terse", "PriceBand -> SeatingTier (class only)"),
    ("polite", "Could you rename the PriceBand class to SeatingTier and update every place that uses it? The PriceBandKind enum keeps its name, and please don't change anything else."),
    ("declarative", "The class PriceBand is to be named SeatingTier throughout this file; PriceBandKind is unaffected."),
    ("other", "rename class PriceBand → SeatingTier. marketing calls them tiers now. enum stays PriceBandKind"),
], [
    ("right-1.cs", "right", "class, constructor and all type uses renamed to SeatingTier; PriceBandKind, the Band property and the messages untouched", right1, False),
    ("wrong-1.cs", "wrong", "the PriceBandKind enum was renamed to SeatingTierKind as well", wrong1, False),
    ("wrong-2.cs", "wrong", "Seat.Band still has type PriceBand, which no longer exists: does not compile", wrong2, True),
    ("wrong-3.cs", "wrong", "rename done but MatineeDiscount changed from 0.10m to 0.15m", wrong3, False),
    ("wrong-4.cs", "wrong", "the Seat.Band property was renamed to Tier as well (with its two uses), which was not asked", wrong4, False),
])
