# frozen_string_literal: true

require "logger"
require "time"

# Builds the overnight oven schedule for the Saltmarsh Bakehouse.
class OvenSchedule
  Slot = Struct.new(:oven, :product, :start_at, :minutes, keyword_init: true)

  def initialize(ovens:, maintenance: {}, logger: Logger.new($stdout))
    @ovens = ovens             # { "deck-1" => 250, "rack-2" => 190 } max temp in C
    @maintenance = maintenance # { "deck-1" => Time range it is out of service }
    @logger = logger
  end

  def build(bakes, start_at)
    free_at = @ovens.keys.to_h { |oven| [oven, start_at] }
    slots = []
    bakes.sort_by { |b| -b[:temp_c] }.each do |bake|
      oven = pick_oven(bake, free_at)
      if oven.nil?
        @logger.error("no oven hot enough for #{bake[:product]} (#{bake[:temp_c]} C)")
        next
      end
      if down?(oven, free_at[oven])
        puts "skipping #{bake[:product]}: #{oven} is down for maintenance"
        next
      end
      slots << Slot.new(oven: oven, product: bake[:product], start_at: free_at[oven], minutes: bake[:minutes])
      free_at[oven] += bake[:minutes] * 60
    end
    @logger.info("scheduled #{slots.size} of #{bakes.size} bakes")
    slots
  end

  private

  def pick_oven(bake, free_at)
    candidates = @ovens.select { |_oven, max_temp| max_temp >= bake[:temp_c] }.keys
    candidates.min_by { |oven| free_at[oven] }
  end

  def down?(oven, at)
    window = @maintenance[oven]
    !window.nil? && window.cover?(at)
  end
end
