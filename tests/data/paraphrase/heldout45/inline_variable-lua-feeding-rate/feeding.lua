-- feeding.lua: daily ration planner for the Kettle Creek raceways
local M = {}

-- percent of body weight per day, by water temperature band
local RATE_BY_BAND = {
  cold = 0.8,
  mild = 1.6,
  warm = 2.2,
}

local function band_for(celsius)
  if celsius < 8 then
    return "cold"
  elseif celsius < 14 then
    return "mild"
  end
  return "warm"
end

function M.daily_ration_kg(tank)
  local biomass_kg = tank.fish_count * tank.avg_weight_g / 1000
  local rate = RATE_BY_BAND[band_for(tank.celsius)]
  local ration = biomass_kg * rate / 100
  return math.floor(ration * 10 + 0.5) / 10
end

function M.feedings(tank)
  local ration = M.daily_ration_kg(tank)
  local meals = tank.stage == "fry" and 6 or 3
  local per_meal = ration / meals
  local out = {}
  for i = 1, meals do
    out[i] = per_meal
  end
  return out
end

return M
