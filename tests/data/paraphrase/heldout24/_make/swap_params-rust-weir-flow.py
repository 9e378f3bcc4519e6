from lib import write_case

SIG = ("pub fn weir_flow_m3h(head_mm: f64, crest_width_m: f64) -> f64 {", "pub fn weir_flow_m3h(crest_width_m: f64, head_mm: f64) -> f64 {")
DOC = ("/// `weir_flow_m3h(head_mm, crest_width_m)` returns m3/h.", "/// `weir_flow_m3h(crest_width_m, head_mm)` returns m3/h.")
C1 = ("Structure::Weir => weir_flow_m3h(head_mm, channel.width_m),", "Structure::Weir => weir_flow_m3h(channel.width_m, head_mm),")
C2 = ("weir_flow_m3h(h, 4.5)", "weir_flow_m3h(4.5, h)")
T1 = ("weir_flow_m3h(0.0, 2.0)", "weir_flow_m3h(2.0, 0.0)")
T2 = ("weir_flow_m3h(100.0, 1.0)", "weir_flow_m3h(1.0, 100.0)")
RIGHT = [SIG, DOC, C1, C2, T1, T2]

write_case(
    "swap_params-rust-weir-flow", "flow.rs", "swap_params", "rust",
    [
        ("terse", "weir_flow_m3h: swap params -> (crest_width_m, head_mm), fix callers"),
        ("polite", "Could you swap the two parameters of weir_flow_m3h so the crest width comes first and the head second, and update every call (tests included) so the results stay the same? flume_flow_m3h keeps its order."),
        ("declarative", "weir_flow_m3h should take crest_width_m first and head_mm second; all of its callers have to pass their arguments in the new order."),
        ("other", "Zamień kolejność parametrów w weir_flow_m3h na (crest_width_m, head_mm) i popraw wszystkie wywołania, łącznie z testami. flume_flow_m3h zostaje bez zmian."),
        ("other", "width-then-head like the rest of our hydraulics code pls: weir_flow_m3h(crest_width_m, head_mm). callers too, the flume fn stays"),
    ],
    [
        ("right-1.rs", "right", "signature, doc line, both callers and both tests swapped; flume_flow_m3h untouched", RIGHT),
        ("wrong-1.rs", "wrong", "signature (and doc) swapped but no caller updated: both arguments are f64, so it compiles and every weir flow is wrong",
         [SIG, DOC]),
        ("wrong-2.rs", "wrong", "flume_flow_m3h and its caller were swapped too, though it was to keep its order",
         RIGHT + [("pub fn flume_flow_m3h(head_mm: f64, throat_width_m: f64) -> f64 {", "pub fn flume_flow_m3h(throat_width_m: f64, head_mm: f64) -> f64 {"),
                  ("`flume_flow_m3h(head_mm, throat_width_m)`", "`flume_flow_m3h(throat_width_m, head_mm)`"),
                  ("flume_flow_m3h(head_mm, channel.width_m)", "flume_flow_m3h(channel.width_m, head_mm)")]),
        ("wrong-3.rs", "wrong", "overflow_spill_m3 still calls weir_flow_m3h(h, 4.5): the spill volume treats the head as the width",
         [SIG, DOC, C1, T1, T2]),
        ("wrong-4.rs", "wrong", "swap done, but the head conversion became head_mm / 100.0, a factor of ten off",
         RIGHT + [("    let head_m = head_mm / 1000.0;\n    1.84", "    let head_m = head_mm / 100.0;\n    1.84")]),
    ],
)
