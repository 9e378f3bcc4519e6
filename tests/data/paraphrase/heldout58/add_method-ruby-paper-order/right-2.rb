# Paper orders placed with the merchant for Harbourside Print Co.
class PaperOrder
  SHEET_AREAS_M2 = {
    "SRA3" => 0.1436,
    "SRA2" => 0.2873,
    "B2" => 0.35
  }.freeze

  attr_reader :stock_code, :size, :gsm, :sheets, :merchant

  def initialize(stock_code:, size:, gsm:, sheets:, merchant: "Antalis")
    raise ArgumentError, "unknown sheet size #{size}" unless SHEET_AREAS_M2.key?(size)

    @stock_code = stock_code
    @size = size
    @gsm = gsm
    @sheets = sheets
    @merchant = merchant
  end

  def reams
    (sheets / 500.0).ceil
  end

  def sheet_area
    SHEET_AREAS_M2.fetch(size)
  end

  def to_s
    "#{sheets} x #{size} #{stock_code} (#{gsm} gsm) from #{merchant}"
  end

  def weight_kg
    (sheets * sheet_area * gsm / 1000.0).round(1)
  end
end
