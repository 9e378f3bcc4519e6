from lib import case
SIG = "  def reserve(trader, tables)\n"
NEW = "booking = Booking.new(trader: trader, tables: tables, power_socket: false, fee: tables * TABLE_FEE)"
R1 = ("    fee = tables * TABLE_FEE\n    fee += POWER_FEE if power_socket\n    booking = Booking.new(trader: trader, tables: tables, power_socket: power_socket, fee: fee)")
case("add_keyword_arg-rb-trader-tables", "trader_bookings.rb", "add_keyword_arg", "ruby", [
    ("terse", "reserve: add kwarg power_socket: false (store it, +POWER_FEE once when true)"),
    ("polite", "Could you give TraderBookings#reserve a keyword argument power_socket: with default false? It should be stored in the booking, and a booking with a power socket pays POWER_FEE once on top of the table fees. Existing calls must keep working unchanged."),
    ("declarative", "reserve accepts power_socket: (default false); the booking records it, and when it is true the fee includes one POWER_FEE."),
    ("other", "traders keep asking for power at their tables. reserve(trader, tables, power_socket: true) should work — one POWER_FEE extra, default false"),
], [
    ("right", "keyword power_socket: false added; stored in the Booking; fee gets one POWER_FEE when true; demo calls unchanged",
     [(SIG, "  def reserve(trader, tables, power_socket: false)\n", 1), ("    " + NEW, R1, 1)]),
    ("right", "same keyword argument; the fee computed inline with a ternary",
     [(SIG, "  def reserve(trader, tables, power_socket: false)\n", 1),
      (NEW, "booking = Booking.new(trader: trader, tables: tables, power_socket: power_socket,\n                          fee: tables * TABLE_FEE + (power_socket ? POWER_FEE : 0))", 1)]),
    ("wrong", "added as an optional positional parameter (power_socket = false), not a keyword argument",
     [(SIG, "  def reserve(trader, tables, power_socket = false)\n", 1), ("    " + NEW, R1, 1)]),
    ("wrong", "keyword added and stored in the booking, but the fee never includes POWER_FEE",
     [(SIG, "  def reserve(trader, tables, power_socket: false)\n", 1), ("power_socket: false, fee:", "power_socket: power_socket, fee:", 1)]),
    ("wrong", "POWER_FEE charged per table (tables * (TABLE_FEE + POWER_FEE)) instead of once",
     [(SIG, "  def reserve(trader, tables, power_socket: false)\n", 1),
      (NEW, "fee = power_socket ? tables * (TABLE_FEE + POWER_FEE) : tables * TABLE_FEE\n    booking = Booking.new(trader: trader, tables: tables, power_socket: power_socket, fee: fee)", 1)]),
    ("wrong", "the keyword defaults to true, so every existing booking is charged for power",
     [(SIG, "  def reserve(trader, tables, power_socket: true)\n", 1), ("    " + NEW, R1, 1)]),
])
