# frozen_string_literal: true

# One vineyard block at Coteau Rouge during harvest: what has been picked so
# far and whether the fruit is ready for the next pass.
class HarvestBlock
  attr_reader :name, :variety, :area_ha, :target_brix, :picks

  Pick = Struct.new(:date, :crew, :kg, :brix)

  def initialize(name:, variety:, area_ha:, target_brix:)
    @name = name
    @variety = variety
    @area_ha = area_ha
    @target_brix = target_brix
    @picks = []
  end

  def record_pick(date:, crew:, kg:, brix:)
    raise ArgumentError, "negative weight for #{name}" if kg.negative?

    @picks << Pick.new(date, crew, kg, brix)
  end

  def picked_kg
    picks.sum(&:kg)
  end

  def average_brix
    return 0.0 if picks.empty?

    (picks.sum { |p| p.brix * p.kg } / picked_kg.to_f).round(1)
  end

  def ready?
    average_brix >= target_brix
  end

  def yield_per_hectare
    return 0.0 if area_ha.zero?

    (picked_kg / 1000.0 / area_ha).round(2)
  end

  def to_s
    format('%-16s %-11s %7d kg  %4.1f Bx', name, variety, picked_kg, average_brix)
  end

  private

  def crews
    picks.map(&:crew).uniq
  end
end
