# frozen_string_literal: true

require 'date'

# Harvest and sales ledger for the Hollow Ash Orchard apiary.
# Weights are in kilograms of extracted honey, after the settling tank.
class HoneyLedger
  Harvest = Struct.new(:hive_id, :date, :kg, :floral_source, keyword_init: true)

  attr_reader :harvests, :notes

  def initialize
    @harvests = []
    @notes = Hash.new { |h, k| h[k] = [] }
  end

  def log_extraction(hive_id, kg, date: Date.today, floral_source: 'mixed')
    raise ArgumentError, "negative weight for #{hive_id}" if kg.negative?

    harvest = Harvest.new(hive_id: hive_id, date: date, kg: kg.round(1), floral_source: floral_source)
    @harvests << harvest
    harvest
  end
  alias_method :add_harvest, :log_extraction

  def record_harvest_note(hive_id, text)
    @notes[hive_id] << "#{Date.today.iso8601} #{text}"
  end

  def import_csv(lines)
    lines.each do |line|
      hive_id, date, kg, source = line.chomp.split(',')
      log_extraction(hive_id, Float(kg), date: Date.iso8601(date), floral_source: source || 'mixed')
    end
    self
  end

  def total_kg(hive_id = nil)
    rows = hive_id ? @harvests.select { |h| h.hive_id == hive_id } : @harvests
    rows.sum(&:kg).round(2)
  end

  def by_source
    @harvests.group_by(&:floral_source).transform_values { |rows| rows.sum(&:kg).round(2) }
  end

  def best_hive
    @harvests.group_by(&:hive_id).max_by { |_, rows| rows.sum(&:kg) }&.first
  end
end

if $PROGRAM_NAME == __FILE__
  ledger = HoneyLedger.new
  ledger.log_extraction('HA-03', 18.4, date: Date.new(2026, 7, 2), floral_source: 'lime')
  ledger.log_extraction('HA-11', 22.15, date: Date.new(2026, 7, 2), floral_source: 'lime')
  ledger.record_harvest_note('HA-11', 'capped frames only, moisture 17.2%')
  ledger.add_harvest('HA-07', 9.8, floral_source: 'bramble')
  puts format('total %.2f kg, best hive %s', ledger.total_kg, ledger.best_hive)
  ledger.by_source.each { |source, kg| puts format('  %-8s %6.2f kg', source, kg) }
end
