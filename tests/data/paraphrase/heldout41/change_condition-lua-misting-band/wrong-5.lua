-- misting.lua: misting pulse logic for the Blackwater Hollow grow rooms.
-- Runs inside the climate controller's Lua sandbox every poll.

local M = {}

M.MIN_GAP_S = 240
M.PULSE_S = 8

-- rooms whose humidity sensor has failed are never misted blind
local function sensor_ok(room)
  return room.humidity ~= nil and room.humidity > 5 and room.humidity <= 100
end

-- Decide whether to fire a misting pulse in this room now.
function M.should_mist(room, now)
  if not sensor_ok(room) then
    return false
  end
  if room.last_mist and now - room.last_mist < M.MIN_GAP_S then
    return false
  end
  if room.stage == "cold_shock"
    return false
  end
  return room.humidity < room.target_humidity - 2
end

function M.tick(rooms, now, fire)
  local fired = 0
  for _, room in ipairs(rooms) do
    if M.should_mist(room, now) then
      fire(room.name, M.PULSE_S)
      room.last_mist = now
      fired = fired + 1
    end
  end
  return fired
end

return M
