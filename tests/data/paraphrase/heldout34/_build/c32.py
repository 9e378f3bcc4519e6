from lib import case
O = "    let headroom = top_speed_kmh / decoder_max_kmh;\n    let raw = (headroom * 255.0).round();\n"
N = "    let raw = (top_speed_kmh / decoder_max_kmh * 255.0).round();\n"
O6 = "    let headroom = mid_speed_kmh / top_speed_kmh;\n    let raw = (headroom * f32::from(cv5)).round();\n"
N6 = "    let raw = (mid_speed_kmh / top_speed_kmh * f32::from(cv5)).round();\n"
case("inline_variable-rs-speed-table", "speed_table.rs", "inline_variable", "rust", [
    ("terse", "cv5_for: inline headroom"),
    ("polite", "Could you inline the headroom variable in cv5_for? It's only used once. cv6_for has its own headroom; please leave that one as it is."),
    ("declarative", "cv5_for computes raw directly from top_speed_kmh / decoder_max_kmh, without the intermediate headroom binding."),
    ("other", "clippy-ish cleanup: in cv5_for only, get rid of `let headroom` and use the expression directly"),
], [
    ("right", "headroom inlined into raw's expression in cv5_for (same evaluation order); cv6_for untouched", [(O, N, 1)]),
    ("right", "headroom inlined with explicit parentheses around the division; cv6_for untouched",
     [(O, "    let raw = ((top_speed_kmh / decoder_max_kmh) * 255.0).round();\n", 1)]),
    ("wrong", "headroom was inlined in cv6_for as well", [(O, N, 1), (O6, N6, 1)]),
    ("wrong", "headroom inlined, but the clamp's lower bound went from 1.0 to 0.0, so CV5 can become 0",
     [(O, N, 1), ("    raw.clamp(1.0, 255.0) as u8\n", "    raw.clamp(0.0, 255.0) as u8\n", 1)]),
    ("wrong", "the expression was inlined but the now unused let headroom line was left in place",
     [(O, "    let headroom = top_speed_kmh / decoder_max_kmh;\n" + N, 1)]),
    ("wrong", "raw was inlined into the return expression instead of headroom",
     [(O + "    raw.clamp(1.0, 255.0) as u8\n", "    let headroom = top_speed_kmh / decoder_max_kmh;\n    (headroom * 255.0).round().clamp(1.0, 255.0) as u8\n", 1)]),
])
