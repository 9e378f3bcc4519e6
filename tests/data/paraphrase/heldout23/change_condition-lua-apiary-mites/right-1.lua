-- Varroa monitoring for the Brackenridge apiaries.
-- Counts come from alcohol washes of roughly 300 bees (half a cup).

local M = {}

M.TREAT_THRESHOLD = 3        -- mites per 100 bees
M.MIN_SAMPLES = 3            -- washes needed before a trend means anything
M.MAX_DAYS_SINCE_WASH = 21   -- after this the last count is stale

function M.mites_per_100(wash)
  if wash.bees == 0 then
    return 0
  end
  return wash.mites / wash.bees * 100
end

function M.needs_treatment(wash)
  return M.mites_per_100(wash) >= M.TREAT_THRESHOLD
end

-- Least-squares slope of mites per 100 bees against the wash number.
function M.trend(washes)
  local n = #washes
  if n < M.MIN_SAMPLES then
    return nil
  end
  local sx, sy, sxx, sxy = 0, 0, 0, 0
  for i, wash in ipairs(washes) do
    local y = M.mites_per_100(wash)
    sx, sy = sx + i, sy + y
    sxx, sxy = sxx + i * i, sxy + i * y
  end
  return (n * sxy - sx * sy) / (n * sxx - sx * sx)
end

function M.rising(washes)
  local t = M.trend(washes)
  return t ~= nil and t > 0
end

function M.report(hives, today)
  local lines = {}
  for _, hive in ipairs(hives) do
    local last = hive.washes[#hive.washes]
    if last == nil then
      table.insert(lines, hive.name .. ": never washed")
    else
      local notes = {}
      if M.needs_treatment(last) then
        table.insert(notes, string.format("TREAT (%.1f per 100)", M.mites_per_100(last)))
      end
      if M.rising(hive.washes) then
        table.insert(notes, "rising")
      end
      if today - last.day > M.MAX_DAYS_SINCE_WASH then
        table.insert(notes, "wash overdue")
      end
      if #notes == 0 then
        notes = { "ok" }
      end
      table.insert(lines, hive.name .. ": " .. table.concat(notes, ", "))
    end
  end
  return table.concat(lines, "\n")
end

return M
