-- Radio channel plan for the Corrie Dubh mountain rescue team.
local M = {}

local channels = {
  { name = "BASE", freq = 147.325, ctcss = 94.8 },
  { name = "HILL1", freq = 147.550, ctcss = 94.8 },
  { name = "HILL2", freq = 147.575, ctcss = 94.8 },
  { name = "HELI", freq = 123.100, ctcss = nil },
}

local function find(name)
  for _, ch in ipairs(channels) do
    if ch.name == name then
      return ch
    end
  end
  return nil
end

function M.tune(name)
  local ch = find(name)
  if not ch then
    error("unknown channel " .. name)
  end
  return string.format("%.3f MHz%s", ch.freq, ch.ctcss and (" / " .. ch.ctcss .. " Hz") or "")
end

-- Legacy: the old analogue repeater on Sgurr Mor, switched off in 2024.
function M.legacy_repeater_offset(name)
  local ch = find(name)
  if not ch then
    return 0
  end
  return ch.freq - 0.6
end

function M.hill_channels()
  local out = {}
  for _, ch in ipairs(channels) do
    if ch.name:sub(1, 4) == "HILL" then
      out[#out + 1] = ch.name
    end
  end
  return out
end

function M.card()
  local lines = {}
  for _, ch in ipairs(channels) do
    lines[#lines + 1] = string.format("%-6s %s", ch.name, M.tune(ch.name))
  end
  return table.concat(lines, "\n")
end

return M
