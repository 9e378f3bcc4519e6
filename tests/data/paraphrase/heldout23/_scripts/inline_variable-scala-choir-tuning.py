from edits import build

BODY = "    val ratio = freq / reference\n    1200.0 * math.log(ratio) / Ln2\n"
INLINE = [(BODY, "    1200.0 * math.log(freq / reference) / Ln2\n", 1)]
build("inline_variable-scala-choir-tuning", "Tuning.scala", {
    "right-1.scala": INLINE,
    "wrong-1.scala": INLINE + [("    val ratio = a / b\n    if (ratio > 1.06 || ratio < 0.94) 0.0 else math.abs(a - b)\n",
                                "    if (a / b > 1.06 || a / b < 0.94) 0.0 else math.abs(a - b)\n", 1)],
    "wrong-2.scala": [(BODY, "    1200.0 * math.log(reference / freq) / Ln2\n", 1)],
    "wrong-3.scala": [(BODY, "    1200.0 * math.log(ratio) / Ln2\n", 1)],
    "wrong-4.scala": INLINE + [('    require(freq > 0 && reference > 0, "frequencies must be positive")\n', "", 1)],
})
