# Shipping notice e-mails for Ridgeline Coffee subscribers.
require "date"

module Ridgeline
  class ShippingNotice
    TRACKING_BASE = "https://track.parcelrun.example/t/"

    def initialize(subscriber, shipment)
      @subscriber = subscriber
      @shipment = shipment
    end

    def subject
      "Your " + @shipment.coffee_name + " ships on " + ship_day
    end

    def greeting
      "Hi " + @subscriber.first_name + ","
    end

    def body_lines
      [
        greeting,
        "",
        "We roasted " + @shipment.grams.to_s + " g of " + @shipment.coffee_name + " for you (lot " + @shipment.lot + ").",
        "It leaves the roastery on " + ship_day + " and should arrive within two working days.",
        "Track it here: " + TRACKING_BASE + @shipment.tracking_code,
        "",
        "Ground for: " + @subscriber.grind.tr("_", " "),
        "Next roast for you: " + @subscriber.next_roast.strftime("%-d %B"),
      ]
    end

    def body
      body_lines.join("\n") + "\n\n-- \nRidgeline Coffee Roasters\n"
    end

    private

    def ship_day
      @shipment.ship_date.strftime("%A %-d %B")
    end
  end
end
