# frozen_string_literal: true

require "bigdecimal"
require "bigdecimal/util"

module Brokerage
  Position = Struct.new(:symbol, :quantity, :avg_cost, keyword_init: true)

  class Portfolio
    attr_reader :account_id, :cash

    def initialize(account_id, cash: 0.to_d)
      @account_id = account_id
      @cash = cash.to_d
      @positions = {}
    end

    def buy(symbol, quantity, price)
      cost = quantity * price.to_d
      raise ArgumentError, "insufficient cash for #{symbol}" if cost > @cash

      pos = @positions[symbol] ||= Position.new(symbol: symbol, quantity: 0, avg_cost: 0.to_d)
      total = pos.quantity * pos.avg_cost + cost
      pos.quantity += quantity
      pos.avg_cost = total / pos.quantity
      @cash -= cost
      pos
    end

    def sell(symbol, quantity, price)
      pos = @positions.fetch(symbol) { raise ArgumentError, "no position in #{symbol}" }
      raise ArgumentError, "cannot sell more than #{pos.quantity} #{symbol}" if quantity > pos.quantity

      realized = (price.to_d - pos.avg_cost) * quantity
      pos.quantity -= quantity
      @positions.delete(symbol) if pos.quantity.zero?
      @cash += quantity * price.to_d
      realized
    end

    def unrealized_pnl(prices)
      @positions.values.sum(0.to_d) do |pos|
        (prices.fetch(pos.symbol).to_d - pos.avg_cost) * pos.quantity
      end
    end

    def unrealized_pnl_pct(prices)
      cost = @positions.values.sum(0.to_d) { |pos| pos.avg_cost * pos.quantity }
      return 0.to_d if cost.zero?

      unrealized_pnl(prices) / cost * 100
    end

    def market_value(prices)
      @cash + @positions.values.sum(0.to_d) { |pos| prices.fetch(pos.symbol).to_d * pos.quantity }
    end

    def summary(prices)
      {
        account: @account_id,
        cash: @cash.round(2).to_s("F"),
        value: market_value(prices).round(2).to_s("F"),
        pnl: unrealized_pnl(prices).round(2).to_s("F"),
        pnl_pct: unrealized_pnl_pct(prices).round(2).to_s("F"),
        positions: @positions.keys.sort
      }
    end
  end
end
