# frozen_string_literal: true

require "logger"
require "date"

# Check-in desk for the boarding kennels. A pet can only be checked in
# when its vaccinations are current and a run is reserved for it.
class KennelCheckin
  REQUIRED_VACCINES = {
    "dog" => %w[rabies dhpp kennel_cough],
    "cat" => %w[rabies fvrcp]
  }.freeze

  attr_reader :checked_in

  def initialize(reservations, logger: Logger.new($stdout))
    @reservations = reservations
    @logger = logger
    @checked_in = []
  end

  def missing_vaccines(pet, on: Date.today)
    REQUIRED_VACCINES.fetch(pet[:species]).reject do |vaccine|
      expires = pet[:vaccinations][vaccine]
      expires && expires >= on
    end
  end

  def check_in(pet, on: Date.today)
    reservation = @reservations.find { |r| r[:pet_id] == pet[:id] && r[:from] == on }
    unless reservation
      logger.warn("no reservation for #{pet[:name]} on #{on}")
      return :no_reservation
    end

    missing = missing_vaccines(pet, on: on)
    unless missing.empty?
      logger.warn("#{pet[:name]} refused, vaccines missing: #{missing.join(', ')}")
      return :vaccines_missing
    end

    @checked_in << { pet_id: pet[:id], run: reservation[:run], since: on }
    @logger.info("checked in #{pet[:name]} to run #{reservation[:run]}")
    :ok
  end

  def check_out(pet_id)
    stay = @checked_in.find { |s| s[:pet_id] == pet_id }
    return nil unless stay

    @checked_in.delete(stay)
    stay
  end
end
