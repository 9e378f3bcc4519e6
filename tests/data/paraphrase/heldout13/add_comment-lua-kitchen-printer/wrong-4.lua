-- Kitchen ticket printer plugin for the POS (ESC/POS thermal printers).
local M = {}

local ESC = string.char(27)
local GS = string.char(29)
local LINE_WIDTH = 42

local STATIONS = {
  grill = "GRILL",
  fryer = "FRYER",
  cold = "COLD KITCHEN",
  pastry = "PASTRY",
}

local function pad(left, right, width)
  local space = width - #left - #right
  if space < 1 then
    return left:sub(1, width - #right - 1) .. " " .. right
  end
  return left .. string.rep(" ", space) .. right
end

local function bold(text)
  return ESC .. "E" .. string.char(1) .. text .. ESC .. "E" .. string.char(0)
end

function M.group_by_station(order)
  local groups = {}
  for _, item in ipairs(order.items) do
    local station = item.station or "cold"
    groups[station] = groups[station] or {}
    table.insert(groups[station], item)
  end
  return groups
end

-- Builds the ESC/POS byte string for one station's ticket, ending with a paper cut.
-- `items` must already be filtered to `station` (see M.group_by_station).
function M.render(order, station, items)
  local out = {}
  table.insert(out, ESC .. "@")
  table.insert(out, bold(STATIONS[station] or station:upper()))
  table.insert(out, pad("#" .. order.number, os.date("%H:%M", order.placed_at), LINE_WIDTH))
  if order.table then
    table.insert(out, "Table " .. order.table)
  end
  table.insert(out, string.rep("-", LINE_WIDTH))
  for _, item in ipairs(items) do
    table.insert(out, bold(item.qty .. "x " .. item.name))
    for _, mod in ipairs(item.modifiers or {}) do
      table.insert(out, "   + " .. mod)
    end
    if item.allergy then
      table.insert(out, "   ALLERGY: " .. item.allergy)
    end
  end
  table.insert(out, GS .. "V" .. string.char(66) .. string.char(3))
  return table.concat(out, "\n")
end

function M.print_order(order, send)
  for station, items in pairs(M.group_by_station(order)) do
    send(station, M.render(order, station, items))
  end
end

return M
