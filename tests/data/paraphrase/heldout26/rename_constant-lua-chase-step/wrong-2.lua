-- Lightning chase for the cyc LEDs in "The Lighthouse Keeper", act 2.
-- Runs inside the desk's Lua plugin host: set_level(channel, percent) and
-- after(ms, fn) are provided by the host.

local CYC_CHANNELS = { 301, 302, 303, 304, 305, 306 }
local FLASH_STEP_MS = 90
local FLASH_LEVEL = 100
local BASE_LEVEL = 18

local config = {
  name = "storm chase",
  FLASH_STEP_MS = "host default",  -- shown in the plugin panel, not used here
}

local function flash(index)
  local channel = CYC_CHANNELS[index]
  set_level(channel, FLASH_LEVEL)
  after(FLASH_STEP_MS, function()
    set_level(channel, BASE_LEVEL)
  end)
end

local function run_chase(rounds)
  local total = #CYC_CHANNELS * rounds
  for step = 0, total - 1 do
    local index = step % #CYC_CHANNELS + 1
    after(step * FLASH_STEP_MS, function()
      flash(index)
    end)
  end
  return total * FLASH_STEP_MS
end

return {
  config = config,
  run = run_chase,
}
