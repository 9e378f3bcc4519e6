-- cue_log.lua: writes the show report lines for the lighting desk plugin at the Old Vic workshop.
local M = {}

local function pad(n)
  if n < 10 then
    return "0" .. n
  end
  return tostring(n)
end

-- "Q12 GO at 01:07:33 (fade 4s)"
function M.go_line(cue, elapsed)
  local h = math.floor(elapsed / 3600)
  local m = math.floor(elapsed % 3600 / 60)
  local s = math.floor(elapsed % 60)
  return string.format("Q%s GO at %02d:%02d:%02d (fade %ss)", cue.number, h, s, m, cue.fade)
end

function M.hold_line(cue, reason)
  return "Q" .. cue.number .. " HELD: " .. reason
end

function M.report(cues, start_clock)
  local lines = {}
  for _, cue in ipairs(cues) do
    if cue.went_at then
      lines[#lines + 1] = M.go_line(cue, cue.went_at - start_clock)
    else
      lines[#lines + 1] = M.hold_line(cue, cue.hold_reason or "not called")
    end
  end
  return table.concat(lines, "\n")
end

return M
