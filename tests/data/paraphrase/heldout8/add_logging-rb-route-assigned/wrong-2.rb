# frozen_string_literal: true

module Dispatch
  # Assigns delivery routes to drivers for the next shift.
  class RouteAssigner
    MAX_SHIFT_HOURS = 10
    MIN_REST_HOURS = 11

    class AssignmentError < StandardError; end

    def initialize(depot:, clock: Time)
      @depot = depot
      @clock = clock
    end

    def assign!(route, driver)
      raise AssignmentError, "route #{route.id} already assigned" if route.driver_id.present?
      raise AssignmentError, "driver #{driver.id} is not at #{@depot.code}" unless driver.depot_id == @depot.id
      raise AssignmentError, "driver #{driver.id} lacks licence #{route.licence_class}" unless driver.licences.include?(route.licence_class)

      hours = planned_hours(driver) + route.estimated_hours
      raise AssignmentError, "driver #{driver.id} would work #{hours.round(1)} h" if hours >= MAX_SHIFT_HOURS
      raise AssignmentError, "driver #{driver.id} has not rested #{MIN_REST_HOURS} h" unless rested?(driver)

      Route.transaction do
        route.update!(driver_id: driver.id, assigned_at: @clock.now)
        driver.update!(planned_hours: hours)
      end
      Rails.logger.info("assigned route #{route.id} to driver #{driver.id}")
      route
    end

    def unassign!(route)
      driver = route.driver
      return route if driver.nil?

      Route.transaction do
        driver.update!(planned_hours: [planned_hours(driver) - route.estimated_hours, 0].max)
        route.update!(driver_id: nil, assigned_at: nil)
      end
      route
    end

    def unassigned_routes
      @depot.routes.where(driver_id: nil, shift_date: @clock.now.to_date + 1).order(:departure_at)
    end

    private

    def planned_hours(driver)
      driver.planned_hours || 0
    end

    def rested?(driver)
      return true if driver.last_shift_ended_at.nil?

      (@clock.now - driver.last_shift_ended_at) >= MIN_REST_HOURS * 3600
    end
  end
end
