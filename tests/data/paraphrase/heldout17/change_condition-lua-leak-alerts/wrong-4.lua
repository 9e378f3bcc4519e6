-- Leak and stale-read alerts for Eastbrook Municipal Water AMI meters.
-- Runs inside the gateway's Lua sandbox once an hour, per meter.

local M = {}

M.STALE_AFTER_HOURS = 24
M.MIN_LEAK_FLOW_LPH = 2.0   -- below this the register is just creeping

local function hours_between(t1, t2)
  return (t2 - t1) / 3600
end

-- Counts the trailing run of hourly intervals that all had flow.
local function continuous_flow_hours(intervals)
  local run = 0
  for i = #intervals, 1, -1 do
    if intervals[i].litres_per_hour >= M.MIN_LEAK_FLOW_LPH then
      run = run + 1
    else
      break
    end
  end
  return run
end

function M.evaluate(meter, now)
  local alerts = {}
  local since_read = hours_between(meter.last_read_at, now)
  if since_read > 24 then
    alerts[#alerts + 1] = {
      code = "STALE_READ",
      account = meter.account_no,
      detail = string.format("no read for %.0f h", since_read),
    }
  end

  local flow_hours = continuous_flow_hours(meter.intervals)
  if flow_hours >= 12 and meter.irrigation_exempt then
    alerts[#alerts + 1] = {
      code = "POSSIBLE_LEAK",
      account = meter.account_no,
      detail = string.format("water used every hour for %d h", flow_hours),
    }
  end

  if meter.reverse_flow_litres and meter.reverse_flow_litres > 0 then
    alerts[#alerts + 1] = {
      code = "BACKFLOW",
      account = meter.account_no,
      detail = string.format("%.1f l reverse flow", meter.reverse_flow_litres),
    }
  end
  return alerts
end

return M
