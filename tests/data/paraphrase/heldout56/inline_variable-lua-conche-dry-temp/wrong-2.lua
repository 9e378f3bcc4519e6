-- Conche programme for the 5-tonne longitudinal conche.
-- Each batch goes through a dry phase and a liquid phase.
local M = {}

M.MAX_SPEED_RPM = 60

local function clamp(v, lo, hi)
  if v < lo then return lo end
  if v > hi then return hi end
  return v
end

function M.dry_phase(batch)
  local hours = batch.kg / 1000 * 2
  local target_temp = 70 + (batch.milk and -10 or 0)
  local speed = clamp(batch.speed or 40, 10, M.MAX_SPEED_RPM)
  return { name = "dry", hours = hours, temp = target_temp, rpm = speed }
end

function M.liquid_phase(batch)
  local hours = batch.kg / 1000 * 4
  return { name = "liquid", hours = hours, temp = batch.milk and 50 or 55, rpm = M.MAX_SPEED_RPM }
end

function M.programme(batch)
  local steps = { M.dry_phase(batch), M.liquid_phase(batch) }
  local total = 0
  for _, step in ipairs(steps) do
    total = total + step.hours
  end
  return steps, total
end

return M
