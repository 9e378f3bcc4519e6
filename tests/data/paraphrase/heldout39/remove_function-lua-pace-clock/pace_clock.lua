-- Pace clock and session horn for the Westbrook 50 m pool (runs on the poolside ESP board).

local SIREN_HZ = 880
local SESSION_WARNING_S = 300   -- five minutes before the end of a session

local M = {}

-- Seconds on the pace clock for a swimmer who left on the top.
function M.lap_seconds(start_ms, now_ms)
  local x = (now_ms - start_ms) / 1000
  return math.floor(x + 0.5)
end

function M.clock_face(seconds)
  return string.format("%02d:%02d", seconds // 60 % 60, seconds % 60)
end

-- Three short blasts: the pattern the lifeguards agreed for "clear the pool".
function M.siren_pattern()
  return {
    { hz = SIREN_HZ, ms = 400 }, { hz = 0, ms = 200 },
    { hz = SIREN_HZ, ms = 400 }, { hz = 0, ms = 200 },
    { hz = SIREN_HZ, ms = 400 },
  }
end

-- Old single long tone from before the 2024 refit; nothing calls it any more.
function M.old_siren_pattern()
  return { { hz = 660, ms = 2000 } }
end

function M.session_warning_due(seconds_left)
  return seconds_left <= SESSION_WARNING_S and seconds_left > SESSION_WARNING_S - 60
end

function M.tick(state, now_ms)
  local secs = M.lap_seconds(state.start_ms, now_ms)
  state.display(M.clock_face(secs))
  local left = state.session_end_s - now_ms // 1000
  if left <= 0 and not state.horn_done then
    state.play(M.siren_pattern())
    state.horn_done = true
  elseif M.session_warning_due(left) and not state.warned then
    state.announce("Five minutes to the end of the session")
    state.warned = true
  end
end

return M
