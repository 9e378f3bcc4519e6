# frozen_string_literal: true

require "csv"
require "logger"

module Payroll
  # Writes the monthly payroll hand-off file for the external payroll bureau.
  # One row per active employee; leavers are included in their last month.
  class BureauExport
    HEADERS = %w[employee_no last_name first_name iban cost_center gross_cents hours overtime_hours].freeze

    def initialize(repo:, logger: Logger.new($stdout))
      @repo = repo
      @logger = logger
    end

    def call(period, path)
      rows = 0
      skipped = 0
      CSV.open(path, "w", col_sep: ";") do |csv|
        csv << HEADERS
        @repo.employees_for(period).each do |emp|
          if emp.iban.nil? || emp.iban.strip.empty?
            @logger.warn("bureau export #{period}: skipping employee #{emp.employee_no}, no IBAN")
            skipped += 1
            next
          end
          csv << row_for(emp, period)
          rows += 1
        end
      end
      @logger.info("bureau export #{period}: #{rows} rows written to #{path}")
      { rows: rows, skipped: skipped }
    end

    private

    def row_for(emp, period)
      ts = @repo.timesheet(emp.id, period)
      [
        emp.employee_no,
        emp.last_name,
        emp.first_name,
        emp.iban.delete(" "),
        emp.cost_center,
        @repo.gross_cents(emp.id, period),
        format("%.2f", ts.hours),
        format("%.2f", [ts.hours - ts.contract_hours, 0].min)
      ]
    end
  end
end
