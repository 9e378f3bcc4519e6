# Billing for the Lindenhof Veterinary Hospital: turns a visit's treatments
# into an invoice and records the payment.
require "logger"

module Lindenhof
  class Billing
    VAT_RATE = 0.081

    def initialize(prices, logger: Logger.new($stdout))
      @prices = prices
      @logger = logger
    end

    def invoice(visit)
      lines = visit[:treatments].map do |code|
        price = @prices.fetch(code) { raise ArgumentError, "no price for #{code}" }
        { code: code, net: price }
      end
      net = lines.sum { |l| l[:net] }
      vat = (net * VAT_RATE).round(2)
      { patient: visit[:patient], lines: lines, net: net, vat: vat, total: (net + vat).round(2) }
    end

    def record_payment(invoice, amount, method)
      paid = amount.round(2)
      if paid < invoice[:total]
        open = (invoice[:total] - paid).round(2)
        @logger.warn("partial payment for #{invoice[:patient]}: paid #{paid} of #{invoice[:total]}, #{open} open")
        return { status: :partial, open: open }
      end
      { status: :paid, change: (paid - invoice[:total]).round(2), method: method }
    end
  end
end
