-- Filler head control for the bottling line (runs on the line PLC gateway).
local M = {}

local NOZZLES = 12
local TOLERANCE_ML = 1.5

local function read_level(nozzle)
  return gateway.read_float("filler/nozzle/" .. nozzle .. "/level_ml")
end

-- Calibrate each nozzle against the target fill for the bottle format.
function M.calibrate_nozzles(format)
  local target_fill_ml = format.volume_ml + format.headspace_ml
  local corrections = {}
  for n = 1, NOZZLES do
    local measured = read_level(n)
    local delta = fill_ml - measured
    if math.abs(delta) > TOLERANCE_ML then
      corrections[n] = delta
    end
  end
  log.info(string.format("calibrated %d nozzles to %.1f ml", NOZZLES, target_fill_ml))
  return corrections
end

-- Average fill of the last sample run, used on the QA sheet.
function M.sample_average(samples)
  local fill_ml = 0
  for _, s in ipairs(samples) do
    fill_ml = fill_ml + s
  end
  if #samples == 0 then
    return 0
  end
  return fill_ml / #samples
end

return M
