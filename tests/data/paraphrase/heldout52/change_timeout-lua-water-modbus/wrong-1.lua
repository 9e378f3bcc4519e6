-- Telemetry poller for the Dunmore Valley reservoir outstations.
-- Runs on the SCADA gateway; values go to the historian every cycle.

local config = {
  historian_url = "http://historian.dv-water.local:8086/write",
  poll_interval_s = 60,
  modbus_timeout_ms = 3000,
  retries = 3,
  outstations = {
    { name = "Knockmore Reservoir", host = "10.40.1.11", unit = 1 },
    { name = "Castlefarm Tower", host = "10.40.1.12", unit = 1 },
    { name = "Ballyhale Booster", host = "10.40.2.7", unit = 2, timeout_ms = 3000 },
  },
}

local function read_level(station, client)
  local timeout = station.timeout_ms or config.modbus_timeout_ms
  for attempt = 1, config.retries do
    local ok, value = client:read_holding(station.host, station.unit, 40001, timeout)
    if ok then
      return value / 100.0
    end
  end
  return nil
end

local function poll(client, historian)
  for _, station in ipairs(config.outstations) do
    local level = read_level(station, client)
    if level then
      historian:write("reservoir_level_m", level, { station = station.name })
    else
      historian:write("poll_failed", 1, { station = station.name })
    end
  end
end

return { config = config, read_level = read_level, poll = poll }
