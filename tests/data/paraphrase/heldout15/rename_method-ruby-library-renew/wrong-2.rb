# Renewals for the Ashgrove library self-service kiosks.
class Loan
  MAX_RENEWALS = 3

  attr_reader :barcode, :due_on, :renewals

  def initialize(barcode:, due_on:, renewals: 0, reserved: false)
    @barcode = barcode
    @due_on = due_on
    @renewals = renewals
    @reserved = reserved
  end

  def reserved?
    @reserved
  end

  def renew!(days: 21)
    raise RenewalRefused, "#{barcode} is reserved by another patron" if reserved?
    raise RenewalRefused, "#{barcode} reached #{MAX_RENEWALS} renewals" if renewals >= MAX_RENEWALS

    @due_on += days
    @renewals += 1
    self
  end
end

class RenewalRefused < StandardError; end

class Kiosk
  def initialize(loans)
    @loans = loans
  end

  # Called by the touch screen; "extend_loan" is also the audit action name.
  def renew_all
    @loans.map do |loan|
      loan.renew!
      { barcode: loan.barcode, action: "renew", ok: true }
    rescue RenewalRefused => e
      { barcode: loan.barcode, action: "renew", ok: false, reason: e.message }
    end
  end

  def renew_one(barcode, days: 21)
    loan = @loans.find { |l| l.barcode == barcode }
    return nil unless loan

    loan.renew!(days: days)
  end
end
