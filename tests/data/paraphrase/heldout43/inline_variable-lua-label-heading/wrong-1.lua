-- Jar label text for the co-op's label printer (Heatherbank Beekeepers)
local M = {}

local GRAMS_PER_LB = 453.592

function M.weight_text(grams)
  local pounds = grams / GRAMS_PER_LB
  return string.format("%dg (%.1f lb)", grams, pounds)
end

function M.label(jar)
  local source = jar.floral_source or "wildflower"
  local heading = string.upper(source) .. " HONEY"
  local lines = {
    heading,
    "Produce of " .. jar.apiary .. ", Perthshire",
    M.weight_text(jar.net_grams),
    "Batch " .. jar.batch_code,
  }
  if jar.crystallised then
    lines[#lines + 1] = "Naturally set honey"
  end
  return table.concat(lines, "\n")
end

function M.sheet(jars)
  local out = {}
  for i, jar in ipairs(jars) do
    out[i] = M.label(jar)
  end
  return table.concat(out, "\n\n")
end

return M
