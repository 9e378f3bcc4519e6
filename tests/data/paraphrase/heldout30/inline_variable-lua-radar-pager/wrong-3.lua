-- Alert text for the Brandholm radar duty forecaster's pager.
local M = {}

local SEVERITY = { hail = 3, rotation = 4, ["flash-flood"] = 3, gust = 2 }

function M.severity(kinds)
  local worst = 0
  for _, kind in ipairs(kinds) do
    local level = SEVERITY[kind] or 1
    if level > worst then
      worst = level
    end
  end
  return worst
end

function M.pager_line(alert)
  local station_label = string.upper(alert.station)
  local level = M.severity(alert.kinds)
  return string.format("[L%d] %s %s cell %s at %s", level, station_label, table.concat(alert.kinds, ", "), alert.cell_id, alert.at)
end

function M.should_page(alert, min_level)
  min_level = min_level or 3
  return M.severity(alert.kinds) >= min_level
end

return M
