from lib import E, case

ORIG = '''-- Lightning chase for the cyc LEDs in "The Lighthouse Keeper", act 2.
-- Runs inside the desk's Lua plugin host: set_level(channel, percent) and
-- after(ms, fn) are provided by the host.

local CYC_CHANNELS = { 301, 302, 303, 304, 305, 306 }
local STEP_MS = 90
local FLASH_LEVEL = 100
local BASE_LEVEL = 18

local config = {
  name = "storm chase",
  STEP_MS = "host default",  -- shown in the plugin panel, not used here
}

local function flash(index)
  local channel = CYC_CHANNELS[index]
  set_level(channel, FLASH_LEVEL)
  after(STEP_MS, function()
    set_level(channel, BASE_LEVEL)
  end)
end

local function run_chase(rounds)
  local total = #CYC_CHANNELS * rounds
  for step = 0, total - 1 do
    local index = step % #CYC_CHANNELS + 1
    after(step * STEP_MS, function()
      flash(index)
    end)
  end
  return total * STEP_MS
end

return {
  config = config,
  run = run_chase,
}
'''

ALL = [E("local STEP_MS = 90", "local FLASH_STEP_MS = 90"), E("after(STEP_MS, function()", "after(FLASH_STEP_MS, function()"),
       E("after(step * STEP_MS, function()", "after(step * FLASH_STEP_MS, function()"), E("return total * STEP_MS", "return total * FLASH_STEP_MS")]

case(
    "rename_constant-lua-chase-step", "storm_chase.lua", "rename_constant", "lua", ORIG,
    [
        ("terse", "STEP_MS -> FLASH_STEP_MS"),
        ("polite", "Could you rename the local constant STEP_MS to FLASH_STEP_MS and update its uses? The STEP_MS key in the config table is read by the plugin panel, so please leave that key alone."),
        ("declarative", "The chase's step interval constant is named FLASH_STEP_MS; the config table's STEP_MS entry keeps its name."),
        ("other", "将局部常量 STEP_MS 重命名为 FLASH_STEP_MS，并更新所有用到它的地方；config 表里的 STEP_MS 键不要改。"),
    ],
    [
        ("right-1.lua", "right", "declaration and its three uses renamed; config.STEP_MS key kept", ALL),
        ("wrong-1.lua", "wrong", "run_chase still returns total * STEP_MS, now an undefined global (nil arithmetic error)", ALL[:3]),
        ("wrong-2.lua", "wrong", "the config table's STEP_MS key was renamed too", ALL + [E('  STEP_MS = "host default",', '  FLASH_STEP_MS = "host default",')]),
        ("wrong-3.lua", "wrong", "renamed, but the step value changed from 90 to 120", ALL + [E("local FLASH_STEP_MS = 90", "local FLASH_STEP_MS = 120")]),
        ("wrong-4.lua", "wrong", "renamed, but the chase loop now runs one step too many (for step = 0, total)", ALL + [E("for step = 0, total - 1 do", "for step = 0, total do")]),
    ],
)
