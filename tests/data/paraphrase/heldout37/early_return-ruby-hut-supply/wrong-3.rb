# Helicopter supply drops for the huts of the Alpenkranz network.
require 'date'

Crate = Struct.new(:label, :weight_kg, :fragile)
Drop = Struct.new(:hut, :crates, :rotations, :slot)

class SupplyPlanner
  MAX_LOAD_KG = 750 # sling load of the AS350
  FLIGHT_DAYS = [1, 3, 5].freeze # Mon, Wed, Fri

  attr_reader :log

  def initialize(forecast)
    @forecast = forecast # Date => wind speed in km/h at the ridge
    @log = []
  end

  def next_weather_window(from)
    date = from
    60.times do
      wind = @forecast.fetch(date, 99)
      return date if FLIGHT_DAYS.include?(date.wday) && wind < 40
      date += 1
    end
    nil
  end

  def schedule_drop(hut, crates, from)
    return nil unless crates.empty?
    total = crates.sum(&:weight_kg)
    rotations = (total.to_f / MAX_LOAD_KG).ceil
    slot = next_weather_window(from)
    @log << "#{hut}: #{rotations} rotation(s) on #{slot || 'no window'}"
    Drop.new(hut, crates, rotations, slot)
  end

  def fragile_first(crates)
    crates.sort_by { |c| [c.fragile ? 0 : 1, -c.weight_kg] }
  end
end

if $PROGRAM_NAME == __FILE__
  forecast = { Date.new(2027, 7, 5) => 55, Date.new(2027, 7, 7) => 20 }
  planner = SupplyPlanner.new(forecast)
  crates = [Crate.new('flour', 300, false), Crate.new('gas bottles', 520, true)]
  p planner.schedule_drop('Rotgrat', crates, Date.new(2027, 7, 5))
  puts planner.log
end
