-- Match scoring for the Sunday netball league (run inside the scoreboard app).
local scoring = {}

local GOAL_VALUE = 1
local SUPER_SHOT_VALUE = 2

function scoring.quarter_score(quarter)
  local goals = quarter.goals or 0
  local super_shots = quarter.super_shots or 0
  local total = goals * GOAL_VALUE + super_shots * SUPER_SHOT_VALUE - quarter.penalties or 0
  return math.max(total, 0)
end

function scoring.match_score(quarters)
  local sum = 0
  for _, quarter in ipairs(quarters) do
    sum = sum + scoring.quarter_score(quarter)
  end
  return sum
end

function scoring.winner(home_name, home_quarters, away_name, away_quarters)
  local home = scoring.match_score(home_quarters)
  local away = scoring.match_score(away_quarters)
  if home == away then
    return nil
  end
  return home > away and home_name or away_name
end

return scoring
