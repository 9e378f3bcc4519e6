from lib import case
R = "      \"price\": 2850.0,\n"
case("add_field-json-aligner-orders", "aligner_orders.json", "add_field", "json", [
    ("terse", "add \"currency\": \"EUR\" to each order, after price"),
    ("polite", "Could you please add a currency field with the value \"EUR\" to every order in this export, right after its price? Please leave the lab objects and the top-level fields as they are."),
    ("declarative", "Every order object should carry \"currency\": \"EUR\" next to its price."),
    ("other", "Añade el campo currency = \"EUR\" a todos los pedidos (orders), justo después de price."),
    ("other", "the invoicing import needs a currency on each order -> \"currency\": \"EUR\" after \"price\", all four orders"),
], [
    ("right", "currency EUR inserted right after price in all four orders; nothing else changed",
     [(lambda s: s.replace(",\n      \"status\"", ",\n      \"currency\": \"EUR\",\n      \"status\"")),
      ]),
    ("wrong", "currency EUR added to all four orders, but as the last field after status instead of right after price as asked",
     [("\"in_production\"\n", "\"in_production\",\n      \"currency\": \"EUR\"\n", 2), ("\"shipped\"\n", "\"shipped\",\n      \"currency\": \"EUR\"\n", 1), ("\"awaiting_scan\"\n", "\"awaiting_scan\",\n      \"currency\": \"EUR\"\n", 1)]),
    ("wrong", "currency added to the first three orders only; AL-2026-0431 has none",
     [(",\n      \"status\": \"in_production\"", ",\n      \"currency\": \"EUR\",\n      \"status\": \"in_production\"", 2),
      (",\n      \"status\": \"shipped\"", ",\n      \"currency\": \"EUR\",\n      \"status\": \"shipped\"", 1),
      (",\n      \"status\": \"awaiting_scan\"", ",\n      \"currency\": \"EUR\",\n      \"status\": \"awaiting_scan\"", 1),
      ("      \"price\": 3120.0,\n      \"currency\": \"EUR\",\n", "      \"price\": 3120.0,\n", 1)]),
    ("wrong", "currency added to every order and also to every nested lab object and to the top level",
     [(lambda s: s.replace(",\n      \"status\"", ",\n      \"currency\": \"EUR\",\n      \"status\"")),
      ("        \"turnaround_days\"", "        \"currency\": \"EUR\",\n        \"turnaround_days\"", 4),
      ("  \"export_date\": \"2026-11-30\",\n", "  \"export_date\": \"2026-11-30\",\n  \"currency\": \"EUR\",\n", 1)]),
    ("wrong", "currency added to all four orders, but the refinement order's price 0.0 was changed to 1390.0",
     [(lambda s: s.replace(",\n      \"status\"", ",\n      \"currency\": \"EUR\",\n      \"status\"")),
      ("\"price\": 0.0", "\"price\": 1390.0", 1)]),
    ("wrong", "currency added after status without a comma after the status value: invalid JSON",
     [("\"in_production\"\n", "\"in_production\"\n      \"currency\": \"EUR\"\n", 2), ("\"shipped\"\n", "\"shipped\"\n      \"currency\": \"EUR\"\n", 1), ("\"awaiting_scan\"\n", "\"awaiting_scan\"\n      \"currency\": \"EUR\"\n", 1)]),
])
