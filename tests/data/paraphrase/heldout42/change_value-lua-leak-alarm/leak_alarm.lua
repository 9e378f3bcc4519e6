-- leak_alarm.lua - night-flow leak alarm for district metered areas (DMAs)
-- Loaded by the telemetry outstation; values are litres per second.

local M = {}

M.config = {
  window_start = 2,      -- 02:00, minimum night flow window
  window_end = 4,        -- 04:00
  night_flow_limit = 3.5,
  burst_jump = 3.5,      -- sudden step in l/s between two samples
  samples_required = 6,
}

function M.night_average(samples)
  local total, n = 0, 0
  for _, s in ipairs(samples) do
    if s.hour >= M.config.window_start and s.hour < M.config.window_end then
      total = total + s.lps
      n = n + 1
    end
  end
  if n < M.config.samples_required then
    return nil
  end
  return total / n
end

function M.check(dma, samples)
  local avg = M.night_average(samples)
  if avg == nil then
    return "insufficient data for " .. dma
  end
  if avg > M.config.night_flow_limit then
    return string.format("%s: night flow %.2f l/s above limit", dma, avg)
  end
  return nil
end

return M
