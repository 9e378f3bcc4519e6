-- Single-axis tracker controller for the Kestrel Ridge east field.
-- Runs on the row controllers; angles are in degrees, east negative.

local M = {}

M.config = {
  min_deg = -55,
  max_deg = 55,
  stow_deg = 0,
  stow_wind_ms = 18,
  row_pitch_m = 5.7,
  panel_width_m = 2.4,
}

-- position of the row as a fraction of its travel, 0 = full east, 1 = full west
function M.normalized_position(angle, min_deg, max_deg)
  local span = max_deg - min_deg
  return (angle - min_deg) / span
end

-- backtracking: near sunrise and sunset flatten the rows so they don't shade
-- each other; returns the corrected angle
function M.backtrack_angle(sun_deg, cfg)
  local shade = cfg.panel_width_m * math.abs(math.sin(math.rad(sun_deg)))
  if shade <= cfg.row_pitch_m - cfg.panel_width_m then
    return sun_deg
  end
  local factor = (cfg.row_pitch_m - cfg.panel_width_m) / shade
  return sun_deg * factor
end

function M.target_angle(sun_deg, wind_ms, cfg)
  cfg = cfg or M.config
  if wind_ms >= cfg.stow_wind_ms then
    return cfg.stow_deg
  end
  local angle = M.backtrack_angle(sun_deg, cfg)
  if angle < cfg.min_deg then
    angle = cfg.min_deg
  elseif angle > cfg.max_deg then
    angle = cfg.max_deg
  end
  return angle
end

function M.status_line(row_id, angle, cfg)
  cfg = cfg or M.config
  local pct = M.normalized_position(angle, cfg.min_deg, cfg.max_deg) * 100
  return string.format("row %s at %.1f deg (%.0f%% of travel)", row_id, angle, pct)
end

return M
