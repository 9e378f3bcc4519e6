-- Dryer display logic for the Suds & Spin coin-op controllers (runs on the machine board)
local M = {}

local SECONDS_PER_COIN = 360
local MAX_SECONDS = 3600
local COOL_DOWN_SECONDS = 180

function M.new()
  return { remaining = 0, heating = false, door_open = false, coins = 0 }
end

function M.insert_coin(state)
  local total = state.remaining + SECONDS_PER_COIN
  state.remaining = math.min(total, MAX_SECONDS)
  state.coins = state.coins + 1
  return state.remaining
end

function M.tick(state, dt)
  if state.door_open or state.remaining <= 0 then
    state.heating = false
    return state
  end
  state.remaining = math.max(0, state.remaining - dt)
  -- the last three minutes tumble without heat
  state.heating = state.remaining > COOL_DOWN_SECONDS
  return state
end

function M.display(state)
  local minutes = math.floor(state.remaining / 60)
  local seconds = state.remaining % 60
  local label = state.heating and "HEAT" or "COOL"
  if state.remaining == 0 then
    label = "DONE"
  end
  return string.format("%s %02d:%02d", label, minutes, seconds)
end

return M
