from lib import case
A = "double limit = r.onCurve ? 2.5 - 0.5 : 2.5;"
A2 = "double limit = r.onCurve ? kMaxGradientPercent - 0.5 : kMaxGradientPercent;"
M = "return riseCm / 2.5 * 100.0;"
M2 = "return riseCm / kMaxGradientPercent * 100.0;"
K = "// Percent gradient of a ramp.\n"
KC = "// Steepest gradient the club's locos manage with a full rake, in percent.\nconstexpr double kMaxGradientPercent = 2.5;\n\n"
case("extract_constant-cpp-layout-gradient", "ramp_planner.cpp", "extract_constant", "cpp", [
    ("terse", "2.5 gradient limit -> constexpr kMaxGradientPercent"),
    ("polite", "Could you pull the 2.5 % maximum gradient out into a constant named kMaxGradientPercent and use it wherever that limit appears? The 2.5 cm sleeper spacing is something else, please leave it."),
    ("declarative", "The maximum gradient (2.5 percent) should be a single named constant, kMaxGradientPercent, used by gradientOk and minRampLengthCm."),
    ("other", "magic number alert: the 2.5% gradient limit is hard coded twice — make it constexpr double kMaxGradientPercent (sleeper spacing stays a literal)"),
    ("other", "Extraia o limite de inclinação 2.5 para uma constante kMaxGradientPercent e use-a em gradientOk e minRampLengthCm."),
], [
    ("right", "constexpr kMaxGradientPercent = 2.5 declared before the functions; both gradient uses (gradientOk incl. the curve case, minRampLengthCm) use it; sleeper spacing untouched",
     [(K, KC + K, 1), (A, A2, 1), (M, M2, 1)]),
    ("right", "constant declared right after the includes with brace initialisation and no comment; the same three uses replaced",
     [("#include <vector>\n", "#include <vector>\n\nconstexpr double kMaxGradientPercent{2.5};\n", 1), (A, A2, 1), (M, M2, 1)]),
    ("wrong", "the 2.5 cm sleeper spacing in sleeperCount was also replaced by kMaxGradientPercent",
     [(K, KC + K, 1), (A, A2, 1), (M, M2, 1), ("r.lengthCm / 2.5))", "r.lengthCm / kMaxGradientPercent))", 1)]),
    ("wrong", "only gradientOk uses the constant; minRampLengthCm still divides by the literal 2.5",
     [(K, KC + K, 1), (A, A2, 1)]),
    ("wrong", "the curve allowance was lost: gradientOk now uses kMaxGradientPercent for curves too",
     [(K, KC + K, 1), (A, "double limit = kMaxGradientPercent;", 1), (M, M2, 1)]),
    ("wrong", "constant declared just before main, after the functions that use it: does not compile",
     [("int main() {\n", "constexpr double kMaxGradientPercent = 2.5;\n\nint main() {\n", 1), (A, A2, 1), (M, M2, 1)]),
])
