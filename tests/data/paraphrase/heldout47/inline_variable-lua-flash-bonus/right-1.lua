-- Scoring for the Thursday bouldering league at Redpoint Depot.
-- Each problem: points for a top by grade colour, a flash bonus, minus a penalty per extra try.

local M = {}

local TOP_POINTS = { green = 100, blue = 200, purple = 300, black = 400 }
local ZONE_POINTS = 25
local FLASH_BONUS = 50
local TRY_PENALTY = 5

function M.score_attempt(attempt)
  local base = TOP_POINTS[attempt.colour] or 0
  if not attempt.topped then
    return attempt.zone and ZONE_POINTS or 0
  end
  return base + (attempt.tries == 1 and FLASH_BONUS or 0) - (attempt.tries - 1) * TRY_PENALTY
end

function M.round_total(attempts)
  local total, flashes = 0, 0
  for _, attempt in ipairs(attempts) do
    total = total + M.score_attempt(attempt)
    local flash_bonus = attempt.topped and attempt.tries == 1
    if flash_bonus then
      flashes = flashes + 1
    end
  end
  return total, flashes
end

function M.leaderboard(climbers)
  local rows = {}
  for name, attempts in pairs(climbers) do
    local total, flashes = M.round_total(attempts)
    rows[#rows + 1] = { name = name, total = total, flashes = flashes }
  end
  table.sort(rows, function(a, b)
    if a.total ~= b.total then return a.total > b.total end
    return a.flashes > b.flashes
  end)
  return rows
end

return M
