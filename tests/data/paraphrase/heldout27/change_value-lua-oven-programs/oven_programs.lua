-- Bake programs loaded by the deck oven controller (Deck 1 and Deck 2).
-- Each stage: temperature in degrees C, minutes, and whether the steam valve opens.

local programs = {}

programs.max_temp = 300

programs.list = {
  baguette = {
    label = "Baguette tradition",
    stages = {
      { temp = 250, minutes = 4, steam = true },
      { temp = 235, minutes = 18, steam = false },
    },
  },
  rye_loaf = {
    label = "Roggenmischbrot 1 kg",
    stages = {
      { temp = 250, minutes = 10, steam = true },
      { temp = 200, minutes = 45, steam = false },
    },
  },
  pretzel = {
    label = "Laugenbrezel",
    stages = {
      { temp = 220, minutes = 14, steam = false },
    },
  },
  spelt_rolls = {
    label = "Dinkelbrötchen",
    stages = {
      { temp = 230, minutes = 3, steam = true },
      { temp = 215, minutes = 15, steam = false },
    },
  },
}

function programs.total_minutes(name)
  local total = 0
  for _, stage in ipairs(programs.list[name].stages) do
    total = total + stage.minutes
  end
  return total
end

function programs.validate()
  for name, program in pairs(programs.list) do
    for i, stage in ipairs(program.stages) do
      if stage.temp > programs.max_temp then
        error(string.format("%s stage %d: %d C is above the oven limit", name, i, stage.temp))
      end
    end
  end
  return true
end

return programs
