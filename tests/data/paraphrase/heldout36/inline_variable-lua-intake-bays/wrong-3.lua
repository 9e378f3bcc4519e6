-- Intake bay allocation for the Harlow Vale tyre plant (runs on the yard tablet).
local Bays = {}

local BAY_CAPACITY_T = { north1 = 40, north2 = 40, otr = 120 }

local occupied = { north1 = 0, north2 = 0, otr = 0 }

local function fits(bay, tonnes)
  local free = capacity - occupied[bay]
  return tonnes <= free
end

function Bays.choose(load_type, tonnes)
  if load_type == "otr" then
    if fits("otr", tonnes) then
      return "otr"
    end
    return nil, "OTR pad full"
  end
  for _, bay in ipairs({ "north1", "north2" }) do
    if fits(bay, tonnes) then
      return bay
    end
  end
  return nil, "north yard full"
end

function Bays.unload(bay, tonnes)
  occupied[bay] = occupied[bay] + tonnes
end

function Bays.shred(bay, tonnes)
  local free = BAY_CAPACITY_T[bay] - occupied[bay]
  occupied[bay] = math.max(0, occupied[bay] - tonnes)
  return free
end

return Bays
