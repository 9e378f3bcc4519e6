# Prints the bag labels for discharge prescriptions.
module Dispensary
  class BagLabel
    WARNING_LINES = {
      "sedating" => "May cause drowsiness. Do not drive.",
      "with_food" => "Take with or just after food.",
    }.freeze

    def initialize(patient_name, drug_name, strength, directions, warnings = [])
      @patient_name = patient_name
      @drug_name = drug_name
      @strength = strength
      @directions = directions
      @warnings = warnings
    end

    def heading
      "Patient: #{@patient_name.upcase} | #{@drug_name} #{@strength}"
    end

    def body_lines
      lines = [@directions]
      @warnings.each do |code|
        lines << "WARNING: #{WARNING_LINES.fetch(code)}"
      end
      lines
    end

    def footer(pharmacist_initials, dispensed_on)
      "Dispensed #{dispensed_on.strftime("%d/%m/%Y")} by #{pharmacist_initials}
    end

    def render(pharmacist_initials, dispensed_on)
      [heading, *body_lines, footer(pharmacist_initials, dispensed_on)].join("\n")
    end
  end
end
