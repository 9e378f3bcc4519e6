# Lending desk for the Harbourside Philharmonic music library.
require "date"

class Loan
  attr_reader :catalogue_no, :borrower, :lent_on, :due_on

  def initialize(catalogue_no:, borrower:, lent_on:, due_on:)
    @catalogue_no = catalogue_no
    @borrower = borrower
    @lent_on = lent_on
    @due_on = due_on
    @returned_on = nil
  end

  def return!(on = Date.today)
    @returned_on = on
  end

  def returned?
    !@returned_on.nil?
  end
end

class LendingDesk
  LOAN_DAYS = 28

  def initialize
    @loans = []
  end

  def lend(catalogue_no, borrower, today = Date.today)
    raise ArgumentError, "#{catalogue_no} is already out" if out?(catalogue_no)

    loan = Loan.new(catalogue_no: catalogue_no, borrower: borrower,
                    lent_on: today, due_on: today + LOAN_DAYS)
    @loans << loan
    loan
  end

  def out?(catalogue_no)
    @loans.any? { |l| l.catalogue_no == catalogue_no && !l.returned? }
  end

  def loans_of(borrower)
    @loans.select { |l| l.borrower == borrower }
  end

  def overdue(today = Date.today)
    @loans.select { |l| !l.returned? && l.due_on < today }
  end
end
