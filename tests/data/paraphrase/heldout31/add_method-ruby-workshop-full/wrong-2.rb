# Workshop sign-ups for the Elm Street Library makerspace.
require "date"

class Workshop
  attr_reader :code, :title, :starts_at, :capacity, :attendees, :waitlist

  def initialize(code:, title:, starts_at:, capacity:)
    @code = code
    @title = title
    @starts_at = starts_at
    @capacity = capacity
    @attendees = []
    @waitlist = []
  end

  def seats_left
    capacity - attendees.size
  end

  def full?
    attendees.size >= capacity
  end

  def sign_up(card_number)
    return :duplicate if attendees.include?(card_number) || waitlist.include?(card_number)

    if attendees.size >= capacity
      waitlist << card_number
      :waitlisted
    else
      attendees << card_number
      :confirmed
    end
  end

  def withdraw(card_number)
    return false unless attendees.delete(card_number)

    promoted = waitlist.shift
    attendees << promoted if promoted
    true
  end

  def to_s
    "#{code} #{title} (#{starts_at.strftime('%a %-d %b %H:%M')}), #{seats_left} of #{capacity} seats left"
  end
end

laser = Workshop.new(code: "LC-101", title: "Laser cutter induction",
                     starts_at: DateTime.new(2026, 9, 12, 10, 0), capacity: 6)
%w[40113 40188 40201].each { |card| laser.sign_up(card) }
puts laser
