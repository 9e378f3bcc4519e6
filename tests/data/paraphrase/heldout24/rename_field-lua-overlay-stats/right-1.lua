-- Live stats for the Harbourside Arena broadcast overlay.
-- Fed by the game-server log parser; the graphics machine polls to_overlay()
-- twice a second and expects the short keys it was built with.

local M = {}

local function new_player(name, team)
  return {
    name = name,
    team = team,
    hp = 100,
    kills = 0,
    deaths = 0,
    assists = 0,
    damage_dealt = 0,
  }
end

function M.new_match(roster)
  local state = { round = 1, players = {} }
  for _, entry in ipairs(roster) do
    state.players[entry.name] = new_player(entry.name, entry.team)
  end
  return state
end

function M.on_damage(state, attacker, amount)
  local p = state.players[attacker]
  if not p then
    return
  end
  p.damage_dealt = p.damage_dealt + amount
end

function M.apply_fall_damage(state, victim, dmg)
  local p = state.players[victim]
  if p then
    p.hp = math.max(0, p.hp - dmg)
  end
end

-- average damage per round
function M.adr(p, rounds)
  if rounds == 0 then
    return 0
  end
  return p.damage_dealt / rounds
end

function M.scoreboard_row(p, rounds)
  return string.format("%-16s %2d/%2d/%2d  ADR %5.1f",
    p.name, p.kills, p.deaths, p.assists, M.adr(p, rounds))
end

function M.to_overlay(state)
  local rows = {}
  for _, p in pairs(state.players) do
    rows[#rows + 1] = { n = p.name, t = p.team, k = p.kills, d = p.deaths, a = p.assists, dmg = p.damage_dealt }
  end
  table.sort(rows, function(x, y) return x.dmg > y.dmg end)
  return rows
end

return M
