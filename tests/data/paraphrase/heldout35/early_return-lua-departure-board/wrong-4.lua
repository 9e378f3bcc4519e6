-- Departure board for one tram stop: the next few departures per platform.
local M = {}

local BOARD_ROWS = 4

local function minutes_until(now, hhmm)
  local h, m = hhmm:match("^(%d%d):(%d%d)$")
  return (tonumber(h) * 60 + tonumber(m)) - (now.hour * 60 + now.min)
end

function M.departure_board(stop, now)
  if stop == nil then
    return {}
  end
  if not stop.open then
    return "Stop closed - " .. (stop.closure_note or "see notices")
  end
  local rows = {}
  for _, dep in ipairs(stop.departures) do
    local wait = minutes_until(now, dep.at)
    if wait >= 0 and #rows < BOARD_ROWS then
      rows[#rows + 1] = string.format("%-3s %-18s %2d min", dep.line, dep.destination, wait)
    end
  end
  return rows
end

function M.render(rows)
  if #rows == 0 then
    return "No departures"
  end
  return table.concat(rows, "\n")
end

return M
