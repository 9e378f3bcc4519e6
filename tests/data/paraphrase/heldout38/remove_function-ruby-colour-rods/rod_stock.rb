# Colour rod inventory for the hot shop (Reichenbach, Zimmermann and Kugler rods).
class RodStock
  REORDER_AT_KG = 2.0

  Rod = Struct.new(:code, :maker, :colour, :kg, :striking, keyword_init: true)

  def initialize
    @rods = {}
  end

  def add(code:, maker:, colour:, kg:, striking: false)
    @rods[code] = Rod.new(code: code, maker: maker, colour: colour, kg: kg, striking: striking)
  end

  def draw(code, kg)
    rod = @rods.fetch(code) { raise KeyError, "unknown rod #{code}" }
    raise ArgumentError, "only #{rod.kg} kg of #{code} left" if kg > rod.kg
    rod.kg -= kg
    rod
  end

  def low_stock
    @rods.values.select { |r| r.kg < REORDER_AT_KG }.sort_by(&:kg)
  end

  # Legacy CSV export for the old spreadsheet; the studio manager stopped using it in 2024.
  def to_legacy_csv
    lines = ["code;maker;colour;kg"]
    @rods.each_value do |r|
      lines << [r.code, r.maker, r.colour, format("%.2f", r.kg).tr(".", ",")].join(";")
    end
    lines.join("\n")
  end

  def striking_colours
    @rods.values.select(&:striking).map(&:colour).uniq.sort
  end

  def total_kg
    @rods.values.sum(&:kg).round(2)
  end
end
