-- Enemy archetypes for the forest biome. Loaded once by spawner.lua.
-- speed in tiles per second, cooldown in seconds, xp awarded on kill.

local Enemies = {}

Enemies.goblin = {
  hp = 30,
  speed = 1.4,
  damage = 6,
  cooldown = 1.2,
  aggro_radius = 6,
  xp = 12,
  loot = { "copper_coin", "rusty_dagger" },
}

Enemies.wolf = {
  hp = 24,
  speed = 2.6,
  damage = 5,
  cooldown = 0.8,
  aggro_radius = 9,
  xp = 10,
  loot = { "wolf_pelt" },
}

Enemies.forest_troll = {
  hp = 140,
  speed = 0.9,
  damage = 22,
  cooldown = 2.5,
  aggro_radius = 5,
  xp = 80,
  loot = { "troll_tusk", "copper_coin", "copper_coin" },
  regen_per_second = 1.5,
}

Enemies.spriggan = {
  hp = 45,
  speed = 1.6,
  damage = 9,
  cooldown = 1.6,
  aggro_radius = 7,
  xp = 25,
  loot = { "heartwood" },
  ranged = true,
  projectile = "thorn",
}

local function scaled(def, level)
  local f = 1 + 0.12 * (level - 1)
  return {
    hp = math.floor(def.hp * f),
    speed = def.speed,
    damage = math.floor(def.damage * f + 0.5),
    cooldown = def.cooldown,
    aggro_radius = def.aggro_radius,
    xp = math.floor(def.xp * f),
    loot = def.loot,
  }
end

function Enemies.spawn(kind, level)
  local def = Enemies[kind]
  if not def then
    error("unknown enemy kind: " .. tostring(kind))
  end
  return scaled(def, level or 1)
end

return Enemies
