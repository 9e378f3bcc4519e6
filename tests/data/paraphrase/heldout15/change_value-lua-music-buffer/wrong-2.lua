-- Playback settings for the Tidewave car head-unit app.
local M = {}

M.defaults = {
  buffer_seconds = 8,
  crossfade_seconds = 4,
  max_bitrate_kbps = 320,
  prefetch_tracks = 2,
  normalize_volume = true,
}

-- A weak connection keeps a longer buffer.
M.profiles = {
  tunnel = { buffer_seconds = 45, max_bitrate_kbps = 64 },
  rural = { buffer_seconds = 20, max_bitrate_kbps = 160 },
  city = { buffer_seconds = 8, max_bitrate_kbps = 320 },
}

function M.settings_for(profile)
  local out = {}
  for k, v in pairs(M.defaults) do
    out[k] = v
  end
  for k, v in pairs(M.profiles[profile] or {}) do
    out[k] = v
  end
  return out
end

return M
