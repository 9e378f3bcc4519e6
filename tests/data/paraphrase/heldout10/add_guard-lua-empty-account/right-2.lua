-- Login rate limiting for the OpenResty auth gateway (access_by_lua phase).
-- Counts failed logins per client IP and per account in a shared dict.

local _M = {}

local limits = ngx.shared.login_limits

local MAX_PER_IP = 20
local MAX_PER_ACCOUNT = 5
local WINDOW_SECONDS = 900

local function key_for_ip(ip)
  return "ip:" .. ip
end

local function key_for_account(account)
  return "acct:" .. string.lower(account)
end

local function over(key, max)
  local n = limits:get(key) or 0
  return n >= max
end

function _M.check(ip, account)
  if not account or account == "" then
    return false, "missing account"
  end
  if over(key_for_ip(ip), MAX_PER_IP) then
    return false, "too many attempts from this address"
  end
  if over(key_for_account(account), MAX_PER_ACCOUNT) then
    return false, "account temporarily locked"
  end
  return true
end

function _M.record_failure(ip, account)
  local ok, err = limits:incr(key_for_ip(ip), 1, 0, WINDOW_SECONDS)
  if not ok then
    ngx.log(ngx.ERR, "rate limit incr failed: ", err)
  end
  ok, err = limits:incr(key_for_account(account), 1, 0, WINDOW_SECONDS)
  if not ok then
    ngx.log(ngx.ERR, "rate limit incr failed: ", err)
  end
end

function _M.record_success(account)
  limits:delete(key_for_account(account))
end

return _M
