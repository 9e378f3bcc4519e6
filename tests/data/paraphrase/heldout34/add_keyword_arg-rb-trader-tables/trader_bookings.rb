# frozen_string_literal: true

# Trader table bookings for the Elmbridge Rails exhibition.
class TraderBookings
  TABLE_FEE = 18
  POWER_FEE = 5

  Booking = Struct.new(:trader, :tables, :power_socket, :fee, keyword_init: true)

  attr_reader :bookings

  def initialize(exhibition, capacity:)
    @exhibition = exhibition
    @capacity = capacity
    @bookings = []
  end

  def remaining
    @capacity - @bookings.sum(&:tables)
  end

  def reserve(trader, tables)
    raise ArgumentError, 'at least one table' if tables < 1
    raise ArgumentError, "only #{remaining} tables left" if tables > remaining

    booking = Booking.new(trader: trader, tables: tables, power_socket: false, fee: tables * TABLE_FEE)
    @bookings << booking
    booking
  end

  def cancel(trader)
    @bookings.reject! { |b| b.trader == trader }
  end

  def invoice_lines
    @bookings.map do |b|
      format('%-24s %2d table(s)%s  £%4d', b.trader, b.tables, b.power_socket ? ' + power' : '', b.fee)
    end
  end

  def total_fees
    @bookings.sum(&:fee)
  end
end

if $PROGRAM_NAME == __FILE__
  bookings = TraderBookings.new('Elmbridge Rails 2027', capacity: 14)
  bookings.reserve('Wrexford Models', 2)
  bookings.reserve('The Ballast Bin', 1)
  puts bookings.invoice_lines
  puts "total £#{bookings.total_fees}"
end
