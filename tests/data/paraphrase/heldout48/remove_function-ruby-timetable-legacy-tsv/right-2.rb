# frozen_string_literal: true

require "csv"

module Timetabling
  # Builds the weekly lecture-room occupancy sheet for the estates team.
  class OccupancySheet
    SLOTS = %w[09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00].freeze

    def initialize(bookings)
      @bookings = bookings
    end

    def rooms
      @bookings.map { |b| b[:room] }.uniq.sort
    end

    def occupied?(room, day, slot)
      @bookings.any? { |b| b[:room] == room && b[:day] == day && b[:slot] == slot }
    end


    def occupancy_rate(room)
      used = @bookings.count { |b| b[:room] == room }
      (used.to_f / (SLOTS.size * 5)).round(3)
    end

    def to_csv(day)
      CSV.generate do |csv|
        csv << ["room", *SLOTS]
        rooms.each do |room|
          csv << [room, *SLOTS.map { |s| occupied?(room, day, s) ? "X" : "" }]
        end
      end
    end
  end
end
