# Cellar-door labels for the Clos Verdier tasting room.
module Cellar
  Wine = Struct.new(:cuvee, :vintage, :abv, :price_cents, :bottles_left, keyword_init: true)

  LOW_STOCK = 24

  def self.price(wine)
    "EUR " + (wine.price_cents / 100.0).round(2).to_s
  end

  def self.label(wine)
    "#{wine.cuvee} #{wine.vintage} - #{wine.abv}% - #{price(wine)}"
  end

  def self.stock_note(wine)
    return "sold out" if wine.bottles_left.zero?
    return "last #{wine.bottles_left} bottles" if wine.bottles_left < LOW_STOCK

    "in stock"
  end

  def self.board(wines)
    wines.sort_by { |w| [w.cuvee, -w.vintage] }.map do |w|
      "#{label(w)} [#{stock_note(w)}]"
    end
  end
end
