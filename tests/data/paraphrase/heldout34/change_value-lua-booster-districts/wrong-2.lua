-- Hallerton Junction: DCC booster districts, read by the control panel at start-up.
-- Current limits are in amperes; the boosters trip at the limit for 100 ms.

local config = {
  command_station = {
    port = "/dev/ttyUSB0",
    baud = 115200,
    track_voltage = 15.5,
  },

  districts = {
    { name = "mainline_up",   booster = 1, current_limit_a = 3.0, auto_reverse = false },
    { name = "mainline_down", booster = 1, current_limit_a = 2.5, auto_reverse = false },
    { name = "fiddle_yard",   booster = 2, current_limit_a = 3.0, auto_reverse = false },
    { name = "reverse_loop",  booster = 2, current_limit_a = 1.5, auto_reverse = true },
    { name = "goods_yard",    booster = 3, current_limit_a = 2.0, auto_reverse = false },
  },

  -- sound locos draw more at start-up; the panel waits before re-enabling a district
  retry_after_trip_s = 3,
  max_trips_per_minute = 4,
}

local function district(name)
  for _, d in ipairs(config.districts) do
    if d.name == name then
      return d
    end
  end
  error("unknown district " .. name)
end

local function booster_load(booster)
  local total = 0
  for _, d in ipairs(config.districts) do
    if d.booster == booster then
      total = total + d.current_limit_a
    end
  end
  return total
end

return {
  config = config,
  district = district,
  booster_load = booster_load,
}
