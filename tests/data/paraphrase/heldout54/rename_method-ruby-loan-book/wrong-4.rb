# frozen_string_literal: true

require "date"

# Music library loans for the Linden Street Community Choir.
class LoanBook
  Loan = Struct.new(:member, :title, :copies, :due, keyword_init: true)

  LOAN_DAYS = 28

  def initialize(today: Date.today)
    @today = today
    @loans = []
  end

  def lend(member, title, copies = 1)
    loan = Loan.new(member: member, title: title, copies: copies, due: @today + LOAN_DAYS)
    @loans << loan
    loan
  end

  def give_back(member, title)
    @loans.reject! { |l| l.member == member && l.title == title }
  end

  # Loans past their due date, oldest first.
  def overdue_loans
    @loans.select { |l| l.due <= @today }.sort_by(&:due)
  end

  def reminder_text
    overdue_loans.map do |l|
      days = (@today - l.due).to_i
      "#{l.member}: #{l.copies} x #{l.title}, #{days} days late"
    end.join("\n")
  end

  def out_for(title)
    @loans.select { |l| l.title == title }.sum(&:copies)
  end

  def late_count
    overdue_loans.size
  end
end

if $PROGRAM_NAME == __FILE__
  book = LoanBook.new(today: Date.new(2027, 3, 1))
  book.lend("Niamh Ferris", "Fauré Requiem", 2)
  puts book.reminder_text
  puts "late_loans: #{book.late_count}"
end
