-- Base-area LED board for the Hollerhorn lifts.
-- Receives lift states from the queue monitor and renders one line per lift.

local M = {}

local STATUS_TEXT = {
  open = "OPEN",
  hold = "ON HOLD",
  wind = "WIND HOLD",
  closed = "CLOSED",
}

-- Old board firmware (before 2025) showed waits as "mm:ss"; kept until the
-- Talstation board was replaced. Nothing calls it any more.
-- Wait time as shown on the current boards: "no wait", "12 min" or "45+ min".
local function format_wait(minutes, cap)
  if minutes < 1 then
    return "no wait"
  end
  if minutes >= cap then
    return string.format("%d+ min", cap)
  end
  return string.format("%d min", math.floor(minutes + 0.5))
end

local function pad(text, width)
  if #text >= width then
    return text:sub(1, width)
  end
  return text .. string.rep(" ", width - #text)
end

function M.render_line(lift, cap)
  local status = STATUS_TEXT[lift.status] or "?"
  local wait = ""
  if lift.status == "open" then
    wait = format_wait(lift.wait_minutes, cap)
  end
  return pad(lift.name, 20) .. pad(status, 10) .. wait
end

function M.render(lifts, cap)
  cap = cap or 45
  table.sort(lifts, function(a, b) return a.order < b.order end)
  local lines = {}
  for _, lift in ipairs(lifts) do
    lines[#lines + 1] = M.render_line(lift, cap)
  end
  return table.concat(lines, "\n")
end

M.format_wait = format_wait

return M
