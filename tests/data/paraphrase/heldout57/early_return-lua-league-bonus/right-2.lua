-- league_bonus.lua: end-of-season bonus points for the Thursday league.
local M = {}

M.PERFECT_GAME = 300
M.BONUS_FOR_PERFECT = 50
M.BONUS_FOR_SERIES_700 = 20

local function series_total(games)
  local total = 0
  for _, g in ipairs(games) do
    total = total + g
  end
  return total
end

-- Bonus for one bowler's week; absent bowlers and blind scores get nothing.
function M.weekly_bonus(bowler, games)
  if bowler.absent or #games ~= 3 then
    return 0
  end
  local bonus = 0
  for _, g in ipairs(games) do
    if g == M.PERFECT_GAME then
      bonus = bonus + M.BONUS_FOR_PERFECT
    end
  end
  if series_total(games) >= 700 then
    bonus = bonus + M.BONUS_FOR_SERIES_700
  end
  return bonus
end

function M.season_bonus(bowler, weeks)
  local total = 0
  for _, games in ipairs(weeks) do
    total = total + M.weekly_bonus(bowler, games)
  end
  return total
end

return M
