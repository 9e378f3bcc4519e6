-- Seed bank stock for the Hollins Lane allotment seed swap.
local SeedBank = {}
SeedBank.__index = SeedBank

local MIN_PACKETS = 3

function SeedBank.new()
  return setmetatable({ stock = {}, log = {} }, SeedBank)
end

function SeedBank:deposit(variety, packets, donor)
  self.stock[variety] = (self.stock[variety] or 0) + packets
  table.insert(self.log, { what = "deposit", variety = variety, packets = packets, who = donor })
end

function SeedBank:withdraw(variety, packets, member)
  local have = self.stock[variety] or 0
  if packets > have then
    return false, string.format("only %d packets of %s", have, variety)
  end
  io.stderr:write(string.format("withdraw: %s took %d of %s\n", member, packets, variety))
  self.stock[variety] = have - packets
  table.insert(self.log, { what = "withdraw", variety = variety, packets = packets, who = member })
  return true
end

function SeedBank:running_low()
  local low = {}
  for variety, n in pairs(self.stock) do
    if n < MIN_PACKETS then
      low[#low + 1] = variety
    end
  end
  table.sort(low)
  return low
end

local bank = SeedBank.new()
bank:deposit("Crimson Flowered broad bean", 10, "Tomasz Wierzbicki")
bank:deposit("Boltardy beetroot", 4, "Rosalind Achebe")
local ok, err = bank:withdraw("Boltardy beetroot", 2, "Piet Vollmer")
print(ok, err, table.concat(bank:running_low(), ", "))

return SeedBank
