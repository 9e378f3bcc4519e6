# frozen_string_literal: true

# Overdue notices for the Oakridge County Libraries, sent by the nightly job.
module Oakridge
  class OverdueNotice
    BRANCH_PHONE = {
      "central" => "01632 960114",
      "eastfield" => "01632 960377",
      "pinehurst" => "01632 960552"
    }.freeze

    def initialize(patron_name, branch, loans)
      @patron_name = patron_name
      @branch = branch
      @loans = loans
    end

    def subject
      "Overdue items: " + @loans.size.to_s + " item(s) on your card"
    end

    def greeting
      "Dear " + @patron_name + ","
    end

    def line_for(loan)
      "  - " + loan[:title] + " (due " + loan[:due].strftime("%d %b") + ", " + loan[:days_late].to_s + " days late)"
    end

    def footer
      phone = BRANCH_PHONE.fetch(@branch, "01632 960100")
      # keep this one as format(): the print shop's template parser needs the %s placeholder
      format("Questions? Call %s or reply to this email.", phone)
    end

    def body
      [greeting, "", "The following items are overdue:", *@loans.map { |l| line_for(l) }, "", footer].join("\n")
    end
  end
end
