# frozen_string_literal: true

require 'date'

module Crisply
  # A garment ticket written at the Crisply Cleaners counter (Dock Street shop).
  class Ticket
    CARE_CODES = %w[dry wet press leather].freeze
    PRICES = { 'dry' => 7.4, 'wet' => 6.1, 'press' => 3.25, 'leather' => 18.5 }.freeze

    attr_reader :number, :customer, :pieces, :care, :promised_on

    def initialize(number:, customer:, pieces:, care:, promised_on:)
      raise ArgumentError, "unknown care code #{care}" unless CARE_CODES.include?(care)

      @number = number
      @customer = customer
      @pieces = pieces
      @care = care
      @promised_on = promised_on
    end

    def add_pieces(extra)
      raise ArgumentError, 'extra must be positive' unless extra.positive?

      @pieces += extra
    end

    def price
      (PRICES.fetch(care) * pieces).round(2)
    end

    def late?(today = Date.today)
      today > promised_on
    end

    # Splits off some pieces onto a new ticket, e.g. when a garment needs a specialist.
    def split(count, new_number)
      raise ArgumentError, 'cannot split off every piece' if count >= pieces

      @pieces -= count
      Ticket.new(number: new_number, customer: customer, pieces: count, care: care, promised_on: promised_on)
    end

    def to_s
      format('%<number>s %<customer>s: %<pieces>d x %<care>s, ready %<date>s',
             number: number, customer: customer, pieces: pieces, care: care, date: promised_on.strftime('%a %d %b'))
    end
  end
end
