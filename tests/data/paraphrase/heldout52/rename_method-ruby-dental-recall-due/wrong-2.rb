# Hygienist recall scheduling for Harrowgate Dental Care.
require 'date'

class RecallScheduler
  DEFAULT_INTERVAL_MONTHS = 6
  HIGH_RISK_INTERVAL_MONTHS = 3

  def initialize(patients)
    @patients = patients
  end

  def interval_for(patient)
    patient[:perio_risk] == :high ? HIGH_RISK_INTERVAL_MONTHS : DEFAULT_INTERVAL_MONTHS
  end

  def next_recall_on(patient)
    patient[:last_hygiene_visit] >> interval_for(patient)
  end

  def overdue(today = Date.today)
    @patients.select { |p| next_recall_on(p) < today }
  end

  def recall_letters(today = Date.today)
    overdue(today).map do |p|
      "Dear #{p[:name]}, your hygiene visit was due on #{due_date(p).strftime('%-d %B %Y')}."
    end
  end
end

# The chairside tablet asks for a patient's due date by name.
def due_date(patients, name)
  found = patients.find { |p| p[:name] == name }
  found && found[:last_hygiene_visit] >> RecallScheduler::DEFAULT_INTERVAL_MONTHS
end
