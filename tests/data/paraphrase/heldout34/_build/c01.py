from lib import case
case("rename_function-py-auction-lots", "lot_settlement.py", "rename_function", "python", [
    ("terse", "settle_lot -> close_lot_sale"),
    ("polite", "Could you rename the function settle_lot to close_lot_sale and update all of its callers? Please leave settle_lot_fees alone and don't change anything else."),
    ("declarative", "settle_lot should be called close_lot_sale from now on, everywhere in this module."),
    ("other", "Benenne bitte die Funktion `settle_lot` in `close_lot_sale` um (alle Aufrufe mit)."),
    ("other", "can we call settle_lot close_lot_sale instead? reads better next to open_lot"),
], [
    ("right", "def and both calls (settle_session, resettle_after_dispute) renamed; settle_lot_fees untouched",
     [("settle_lot(", "close_lot_sale(", 3)]),
    ("wrong", "plain substring replace also renamed settle_lot_fees to close_lot_sale_fees (def and both calls)",
     [("settle_lot", "close_lot_sale", 6)]),
    ("wrong", "the call in resettle_after_dispute still uses settle_lot: NameError at run time",
     [("def settle_lot(", "def close_lot_sale(", 1), ("charged[lot.lot_no] = settle_lot(", "charged[lot.lot_no] = close_lot_sale(", 1)]),
    ("wrong", "renamed everywhere, but the reserve check now withdraws a lot whose best bid equals the reserve (< became <=)",
     [("settle_lot(", "close_lot_sale(", 3), ("best.price_per_kg < lot.reserve_per_kg", "best.price_per_kg <= lot.reserve_per_kg", 1)]),
    ("wrong", "renamed everywhere, but the function's docstring was dropped",
     [("settle_lot(", "close_lot_sale(", 3),
      ('    """Knock the lot down to its best bid, or withdraw it below the reserve.\n\n    Returns the amount charged to the buyer (zero for a withdrawn lot).\n    """\n', "", 1)]),
])
