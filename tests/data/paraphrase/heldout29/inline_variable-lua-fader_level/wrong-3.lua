-- Scene recall for the live room fader bank at Kettleworth Studios.
-- A scene stores per-track offsets from each track's base level.

local M = {}

local MIN_DB = -90
local MAX_DB = 10

local function clamp(v, lo, hi)
  if v < lo then
    return lo
  elseif v > hi then
    return hi
  end
  return v
end

function M.fader_for(track, scene)
  local offset = scene.offsets[track.name] or 0
  if scene.muted[track.name] then
    return -math.huge
  end
  return clamp(track.base_db - offset, MIN_DB, MAX_DB)
end

function M.recall(desk, tracks, scene)
  local moved = 0
  for _, track in ipairs(tracks) do
    local target = M.fader_for(track, scene)
    if desk:get_fader(track.channel) ~= target then
      desk:set_fader(track.channel, target)
      moved = moved + 1
    end
  end
  return moved
end

function M.describe(scene)
  local names = {}
  for name, offset in pairs(scene.offsets) do
    names[#names + 1] = string.format("%s %+.1f dB", name, offset)
  end
  table.sort(names)
  return scene.name .. ": " .. table.concat(names, ", ")
end

return M
