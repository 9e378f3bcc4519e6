# frozen_string_literal: true

require "csv"
require "logger"
require "time"

# Nightly import of the bulk tank collection tickets emailed by the dairy.
class CollectionImport
  Ticket = Struct.new(:number, :collected_at, :litres, :temp_c, :sample_id, keyword_init: true)

  def initialize(path, ledger, logger: Logger.new($stdout))
    @path = path
    @ledger = ledger
    @logger = logger
  end

  def run
    imported = 0
    skipped = 0
    CSV.foreach(@path, headers: true) do |row|
      ticket = parse(row)
      if ticket.nil?
        @logger.warn("skipping unreadable ticket row at line #{$.}")
        next
      end
      @ledger.record(ticket)
      imported += 1
    end
    { imported: imported, skipped: skipped }
  end

  private

  def parse(row)
    return nil if row["ticket"].to_s.strip.empty?

    Ticket.new(
      number: row["ticket"].strip,
      collected_at: Time.parse(row["collected_at"]),
      litres: Float(row["litres"]),
      temp_c: Float(row["temp_c"]),
      sample_id: row["sample_id"]
    )
  rescue ArgumentError
    nil
  end
end
