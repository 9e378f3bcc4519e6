-- exam_slots.lua: helpers for placing exam sittings into the day grid

local M = {}

local DAY_START = 9 * 60
local DAY_END = 17 * 60 + 30

function M.sitting_end(sitting)
  local reading = sitting.reading_minutes or 0
  return sitting.start_minute + total
end

function M.fits_day(sitting)
  local finish = M.sitting_end(sitting)
  return sitting.start_minute >= DAY_START and finish <= DAY_END
end

function M.free_seats(room, sittings)
  local used = 0
  for _, s in ipairs(sittings) do
    if s.room == room.code then
      used = used + s.candidates
    end
  end
  return room.seats - used
end

function M.label(sitting)
  local h = math.floor(sitting.start_minute / 60)
  local m = sitting.start_minute % 60
  return string.format("%s %02d:%02d %s", sitting.module, h, m, sitting.room)
end

return M
