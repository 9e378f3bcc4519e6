-- Stock reservation for the point-of-sale terminals (runs inside the POS Lua runtime).
local json = require("cjson")
local store = require("pos.store")
local log = require("pos.log")

local M = {}

local RESERVATION_TTL = 900

local reservations = {}

local function now()
  return os.time()
end

function M.reserve(sku, qty, terminal_id)
  local item = store.get_item(sku)
  if not item then
    return nil, "unknown sku " .. sku
  end
  local held = 0
  for _, r in pairs(reservations) do
    if r.sku == sku and r.expires_at > now() then
      held = held + r.qty
    end
  end
  if item.on_hand - held < qty then
    return nil, string.format("only %d of %s available", item.on_hand - held, sku)
  end
  local id = string.format("%s-%s-%d", terminal_id, sku, now())
  reservations[id] = { sku = sku, qty = qty, terminal = terminal_id, expires_at = now() + RESERVATION_TTL }
  log.debug("reserved " .. json.encode(reservations[id]))
  return id
end

function M.extend(id)
  local r = reservations[id]
  if not r then
    return false
  end
  r.expires_at = now() + RESERVATION_TTL
  return true
end

function M.release(id)
  reservations[id] = nil
end

function M.sweep()
  local removed = 0
  for id, r in pairs(reservations) do
    if r.expires_at <= now() then
      reservations[id] = nil
      removed = removed + 1
    end
  end
  if removed > 0 then
    log.info(string.format("swept %d expired reservations (timeout %d s)", removed, RESERVATION_TTL))
  end
  return removed
end

return M
