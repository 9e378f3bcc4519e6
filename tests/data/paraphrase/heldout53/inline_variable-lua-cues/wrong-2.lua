-- Stage cue list for the community theatre's lighting desk (runs on the desk's Lua engine).

local cues = {}

local FADE_DEFAULT = 3.0

function cues.add(list, number, label, level, fade)
  local entry = { number = number, label = label, level = level, fade = fade or FADE_DEFAULT }
  table.insert(list, entry)
  table.sort(list, function(a, b) return a.number < b.number end)
  return entry
end

function cues.total_time(list)
  local total = 0
  for _, cue in ipairs(list) do
    total = total + cue.fade
  end
  return total
end

function cues.describe(cue)
  local percent = math.floor(cue.level * 100 + 0.5)
  return string.format("Q%s %s @ %d% (%.1fs)", cue.number, cue.label, percent, cue.fade)
end

function cues.blackout(list, number)
  return cues.add(list, number, "Blackout", 0, 0)
end

return cues
