from edits import build

DEF = [("pub fn net_weight(&self) -> u32 {\n        self.gross_grams", "pub fn honey_weight(&self) -> u32 {\n        self.gross_grams", 1)]
CALLS = [
    ("self.net_weight() >= MIN_EXTRACT_GRAMS", "self.honey_weight() >= MIN_EXTRACT_GRAMS", 1),
    (".map(|s| s.net_weight())", ".map(|s| s.honey_weight())", 1),
    ("or_insert(0) += s.net_weight();", "or_insert(0) += s.honey_weight();", 1),
    ("s.hive, s.net_weight(), s.capped_fraction", "s.hive, s.honey_weight(), s.capped_fraction", 1),
    ("assert_eq!(s.net_weight(), 15_300)", "assert_eq!(s.honey_weight(), 15_300)", 1),
]
build("rename_method-rust-apiary-harvest", "harvest.rs", {
    "right-1.rs": DEF + CALLS,
    "right-2.rs": DEF + CALLS + [("fn net_weight_subtracts_tare()", "fn honey_weight_subtracts_tare()", 1)],
    "wrong-1.rs": [("net_weight(", "honey_weight(", 9)],
    "wrong-2.rs": DEF + CALLS[:3] + CALLS[4:],
    "wrong-3.rs": DEF + CALLS + [("self.honey_weight() >= MIN_EXTRACT_GRAMS", "self.honey_weight() > MIN_EXTRACT_GRAMS", 1)],
    "wrong-4.rs": DEF + CALLS + [("    /// Honey and wax in the super: gross weight less the empty box and frames.\n", "", 1)],
})
