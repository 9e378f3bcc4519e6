# Plant order fulfilment for the Fernhollow trade counter.
require "logger"

class OrderPicker
  LOG = Logger.new($stdout)

  def initialize(stock, bench_map)
    @stock = stock
    @bench_map = bench_map
  end

  # Builds a pick list grouped by bench, so a picker walks each bench once.
  def pick_list(order)
    lines = Hash.new { |h, k| h[k] = [] }
    order.fetch(:lines).each do |line|
      sku = line.fetch(:sku)
      qty = line.fetch(:quantity)
      available = @stock.fetch(sku, 0)
      if available < qty
        raise ArgumentError, "#{sku}: only #{available} in stock"
      end
      lines[@bench_map.fetch(sku, "overflow")] << [sku, qty]
    end
    lines.sort.to_h
  end

  def confirm(order, picker)
    order.fetch(:lines).each do |line|
      @stock[line.fetch(:sku)] -= line.fetch(:quantity)
    end
    order[:picked_by] = picker
    order[:status] = :picked
    LOG.info("order #{order[:id]} picked by #{picker}"
    order
  end
end
