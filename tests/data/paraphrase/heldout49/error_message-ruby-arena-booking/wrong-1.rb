# Booking rules for the indoor school at Hollins Green Riding Stable.
class BookingError < StandardError; end

class ArenaBooking
  OPENING_HOUR = 7
  CLOSING_HOUR = 21
  MAX_RIDERS = 6

  attr_reader :slots

  def initialize
    @slots = Hash.new { |h, k| h[k] = [] }
  end

  def book(rider, hour)
    unless (OPENING_HOUR...CLOSING_HOUR).cover?(hour)
      raise BookingError, "arena closed"
    end
    if @slots[hour].size >= MAX_RIDERS
      raise BookingError, "the #{hour}:00 slot is full (6 riders max)"
    end
    if @slots[hour].include?(rider)
      raise BookingError, "already booked"
    end
    @slots[hour] << rider
    hour
  end

  def cancel(rider, hour)
    @slots[hour].delete(rider) or raise BookingError, "no booking for #{rider}"
  end
end

if $PROGRAM_NAME == __FILE__
  arena = ArenaBooking.new
  arena.book("Ama", 9)
  begin
    arena.book("Leon", 22)
  rescue BookingError => e
    puts e.message
  end
end
