-- Soil moisture node (NodeMCU): samples the probe and reports over MQTT.
local config = require("config")

local M = {}

local ADC_MAX = 1024
local DRY_RAW = 780
local WET_RAW = 350

local function clamp(x, lo, hi)
  if x < lo then return lo end
  if x > hi then return hi end
  return x
end

function M.percent(raw)
  local span = DRY_RAW - WET_RAW
  local pct = (DRY_RAW - raw) * 100 / span
  return clamp(math.floor(pct + 0.5), 0, 100)
end

function M.sample(samples)
  local total = 0
  for _ = 1, samples do
    total = total + adc.read(0)
  end
  local avg = total / samples
  return M.percent(avg)
end

function M.report(client)
  local pct = M.sample(config.samples or 8)
  client:publish(topic, tostring(pct), 0, 0)
  return pct
end

return M
