# frozen_string_literal: true

# Builds the bill for a table at the Saltmarsh Brasserie from the kitchen's
# fired orders. Prices are held in pence.
class TableBill
  SERVICE_RATE = 0.125
  LARGE_PARTY = 8

  Line = Struct.new(:dish, :qty, :unit_pence, :comped, keyword_init: true)

  def initialize(table_no, covers, currency: "GBP")
    @table_no = table_no
    @covers = covers
    @currency = currency
    @lines = []
  end

  def add(dish, qty, unit_pence, comped: false)
    @lines << Line.new(dish: dish, qty: qty, unit_pence: unit_pence, comped: comped)
    self
  end

  def line_total(line)
    return 0 if line.comped

    line.qty * line.unit_pence
  end

  def food_total
    @lines.sum { |line| line_total(line) }
  end

  def service_charge
    return 0 if @covers < LARGE_PARTY

    (food_total * SERVICE_RATE).round
  end

  def format_price(pence, currency)
    symbol = { "GBP" => "£", "EUR" => "€" }.fetch(currency, "#{currency} ")
    format("%s%.2f", symbol, pence / 100.0)
  end

  def lines_for_print
    @lines.map do |line|
      amount = line.comped ? "comp" : format_price(line_total(line), @currency)
      "#{line.qty} x #{line.dish.ljust(24)} #{amount}"
    end
  end

  def to_s
    total = food_total + service_charge
    [
      "Table #{@table_no} (#{@covers} covers)",
      *lines_for_print,
      "Service: #{format_price(service_charge, @currency)}",
      "Total:   #{format_price(total, @currency)}"
    ].join("\n")
  end
end
