-- Grid curtailment handling for the Carn Dubh park controller.
local M = {}

M.EXPORT_LIMIT_MW = 48.0
M.MIN_TURBINE_KW = 300

-- Returns true when the operator's instruction caps us below current output.
function M.must_curtail(instruction, park_output_mw)
  if instruction == nil or instruction.cap_mw == nil or instruction.expired then
    return false
  end
  return park_output_mw >= instruction.cap_mw
end

-- Share the cap between running turbines in proportion to what each is producing.
function M.setpoints(turbines, cap_mw)
  local total_kw = 0
  for _, t in ipairs(turbines) do
    if t.running then
      total_kw = total_kw + t.output_kw
    end
  end
  local out = {}
  for _, t in ipairs(turbines) do
    if t.running and total_kw > 0 then
      local kw = cap_mw * 1000 * t.output_kw / total_kw
      out[t.id] = math.max(kw, M.MIN_TURBINE_KW)
    end
  end
  return out
end

function M.headroom_mw(park_output_mw)
  return M.EXPORT_LIMIT_MW - park_output_mw
end

return M
