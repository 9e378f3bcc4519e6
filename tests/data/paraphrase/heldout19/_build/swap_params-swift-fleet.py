from lib import SPLIT, apply, write_case

NAME = "swap_params-swift-fleet"
FILE = "BerthFees.swift"
src = (SPLIT / NAME / FILE).read_text()

SIG = ("func berthFee(lengthMetres: Double, hours: Int, tariff: BerthTariff, auctionDay: Bool) -> Decimal {",
       "func berthFee(hours: Int, lengthMetres: Double, tariff: BerthTariff, auctionDay: Bool) -> Decimal {")
C1 = ("berthFee(lengthMetres: booking.lengthMetres, hours: hours, tariff: tariff,",
      "berthFee(hours: hours, lengthMetres: booking.lengthMetres, tariff: tariff,")
C2 = ("berthFee(lengthMetres: lengthMetres, hours: plannedHours, tariff: tariff, auctionDay: false)",
      "berthFee(hours: plannedHours, lengthMetres: lengthMetres, tariff: tariff, auctionDay: false)")
right1 = apply(src, [SIG, C1, C2])
wrong1 = apply(src, [SIG])
wrong2 = apply(src, [("func berthFee(lengthMetres: Double, hours: Int, tariff: BerthTariff, auctionDay: Bool) -> Decimal {",
                      "func berthFee(lengthMetres: Double, hours: Int, auctionDay: Bool, tariff: BerthTariff) -> Decimal {"),
                     ("hours: hours, tariff: tariff,\n                       auctionDay: auctionDays.contains(weekday))",
                      "hours: hours,\n                       auctionDay: auctionDays.contains(weekday), tariff: tariff)"),
                     ("hours: plannedHours, tariff: tariff, auctionDay: false)", "hours: plannedHours, auctionDay: false, tariff: tariff)")])
wrong3 = apply(right1, [("let metres = Decimal(lengthMetres.rounded(.up))", "let metres = Decimal(lengthMetres)")])
wrong4 = apply(right1, [("func quoteForSkipper(lengthMetres: Double, plannedHours: Int, tariff: BerthTariff) -> Decimal {",
                         "func quoteForSkipper(plannedHours: Int, lengthMetres: Double, tariff: BerthTariff) -> Decimal {")])

write_case(NAME, FILE, "swap_params", "swift", [
    ("terse", "berthFee: swap lengthMetres and hours (hours first), fix call sites"),
    ("polite", "Could you swap the first two parameters of berthFee so that hours comes before lengthMetres, and update the calls in invoiceLine and quoteForSkipper? quoteForSkipper's own signature should stay as it is."),
    ("declarative", "berthFee takes hours first and lengthMetres second; its callers are adjusted accordingly."),
    ("other", "to match the harbour office's tariff sheet, berthFee should be (hours:, lengthMetres:, tariff:, auctionDay:). update the two callers"),
    ("other", "Troque a ordem dos parâmetros lengthMetres e hours em berthFee (hours primeiro) e ajuste as chamadas."),
], [
    ("right-1.swift", "right", "berthFee(hours:lengthMetres:tariff:auctionDay:) and both call sites reordered to match; body unchanged", right1, False),
    ("wrong-1.swift", "wrong", "signature swapped but both call sites still pass lengthMetres first: argument labels out of order, does not compile", wrong1, True),
    ("wrong-2.swift", "wrong", "tariff and auctionDay were swapped instead of lengthMetres and hours", wrong2, False),
    ("wrong-3.swift", "wrong", "swap done but the vessel length is no longer rounded up to whole metres", wrong3, False),
    ("wrong-4.swift", "wrong", "quoteForSkipper's own parameters were swapped as well, which was not asked", wrong4, False),
])
