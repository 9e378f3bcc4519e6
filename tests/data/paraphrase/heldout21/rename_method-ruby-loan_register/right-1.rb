require "date"

# Tracks outgoing loans from the Harrowgate Museum archive.
class LoanRegister
  Loan = Struct.new(:accession, :borrower, :out_on, :due_on, :returned_on)

  def initialize
    @loans = []
  end

  def lend(accession, borrower, out_on, weeks)
    raise ArgumentError, "#{accession} is already out" if on_loan?(accession)

    @loans << Loan.new(accession, borrower, out_on, out_on + weeks * 7, nil)
  end

  def on_loan?(accession)
    @loans.any? { |l| l.accession == accession && l.returned_on.nil? }
  end

  def loans_past_due(today)
    @loans.select { |l| l.returned_on.nil? && l.due_on < today }
  end

  def mark_returned(accession, date)
    loan = @loans.find { |l| l.accession == accession && l.returned_on.nil? }
    return false unless loan

    loan.returned_on = date
    true
  end

  def reminder_letters(today)
    loans_past_due(today).map do |l|
      "Dear #{l.borrower}, object #{l.accession} was due back on #{l.due_on}."
    end
  end

  def overdue_count(today)
    loans_past_due(today).size
  end
end

if $PROGRAM_NAME == __FILE__
  reg = LoanRegister.new
  reg.lend("HM.1962.118", "Tiverton Textile Museum", Date.new(2026, 9, 1), 8)
  reg.lend("HM.1988.004", "Calder Gallery", Date.new(2026, 10, 15), 12)
  puts reg.reminder_letters(Date.new(2026, 12, 6))
  puts reg.overdue_count(Date.new(2026, 12, 6))
end
