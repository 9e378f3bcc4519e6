from edits import build

TAIL = "      ledger.record(ticket.number, :redemption, due)\n      paid_cents - due\n"
LOG = '      LOGGER.info("redeemed ticket #{ticket.number}")\n'
build("add_logging-ruby-pawnshop-redemptions", "redemption_desk.rb", {
    "right-1.rb": [(TAIL, "      ledger.record(ticket.number, :redemption, due)\n" + LOG + "      paid_cents - due\n", 1)],
    "right-2.rb": [("      ticket.closed_at = @clock.call\n      ledger.record(ticket.number, :redemption, due)\n",
                    "      ticket.closed_at = @clock.call\n"
                    '      LOGGER.info("ticket #{ticket.number} redeemed for #{due} cents")\n'
                    "      ledger.record(ticket.number, :redemption, due)\n", 1)],
    "wrong-1.rb": [("    def redeem!(ticket, paid_cents)\n", "    def redeem!(ticket, paid_cents)\n" + LOG, 1)],
    "wrong-2.rb": [(TAIL, TAIL + LOG, 1)],
    "wrong-3.rb": [(TAIL, "      ledger.record(ticket.number, :redemption, due)\n"
                          "      LOGGER.info('redeemed ticket #{ticket.number}')\n      paid_cents - due\n", 1)],
    "wrong-4.rb": [(TAIL, "      ledger.record(ticket.number, :redemption, due)\n" + LOG.replace("info", "debug") + "      paid_cents - due\n", 1)],
})
