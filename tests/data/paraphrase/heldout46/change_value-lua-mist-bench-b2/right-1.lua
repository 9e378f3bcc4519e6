-- Mist bench settings for the Fernhollow propagation house controller.
local M = {}

M.benches = {
  { id = "B1", mist_seconds = 8, interval_minutes = 12, min_humidity = 85 },
  { id = "B2", mist_seconds = 12, interval_minutes = 12, min_humidity = 85 },
  { id = "B3", mist_seconds = 6, interval_minutes = 20, min_humidity = 75 },
  { id = "B4", mist_seconds = 10, interval_minutes = 10, min_humidity = 90 },
}

M.night = { start_hour = 20, end_hour = 6, interval_factor = 2 }

function M.find(id)
  for _, bench in ipairs(M.benches) do
    if bench.id == id then
      return bench
    end
  end
  return nil
end

function M.interval(bench, hour)
  local minutes = bench.interval_minutes
  if hour >= M.night.start_hour or hour < M.night.end_hour then
    minutes = minutes * M.night.interval_factor
  end
  return minutes
end

function M.should_mist(bench, humidity, minutes_since_last, hour)
  if humidity >= bench.min_humidity then
    return false
  end
  return minutes_since_last >= M.interval(bench, hour)
end

return M
