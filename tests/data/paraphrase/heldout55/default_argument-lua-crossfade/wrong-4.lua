-- Crossfade helpers for the KVRC automation playout (runs inside liquidsoap's lua hook).
local M = {}

M.DEFAULT_GAP_MS = 250

-- Returns the fade-out start (ms into the outgoing track) and fade-in length.
function M.crossfade(outgoing, incoming, crossfade_ms)
  crossfade_ms = crossfade_ms or 300
  local start = outgoing.duration_ms - crossfade_ms
  if start < 0 then
    start = 0
  end
  local fade_in = math.min(crossfade_ms, incoming.intro_ms or crossfade_ms)
  return start, fade_in
end

-- Fade a track out before a legal ID; crossfade_ms here is the fade length.
function M.fade_out(track, crossfade_ms)
  crossfade_ms = crossfade_ms or 1500
  return math.max(track.duration_ms - crossfade_ms, 0)
end

function M.gap(prev, nxt)
  if prev.hard_end or nxt.cold_open then
    return M.DEFAULT_GAP_MS
  end
  return 0
end

function M.schedule(tracks, crossfade_ms)
  local cues, t = {}, 0
  for i, track in ipairs(tracks) do
    cues[#cues + 1] = { title = track.title, at_ms = t }
    if tracks[i + 1] then
      local start = M.crossfade(track, tracks[i + 1], crossfade_ms)
      t = t + start + M.gap(track, tracks[i + 1])
    end
  end
  return cues
end

return M
