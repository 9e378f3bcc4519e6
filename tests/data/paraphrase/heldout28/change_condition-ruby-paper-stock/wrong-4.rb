# Paper stock levels in the print shop's store room.
class PaperStock
  attr_reader :code, :name, :on_hand, :capacity, :toner_pct

  def initialize(code:, name:, on_hand:, capacity:, toner_pct: 100)
    @code = code
    @name = name
    @on_hand = on_hand
    @capacity = capacity
    @toner_pct = toner_pct
  end

  # Reorder when we are down to the last few reams.
  def needs_reorder?
    on_hand < 500
  end

  def low_toner?
    toner_pct < 20
  end

  def reorder_quantity
    return 0 unless needs_reorder?

    ((capacity - on_hand) / 500.0).ceil * 500
  end

  def use(sheets)
    raise ArgumentError, "only #{on_hand} sheets of #{code} left" if sheets > on_hand

    @on_hand -= sheets
  end

  def to_s
    flag = needs_reorder? ? " (reorder)" : ""
    "#{code} #{name}: #{on_hand}/#{capacity}#{flag}"
  end
end

class StoreRoom
  def initialize(stocks)
    @stocks = stocks.to_h { |s| [s.code, s] }
  end

  def reorder_list
    @stocks.values.select(&:needs_reorder?).map { |s| [s.code, s.reorder_quantity] }
  end

  def report
    @stocks.values.sort_by(&:code).map(&:to_s).join("\n")
  end
end
