# frozen_string_literal: true

require 'logger'

module HalloranVey
  LOGGER = Logger.new($stdout, progname: 'counter')
  LOGGER.level = Logger::INFO

  class RedemptionError < StandardError; end

  # The customer pays off a pledge and takes the item home, or the item is
  # forfeited to the shop once the ticket and its grace period have run out.
  class RedemptionDesk
    MONTHLY_RATE = 0.035
    GRACE_DAYS = 14
    SECONDS_PER_DAY = 86_400

    attr_reader :ledger

    def initialize(ledger, clock: -> { Time.now })
      @ledger = ledger
      @clock = clock
    end

    def amount_due(ticket)
      days = (@clock.call - ticket.pledged_at) / SECONDS_PER_DAY
      months = [(days / 30.0).ceil, 1].max
      ticket.principal_cents + (ticket.principal_cents * MONTHLY_RATE * months).round
    end

    # Returns the change to hand back, in cents.
    def redeem!(ticket, paid_cents)
      raise RedemptionError, "ticket #{ticket.number} is #{ticket.state}" unless ticket.state == :open

      due = amount_due(ticket)
      if paid_cents < due
        raise RedemptionError, "ticket #{ticket.number}: #{due} due, #{paid_cents} paid"
      end

      ticket.state = :redeemed
      ticket.closed_at = @clock.call
      ledger.record(ticket.number, :redemption, due)
      LOGGER.info('redeemed ticket #{ticket.number}')
      paid_cents - due
    end

    def forfeit!(ticket)
      return false unless ticket.state == :open
      return false unless overdue?(ticket)

      ticket.state = :forfeited
      ticket.closed_at = @clock.call
      ledger.record(ticket.number, :forfeit, 0)
      LOGGER.warn("ticket #{ticket.number} forfeited")
      true
    end

    def overdue?(ticket)
      @clock.call > ticket.due_at + GRACE_DAYS * SECONDS_PER_DAY
    end

    def overdue(tickets)
      tickets.select { |t| t.state == :open && overdue?(t) }.sort_by(&:due_at)
    end
  end
end
