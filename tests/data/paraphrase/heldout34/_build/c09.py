from lib import case
D = "public static decimal ApplyDiscount(decimal price, decimal percent)"
D2 = "public static decimal ApplyDiscount(decimal percent, decimal price)"
calls = [("ApplyDiscount(FullAnnualFee, JuniorDiscountPercent)", "ApplyDiscount(JuniorDiscountPercent, FullAnnualFee)", 1),
         ("ApplyDiscount(FullAnnualFee, SeniorDiscountPercent)", "ApplyDiscount(SeniorDiscountPercent, FullAnnualFee)", 1),
         ("ApplyDiscount(AnnualDues(m), percentGone)", "ApplyDiscount(percentGone, AnnualDues(m))", 1)]
S = "public static decimal ApplySurcharge(decimal price, decimal percent)"
case("swap_params-cs-membership-dues", "DuesCalculator.cs", "swap_params", "csharp", [
    ("terse", "ApplyDiscount(price, percent) -> ApplyDiscount(percent, price), fix callers"),
    ("polite", "Could you swap the two parameters of ApplyDiscount so that percent comes first and price second, and update every call accordingly? ApplySurcharge should keep its current order."),
    ("declarative", "ApplyDiscount takes the percentage first and the price second; all its callers pass them in that order."),
    ("other", "for consistency with the treasurer's spreadsheet macros, put percent before price in ApplyDiscount (only that method), and fix the three calls"),
    ("other", "Tausch die Parameter von ApplyDiscount (erst percent, dann price) und pass die Aufrufe an."),
], [
    ("right", "ApplyDiscount declared as (percent, price) and all three calls swapped; ApplySurcharge unchanged",
     [(D, D2, 1)] + calls),
    ("wrong", "declaration swapped, but the call in FirstYearDues still passes (AnnualDues(m), percentGone): compiles, computes nonsense",
     [(D, D2, 1)] + calls[:2]),
    ("wrong", "ApplySurcharge's parameters and its one call were swapped instead; ApplyDiscount unchanged",
     [(S, "public static decimal ApplySurcharge(decimal percent, decimal price)", 1),
      ("ApplySurcharge(due, LateSurchargePercent)", "ApplySurcharge(LateSurchargePercent, due)", 1)]),
    ("wrong", "ApplyDiscount swapped correctly, and ApplySurcharge swapped as well (with its call)",
     [(D, D2, 1)] + calls + [(S, "public static decimal ApplySurcharge(decimal percent, decimal price)", 1),
      ("ApplySurcharge(due, LateSurchargePercent)", "ApplySurcharge(LateSurchargePercent, due)", 1)]),
    ("wrong", "swapped correctly, but ApplyDiscount now rounds with MidpointRounding.ToEven",
     [(D, D2, 1)] + calls + [("return Math.Round(price * (100m - percent) / 100m, 2, MidpointRounding.AwayFromZero);", "return Math.Round(price * (100m - percent) / 100m, 2, MidpointRounding.ToEven);", 1)]),
])
