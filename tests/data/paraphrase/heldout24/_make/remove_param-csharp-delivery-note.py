from lib import write_case

SIG = ("public static decimal Total(IEnumerable<NoteLine> lines, decimal vatRate, int crates, bool legacyRounding)",
       "public static decimal Total(IEnumerable<NoteLine> lines, decimal vatRate, int crates)")
DOC = ('        /// <param name="legacyRounding">No longer used; kept for the old ERP bridge.</param>\n', "")
C1 = ("Total(lines, 0.07m, crates, false)", "Total(lines, 0.07m, crates)")
C2 = ("Total(n.Lines, 0.07m, n.Crates, false)", "Total(n.Lines, 0.07m, n.Crates)")
C3 = ("Total(lines, 0.19m, 0, true)", "Total(lines, 0.19m, 0)")
RIGHT = [SIG, DOC, C1, C2, C3]

write_case(
    "remove_param-csharp-delivery-note", "DeliveryNote.cs", "remove_param", "csharp",
    [
        ("terse", "Total(): drop the unused legacyRounding param + fix the 3 callers"),
        ("polite", "Could you remove the unused legacyRounding parameter from DeliveryNote.Total, along with its doc line, and drop the argument at each call? FormatAmount really uses its own legacyRounding, so that one has to stay. Nothing else should change."),
        ("declarative", "DeliveryNote.Total should no longer take a legacyRounding argument; its callers pass only the lines, the VAT rate and the crates."),
        ("other", "Supprime le paramètre inutilisé legacyRounding de Total (et sa ligne de doc) et retire l'argument à chaque appel. Celui de FormatAmount reste."),
        ("other", "the old ERP bridge is gone, so Total's legacyRounding flag is dead weight. remove it from Total and its calls, only there"),
    ],
    [
        ("right-1.cs", "right", "parameter and its doc line removed from Total; the three calls pass three arguments; FormatAmount unchanged", RIGHT),
        ("wrong-1.cs", "wrong", "CafeTotal still passes a fourth argument (true) to Total: does not compile",
         [SIG, DOC, C1, C2]),
        ("wrong-2.cs", "wrong", "FormatAmount's legacyRounding, which it does use, was removed as well, together with its rounding to 5 cents",
         RIGHT + [("public static string FormatAmount(decimal amount, bool legacyRounding)", "public static string FormatAmount(decimal amount)"),
                  ("""            if (legacyRounding)
            {
                amount = Math.Round(amount * 20, MidpointRounding.AwayFromZero) / 20;
            }
""", ""),
                  ("FormatAmount(line.Quantity * line.UnitPrice, false)", "FormatAmount(line.Quantity * line.UnitPrice)"),
                  ("FormatAmount(total, false)", "FormatAmount(total)")]),
        ("wrong-3.cs", "wrong", "parameter removed, but the VAT rounding in Total also switched to MidpointRounding.AwayFromZero, changing totals",
         RIGHT + [("return Math.Round(gross, 2) + crates", "return Math.Round(gross, 2, MidpointRounding.AwayFromZero) + crates")]),
        ("wrong-4.cs", "wrong", "parameter removed, but the \"Pfand\" line of the printed note was lost in Print",
         RIGHT + [('            sb.AppendLine($"Pfand: {crates} Kisten");\n', "")]),
    ],
)
