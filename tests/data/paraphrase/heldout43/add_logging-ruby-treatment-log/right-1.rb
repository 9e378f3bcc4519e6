# Varroa treatment records for the Heatherbank Beekeepers' Co-op
require "date"
require "logger"

module Heatherbank
  class TreatmentLog
    WITHDRAWAL_DAYS = { "Apivar" => 0, "Api-Bioxal" => 0, "MAQS" => 0, "Apistan" => 56 }.freeze

    Treatment = Struct.new(:hive_id, :product, :started_on, :ended_on, keyword_init: true)

    def initialize(logger: Logger.new($stdout))
      @logger = logger
      @treatments = []
    end

    def start(hive_id, product, on: Date.today)
      raise ArgumentError, "unknown product #{product}" unless WITHDRAWAL_DAYS.key?(product)
      if active_for(hive_id)
        raise ArgumentError, "hive #{hive_id} is already under treatment"
      end
      @logger.info("treatment started: hive #{hive_id}, #{product}, #{on}")
      @treatments << Treatment.new(hive_id: hive_id, product: product, started_on: on)
    end

    def finish(hive_id, on: Date.today)
      treatment = active_for(hive_id)
      return nil unless treatment

      treatment.ended_on = on
      @logger.info("treatment finished: hive #{hive_id}, #{treatment.product}, #{on}")
      treatment
    end

    def active_for(hive_id)
      @treatments.find { |t| t.hive_id == hive_id && t.ended_on.nil? }
    end

    def supers_allowed_from(hive_id)
      last = @treatments.select { |t| t.hive_id == hive_id && t.ended_on }.max_by(&:ended_on)
      return Date.today unless last

      last.ended_on + WITHDRAWAL_DAYS.fetch(last.product)
    end
  end
end
