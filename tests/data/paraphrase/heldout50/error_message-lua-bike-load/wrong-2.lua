-- Parcel weight checks for the Spoke & Satchel cargo bikes.
local M = {}

M.LIMITS = { standard = 12, cargo = 80 }

function M.check_load(bike, parcels)
  local limit = M.LIMITS[bike.kind]
  if not limit then
    error("unknown bike kind: " .. tostring(bike.kind))
  end
  local total = 0
  for _, p in ipairs(parcels) do
    if p.weight_kg <= 0 then
      error("parcel " .. p.ref .. " has no weight")
    end
    total = total + p.weight_kg
  end
  if total > limit then
    error(string.format("load of %.1f kg exceeds the %d kg limit of bike %s", total, limit, bike.kind))
  end
  return total
end

function M.spare(bike, parcels)
  local ok, result = pcall(M.check_load, bike, parcels)
  if not ok then
    return 0
  end
  return M.LIMITS[bike.kind] - result
end

return M
