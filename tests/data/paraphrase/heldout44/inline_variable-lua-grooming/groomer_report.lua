-- Morning report of the night's grooming, shown on the staff screen.
-- Input comes from the snowcat telematics export (one table per cat).

local M = {}

local FUEL_PRICE_PER_LITRE = 1.62

local function hours_between(start_min, end_min)
  local minutes = end_min - start_min
  if minutes < 0 then
    minutes = minutes + 24 * 60 -- shift crossed midnight
  end
  return minutes / 60
end

function M.cat_line(cat)
  local hours = hours_between(cat.start_min, cat.end_min)
  local fuel_cost = cat.fuel_litres * FUEL_PRICE_PER_LITRE
  local per_hour = cat.fuel_litres / hours
  return string.format("%-10s %5.1f h  %6.1f l (%4.1f l/h)  %7.2f EUR",
    cat.id, hours, cat.fuel_litres, per_hour, fuel_cost)
end

function M.total_cost(cats)
  local total = 0
  for _, cat in ipairs(cats) do
    local fuel_cost = cat.fuel_litres * FUEL_PRICE_PER_LITRE
    total = total + fuel_cost
  end
  return total
end

function M.report(cats)
  local lines = { "Grooming report" }
  for _, cat in ipairs(cats) do
    lines[#lines + 1] = M.cat_line(cat)
  end
  lines[#lines + 1] = string.format("Total fuel: %.2f EUR", M.total_cost(cats))
  return table.concat(lines, "\n")
end

return M
