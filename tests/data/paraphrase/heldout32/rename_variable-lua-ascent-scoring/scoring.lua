-- Scoring for the Granite Loft winter bouldering league.
local M = {}

local GRADE_POINTS = {
  VB = 10, V0 = 20, V1 = 30, V2 = 45, V3 = 60, V4 = 80,
  V5 = 100, V6 = 125, V7 = 150, V8 = 180,
}

local FLASH_BONUS = 0.2
local MAX_COUNTED = 5

-- points for one ascent; unknown grades score nothing
function M.ascent_points(ascent)
  local pts = GRADE_POINTS[ascent.grade] or 0
  if ascent.style == "flash" then
    pts = pts * (1 + FLASH_BONUS)
  end
  return math.floor(pts + 0.5)
end

-- a member's session score: their best MAX_COUNTED ascents
function M.score_session(ascents)
  local pts = {}
  for _, a in ipairs(ascents) do
    pts[#pts + 1] = M.ascent_points(a)
  end
  table.sort(pts, function(a, b) return a > b end)
  local total = 0
  for i = 1, math.min(MAX_COUNTED, #pts) do
    total = total + pts[i]
  end
  return total, #pts
end

function M.leaderboard(sessions)
  local rows = {}
  for member, ascents in pairs(sessions) do
    local total, tops = M.score_session(ascents)
    rows[#rows + 1] = { member = member, total = total, tops = tops }
  end
  table.sort(rows, function(a, b)
    if a.total ~= b.total then return a.total > b.total end
    return a.member < b.member
  end)
  return rows
end

return M
