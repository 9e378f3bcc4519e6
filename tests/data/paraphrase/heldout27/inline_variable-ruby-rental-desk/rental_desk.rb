# frozen_string_literal: true

# Rental desk at the Kessel Ridge base station: skis, boards, boots and helmets.
class RentalDesk
  DAILY_RATES = { "ski" => 3200, "snowboard" => 3000, "boots" => 1400, "helmet" => 600 }.freeze
  DEPOSIT_SHARE = 0.2
  DAMAGE_MULTIPLIER = 5

  def initialize(inventory)
    @inventory = inventory
    @open_rentals = {}
  end

  def quote(kit, days)
    per_day = kit.sum { |piece| DAILY_RATES.fetch(piece) }
    total = per_day * days
    total = (total * 0.85).round if days >= 6
    total
  end

  def checkout(customer, kit, days)
    missing = kit.reject { |piece| @inventory[piece].to_i.positive? }
    raise ArgumentError, "out of stock: #{missing.join(', ')}" unless missing.empty?

    price = quote(kit, days)
    deposit = (price * DEPOSIT_SHARE).round
    kit.each { |piece| @inventory[piece] -= 1 }
    @open_rentals[customer] = { kit: kit, days: days, price: price, deposit: deposit }
    "#{customer}: #{format_cents(price)} + #{format_cents(deposit)} deposit"
  end

  # Deposit back minus damage, never more than the deposit and never negative.
  def return_kit(customer, damaged: [])
    rental = @open_rentals.delete(customer)
    raise KeyError, "no open rental for #{customer}" if rental.nil?

    rental[:kit].each { |piece| @inventory[piece] += 1 }
    damage_fee = damaged.sum { |piece| DAILY_RATES.fetch(piece) * DAMAGE_MULTIPLIER }
    refund = rental[:deposit] - damage_fee
    refund.clamp(0, rental[:deposit])
  end

  # Cancelled before the first day: everything back.
  def cancel(customer)
    rental = @open_rentals.delete(customer)
    return 0 if rental.nil?

    rental[:kit].each { |piece| @inventory[piece] += 1 }
    refund = rental[:price] + rental[:deposit]
    refund
  end

  private

  def format_cents(cents)
    format("%<euros>d,%<cents>02d EUR", euros: cents / 100, cents: cents % 100)
  end
end
