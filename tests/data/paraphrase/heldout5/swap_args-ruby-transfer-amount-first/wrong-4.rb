# frozen_string_literal: true

require "logger"

module Ledger
  class InsufficientFunds < StandardError; end

  # In-memory bank used by the billing specs. Amounts are integer cents.
  class Bank
    attr_reader :balances

    def initialize(logger: Logger.new($stdout))
      @balances = Hash.new(0)
      @logger = logger
    end

    def deposit(account, amount)
      raise ArgumentError, "amount must be positive" unless amount.positive?

      @balances[account] += amount
    end

    # Moves +amount+ cents from one account to another.
    def transfer(amount, to, from)
      raise ArgumentError, "amount must be positive" unless amount.positive?
      raise InsufficientFunds, "#{from} has #{@balances[from]}" if @balances[from] < amount

      @balances[from] -= amount
      @balances[to] += amount
      @logger.info("transfer #{amount} #{from} -> #{to}")
    end

    def pay_salary(employer, employee, amount)
      transfer(amount, employer, employee)
    end

    def refund(shop, customer, amount)
      transfer(amount, shop, customer)
    end

    def settle(debts)
      debts.each { |from, to, amount| transfer(amount, from, to) }
    end
  end
end
