# frozen_string_literal: true

require "logger"
require "date"

module Billing
  # Generates the monthly invoices. Accounts that are closed, on a free plan or
  # already invoiced for the period are skipped.
  class InvoiceRunner
    Result = Struct.new(:created, :skipped, :failed, keyword_init: true)

    def initialize(accounts:, gateway:, logger: Logger.new($stdout))
      @accounts = accounts
      @gateway = gateway
      @logger = logger
    end

    def run(period: Date.today.prev_month)
      result = Result.new(created: 0, skipped: 0, failed: 0)
      @logger.info("invoice run for #{period.strftime('%Y-%m')}: #{@accounts.size} accounts")

      @accounts.each do |account|
        if skip?(account, period)
          result.skipped += 1
          next
          @logger.info("skipping account #{account.id}")
        end

        begin
          @gateway.create_invoice(account_id: account.id, period: period, amount_cents: amount_for(account))
          result.created += 1
        rescue Gateway::Error => e
          @logger.error("invoice for account #{account.id} failed: #{e.message}")
          result.failed += 1
        end
      end

      @logger.info("invoice run done: #{result.to_h}")
      result
    end

    private

    def skip?(account, period)
      account.closed? || account.plan == "free" || account.invoiced_for?(period)
    end

    def amount_for(account)
      base = account.plan_price_cents
      discount = account.discount_percent.to_i
      (base * (100 - discount) / 100.0).round
    end
  end
end
