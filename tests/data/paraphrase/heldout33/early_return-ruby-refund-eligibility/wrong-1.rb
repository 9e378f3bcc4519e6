# Refund rules for Suds & Spin card payments.
class RefundPolicy
  MAX_REFUND_CENTS = 1500
  WINDOW_HOURS = 24
  REASONS = %w[machine_fault no_start door_locked].freeze

  def initialize(clock: Time)
    @clock = clock
  end

  def eligible?(session, reason)
    return false if session.nil?
    return false unless session.refunded_at.nil?
    return false if (@clock.now - session.started_at) >= WINDOW_HOURS * 3600
    return false unless REASONS.include?(reason)

    session.charged_cents <= MAX_REFUND_CENTS
  end

  def refund_amount(session, reason)
    return 0 unless eligible?(session, reason)

    reason == "door_locked" ? session.charged_cents / 2 : session.charged_cents
  end
end
