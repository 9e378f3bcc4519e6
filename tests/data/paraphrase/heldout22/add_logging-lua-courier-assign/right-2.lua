local log = require("dispatch.log")

local M = {}

local MAX_ACTIVE_JOBS = 3

local function distance_km(a, b)
  local dx = (a.lon - b.lon) * 68.0
  local dy = (a.lat - b.lat) * 111.0
  return math.sqrt(dx * dx + dy * dy)
end

local function is_free(courier)
  return courier.on_shift and #courier.jobs < MAX_ACTIVE_JOBS
end

-- Give the job to the nearest free courier; returns the courier or nil.
function M.assign_job(job, couriers)
  local best, best_km = nil, math.huge
  for _, courier in ipairs(couriers) do
    if is_free(courier) then
      local km = distance_km(courier.position, job.pickup)
      if km < best_km then
        best, best_km = courier, km
      end
    end
  end
  if best == nil then
    log.warn(string.format("assign_job: nobody free for job %s", job.id))
    return nil
  end
  table.insert(best.jobs, job.id)
  return best
end

function M.release_job(courier, job_id)
  for i, id in ipairs(courier.jobs) do
    if id == job_id then
      table.remove(courier.jobs, i)
      return true
    end
  end
  return false
end

return M
