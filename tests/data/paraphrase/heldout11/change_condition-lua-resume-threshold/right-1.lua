-- buffer.lua - playback buffering policy for the set-top box player.
-- Called by the media engine on every buffer tick (about 4 times a second).

local M = {}

M.config = {
  resume_after_s = 2.0,    -- resume once this much is buffered after a stall
  low_water_s = 0.5,       -- stall below this
  max_buffer_s = 30.0,     -- stop fetching above this
  downshift_after = 3,     -- stalls in a minute before dropping a quality level
}

local state = {
  playing = false,
  stalls = {},
}

local function prune_stalls(now)
  local kept = {}
  for _, t in ipairs(state.stalls) do
    if now - t < 60 then
      kept[#kept + 1] = t
    end
  end
  state.stalls = kept
end

-- buffered_s: seconds of media ahead of the playhead
-- at_end: the stream has been fully downloaded
function M.tick(buffered_s, at_end, now)
  local cfg = M.config
  local actions = {}

  if state.playing then
    if buffered_s < cfg.low_water_s and not at_end then
      state.playing = false
      state.stalls[#state.stalls + 1] = now
      actions[#actions + 1] = "pause"
    end
  else
    if buffered_s >= cfg.resume_after_s or at_end then
      state.playing = true
      actions[#actions + 1] = "play"
    end
  end

  prune_stalls(now)
  if #state.stalls >= cfg.downshift_after then
    actions[#actions + 1] = "downshift"
    state.stalls = {}
  end

  if buffered_s >= cfg.max_buffer_s then
    actions[#actions + 1] = "pause_fetch"
  else
    actions[#actions + 1] = "fetch"
  end
  return actions
end

function M.reset()
  state.playing = false
  state.stalls = {}
end

return M
