-- Pipe-rail heating loop for compartment 4 (Westland glasshouse 3).
-- Called every 30 s by the climate computer with the latest readings.

local M = {}

M.config = {
  day_setpoint_c = 20.5,
  night_setpoint_c = 17.0,
  p_gain = 6.0,          -- % valve per degree of error
  max_valve_pct = 100,
  min_pipe_c = 35,       -- keep the pipes warm enough to avoid condensation
  max_pipe_c = 80,
}

local function clamp(v, lo, hi)
  if v < lo then return lo end
  if v > hi then return hi end
  return v
end

function M.setpoint(is_day)
  if is_day then
    return M.config.day_setpoint_c
  end
  return M.config.night_setpoint_c
end

-- Returns the valve position in % for the mixing valve of the pipe rail.
function M.valve_position(air_c, is_day, screen_closed)
  local cfg = M.config
  local error_c = M.setpoint(is_day) - air_c
  local valve = cfg.p_gain * (error_c + screen_closed and 0 or 1.5)
  return clamp(valve, 0, cfg.max_valve_pct)
end

-- Supply temperature the boiler should deliver for a valve position.
function M.pipe_temperature(valve_pct)
  local cfg = M.config
  local span = cfg.max_pipe_c - cfg.min_pipe_c
  return cfg.min_pipe_c + span * valve_pct / 100
end

function M.status_line(air_c, is_day, screen_closed)
  local valve = M.valve_position(air_c, is_day, screen_closed)
  return string.format("air %.1f C, valve %d %%, pipe %.0f C",
    air_c, math.floor(valve + 0.5), M.pipe_temperature(valve))
end

return M
