from lib import write_case

OLD = """    s.site + ": COD " + "%.1f".format(s.codMgL) + " mg/l, NH4-N " + "%.2f".format(s.nh4nMgL) +
      " mg/l" + (if (breach) " BREACH" else "")
"""
NEW = """    f"${s.site}: COD ${s.codMgL}%.1f mg/l, NH4-N ${s.nh4nMgL}%.2f mg/l${if (breach) " BREACH" else ""}"
"""
NEW2 = """    val flag = if (breach) " BREACH" else ""
    f"${s.site}: COD ${s.codMgL}%.1f mg/l, NH4-N ${s.nh4nMgL}%.2f mg/l$flag"
"""

write_case(
    "string_format-scala-effluent-report", "EffluentReport.scala", "string_format", "scala",
    [
        ("terse", "formatEffluentLine: + concatenation -> one f\"\" interpolated string, same output"),
        ("polite", "Could you rewrite the string concatenation in formatEffluentLine as a single f interpolator? The text has to come out exactly as now (COD with one decimal, NH4-N with two, the BREACH suffix). The header in report can stay as it is."),
        ("declarative", "formatEffluentLine should build its line with Scala's f string interpolation instead of + and .format, producing the same text."),
        ("other", "can formatEffluentLine use f\"\" interpolation instead of all those + and \"%.1f\".format calls? output must be byte-identical"),
    ],
    [
        ("right-1.scala", "right", "one f interpolator with %.1f and %.2f after the values and the breach suffix inside ${...}", [(OLD, NEW)]),
        ("right-2.scala", "right", "suffix computed into a flag val first, then one f interpolator", [(OLD, NEW2)]),
        ("wrong-1.scala", "wrong", "COD now printed with two decimals (%.2f) instead of one",
         [(OLD, NEW.replace("${s.codMgL}%.1f", "${s.codMgL}%.2f"))]),
        ("wrong-2.scala", "wrong", "s interpolator instead of f: the %.1f and %.2f are printed literally after unformatted numbers",
         [(OLD, NEW.replace('    f"', '    s"'))]),
        ("wrong-3.scala", "wrong", "the BREACH suffix was dropped from the line",
         [(OLD, NEW.replace('${if (breach) " BREACH" else ""}', ""))]),
        ("wrong-4.scala", "wrong", "suffix appended as + if (...) without parentheses: syntax error",
         [(OLD, """    f"${s.site}: COD ${s.codMgL}%.1f mg/l, NH4-N ${s.nh4nMgL}%.2f mg/l" + if (breach) " BREACH" else ""
""")]),
    ],
)
