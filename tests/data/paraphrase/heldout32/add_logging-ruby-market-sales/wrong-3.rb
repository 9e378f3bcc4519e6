# frozen_string_literal: true

require "logger"
require "bigdecimal"

# Takings ledger for the co-op's Saturday market stalls.
class StallLedger
  Sale = Struct.new(:stall, :sku, :qty, :unit_price, :paid_by, keyword_init: true)

  CARD_FEE = BigDecimal("0.0175")

  attr_reader :sales

  def initialize(logger: Logger.new($stdout))
    @logger = logger
    @sales = []
    @refunds = []
  end

  def record(stall:, sku:, qty:, unit_price:, paid_by: :cash)
    raise ArgumentError, "qty must be positive" unless qty.positive?

    sale = Sale.new(stall: stall, sku: sku, qty: qty, unit_price: BigDecimal(unit_price.to_s), paid_by: paid_by)
    @sales << sale
    @logger.info("sale #{sku} x#{qty} at #{stall}: #{sale.unit_price * qty}")
    sale
  end

  def refund(sale, reason:)
    @sales.delete(sale) or raise KeyError, "sale not in ledger"
    @refunds << [sale, reason]
    sale
  end

  def gross(stall = nil)
    chosen = stall ? @sales.select { |s| s.stall == stall } : @sales
    chosen.sum(BigDecimal("0")) { |s| s.unit_price * s.qty }
  end

  def card_fees
    @sales.select { |s| s.paid_by == :card }.sum(BigDecimal("0")) { |s| s.unit_price * s.qty * CARD_FEE }.round(2)
  end

  def close_day
    totals = @sales.group_by(&:stall).transform_values { |ss| ss.sum(BigDecimal("0")) { |s| s.unit_price * s.qty } }
    net = gross - card_fees
    { totals: totals, card_fees: card_fees, net: net.round(2), refunds: @refunds.size }
  end
end
