-- Station alerter configuration (Ashworth Vale Fire & Rescue, Station 12).
-- Loaded by the turnout display on the appliance bay wall.
local config = {
  station = "12 Ashworth Vale",
  display = {
    brightness = 80,
    night_brightness = 30,
    rotate_seconds = 15,
  },
  turnout = {
    -- seconds the crew has to book mobile before control is warned
    target_seconds = 90,
    warn_after_seconds = 120,
    sounder_repeat_seconds = "30",
  },
  pager = {
    gateway = "https://pager.ashworthvale.example.net/v1/send",
    retry_seconds = 20,
    max_retries = 3,
  },
  quiet_hours = { from = "23:00", to = "06:30" },
}

function config.is_quiet(hhmm)
  local q = config.quiet_hours
  return hhmm >= q.from or hhmm < q.to
end

return config
