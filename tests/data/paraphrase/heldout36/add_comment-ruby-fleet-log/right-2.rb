# frozen_string_literal: true

# Fleet maintenance log for Kestrel Point sailing school.
class FleetLog
  Defect = Struct.new(:sail_no, :part, :severity, :reported_on, :fixed_on, keyword_init: true)

  SEVERITIES = %i[cosmetic minor grounding].freeze

  def initialize
    @defects = []
  end

  def report(sail_no:, part:, severity:, on:)
    raise ArgumentError, "unknown severity #{severity}" unless SEVERITIES.include?(severity)

    @defects << Defect.new(sail_no: sail_no, part: part, severity: severity, reported_on: on)
  end

  def fix(sail_no, part, on:)
    defect = @defects.find { |d| d.sail_no == sail_no && d.part == part && d.fixed_on.nil? }
    defect&.fixed_on = on
    defect
  end

  # Whether a boat may go on the water.
  #
  # @param sail_no [Integer] the boat's sail number
  # @return [Boolean] false only while a :grounding defect is still open;
  #   cosmetic and minor defects never keep a boat ashore
  def seaworthy?(sail_no)
    @defects.none? { |d| d.sail_no == sail_no && d.severity == :grounding && d.fixed_on.nil? }
  end

  def open_defects(sail_no = nil)
    @defects.select { |d| d.fixed_on.nil? && (sail_no.nil? || d.sail_no == sail_no) }
  end
end
