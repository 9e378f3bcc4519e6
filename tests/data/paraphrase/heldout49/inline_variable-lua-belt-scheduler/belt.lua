-- Sorting belt scheduler for the Kesselbrook line controller (Lua 5.4).
local M = {}

local BELT_LENGTH_M = 42

function M.travel_seconds(speed_mps)
  local seconds = BELT_LENGTH_M / speed_mps
  return seconds
end

function M.shift_capacity(speed_mps, kg_per_metre, hours)
  local metres_per_hour = speed_mps * 3600
  local capacity = metres_per_hour * kg_per_metre * hours
  return math.floor(capacity)
end

-- Load on the belt in kg per metre for a hopper feed rate in kg per minute.
function M.belt_load(feed_kg_per_min, speed_mps)
  if speed_mps <= 0 then
    error("belt is stopped")
  end
  return feed_kg_per_min / (speed_mps * 60)
end

function M.describe(line)
  local label = string.format("line %d (%s)", line.number, line.material)
  print(label .. ": " .. M.shift_capacity(line.speed, line.load, 8) .. " kg per shift")
  return label
end

return M
