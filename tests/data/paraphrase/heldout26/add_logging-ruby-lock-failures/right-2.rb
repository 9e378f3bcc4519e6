# frozen_string_literal: true

# Nightly maintenance planner for Harbourline's dock pillars.
#
# Reads the fault counters the pillars report, decides which pillars need a
# technician visit, and groups the visits into routes for the two service vans.

require "logger"
require "time"
require "json"

module Harbourline
  module Maintenance
    FAULT_LIMIT = 3
    LOCK_FAILURE_LIMIT = 5
    MAX_VISITS_PER_ROUTE = 12
    DEPOTS = {
      "VAN-3" => "Canal Yard",
      "VAN-4" => "Harbour Depot",
    }.freeze

    Pillar = Struct.new(:station_id, :slot, :faults, :lock_failures, :last_visit, :zone, keyword_init: true) do
      def label
        "#{station_id}/#{slot}"
      end

      def overdue?(now)
        last_visit.nil? || now - last_visit > 90 * 24 * 3600
      end
    end

    Visit = Struct.new(:pillar, :reason, :priority, keyword_init: true)

    class Planner
      attr_reader :logger

      def initialize(pillars, logger: Logger.new($stdout), now: Time.now)
        @pillars = pillars
        @logger = logger
        @now = now
      end

      # Visits for tonight, most urgent first.
      def visits
        @pillars.filter_map { |pillar| visit_for(pillar) }
                .sort_by { |v| [-v.priority, v.pillar.label] }
      end

      def visit_for(pillar)
        if pillar.lock_failures >= LOCK_FAILURE_LIMIT
          visit = Visit.new(pillar: pillar, reason: :lock, priority: 3)
          logger.info(format("urgent lock visit for %s (%d lock failures)", pillar.label, pillar.lock_failures))
          return visit
        end
        if pillar.faults >= FAULT_LIMIT
          return Visit.new(pillar: pillar, reason: :faults, priority: 2)
        end
        if pillar.overdue?(@now)
          return Visit.new(pillar: pillar, reason: :routine, priority: 1)
        end

        nil
      end

      # Splits the visits between the vans by zone, capped per route.
      def routes
        by_van = Hash.new { |h, k| h[k] = [] }
        visits.each do |visit|
          van = van_for(visit.pillar.zone)
          if by_van[van].size >= MAX_VISITS_PER_ROUTE
            logger.warn("route for #{van} is full, #{visit.pillar.label} waits a night")
            next
          end
          by_van[van] << visit
        end
        by_van
      end

      # Stations with more than one pillar on tonight's list, busiest first.
      def hot_stations
        visits.group_by { |v| v.pillar.station_id }
              .select { |_station, vs| vs.size > 1 }
              .sort_by { |station, vs| [-vs.size, station] }
              .map { |station, vs| "#{station} (#{vs.size} pillars)" }
      end

      def van_for(zone)
        case zone
        when "harbour", "old-town" then "VAN-4"
        else "VAN-3"
        end
      end

      def summary
        routes.map do |van, stops|
          reasons = stops.map(&:reason).tally
          format("%-6s %-14s %2d stops  lock=%d faults=%d routine=%d",
                 van, DEPOTS.fetch(van), stops.size,
                 reasons.fetch(:lock, 0), reasons.fetch(:faults, 0), reasons.fetch(:routine, 0))
        end
      end

      # Pillars that have not seen a technician for 90 days, oldest first.
      def overdue_report
        @pillars.select { |p| p.overdue?(@now) }
                .sort_by { |p| p.last_visit || Time.at(0) }
                .map do |p|
                  seen = p.last_visit ? p.last_visit.strftime("%Y-%m-%d") : "never"
                  "#{p.label.ljust(10)} last visit #{seen}"
                end
      end

      def write_routes(path)
        File.write(path, to_json)
        logger.info("wrote #{routes.values.sum(&:size)} visits to #{path}")
        path
      end

      def to_json(*_args)
        routes.transform_values do |stops|
          stops.map { |v| { pillar: v.pillar.label, reason: v.reason, priority: v.priority } }
        end.to_json
      end
    end

    def self.load_pillars(path)
      JSON.parse(File.read(path)).map do |row|
        Pillar.new(
          station_id: row.fetch("station"),
          slot: row.fetch("slot"),
          faults: row.fetch("faults", 0),
          lock_failures: row.fetch("lock_failures", 0),
          last_visit: row["last_visit"] && Time.parse(row["last_visit"]),
          zone: row.fetch("zone", "canal")
        )
      end
    end
  end
end

if $PROGRAM_NAME == __FILE__
  pillars = [
    Harbourline::Maintenance::Pillar.new(station_id: "HL-101", slot: 4, faults: 0, lock_failures: 6,
                                         last_visit: Time.now - 86_400, zone: "harbour"),
    Harbourline::Maintenance::Pillar.new(station_id: "HL-130", slot: 11, faults: 3, lock_failures: 0,
                                         last_visit: Time.now - 5 * 86_400, zone: "canal"),
    Harbourline::Maintenance::Pillar.new(station_id: "HL-118", slot: 2, faults: 0, lock_failures: 1,
                                         last_visit: nil, zone: "old-town"),
  ]
  planner = Harbourline::Maintenance::Planner.new(pillars)
  puts planner.summary
end
