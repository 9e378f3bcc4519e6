from lib import Case, sub

c = Case("remove_function-lua-lift-board", "lift_board.lua", "remove_function", "lua")
o = c.original
c.ins("terse", "delete format_wait_old (unused)")
c.ins("polite", "The Talstation board has been replaced, so could you delete the unused format_wait_old function together with its comment? format_wait is still used and must stay.")
c.ins("declarative", "format_wait_old and the comment above it should be gone from the module; nothing else changes.")
c.ins("other", "Supprime la fonction format_wait_old (plus utilisée) et son commentaire, sans toucher à format_wait.")

OLD = """-- Old board firmware (before 2025) showed waits as "mm:ss"; kept until the
-- Talstation board was replaced. Nothing calls it any more.
local function format_wait_old(minutes)
  local m = math.floor(minutes)
  local s = math.floor((minutes - m) * 60)
  return string.format("%02d:%02d", m, s)
end

"""
NEW = """-- Wait time as shown on the current boards: "no wait", "12 min" or "45+ min".
local function format_wait(minutes, cap)
  if minutes < 1 then
    return "no wait"
  end
  if minutes >= cap then
    return string.format("%d+ min", cap)
  end
  return string.format("%d min", math.floor(minutes + 0.5))
end

"""
right = sub(o, OLD, "")
c.res("right", right, "format_wait_old and its two comment lines removed; format_wait and everything else unchanged")

w = sub(o, NEW, "")
c.res("wrong", w, "deleted format_wait (still used by render_line and exported) instead of format_wait_old")

w = sub(o, OLD.split("-- Talstation board was replaced. Nothing calls it any more.\n")[1], "")
c.res("wrong", w, "function removed but its two-line comment left behind, now sitting above format_wait and describing the wrong function")

w = sub(o, """local function format_wait_old(minutes)
  local m = math.floor(minutes)
  local s = math.floor((minutes - m) * 60)
  return string.format("%02d:%02d", m, s)
end
""", "end\n")
w = sub(w, """-- Old board firmware (before 2025) showed waits as "mm:ss"; kept until the
-- Talstation board was replaced. Nothing calls it any more.
""", "")
c.res("wrong", w, "the function body was removed but a stray `end` was left behind: syntax error", breaks=True)

w = sub(right, "  return string.format(\"%d min\", math.floor(minutes + 0.5))", "  return string.format(\"%d min\", math.floor(minutes))")
c.res("wrong", w, "format_wait_old removed, but format_wait's rounding (+ 0.5) was dropped, so waits are now truncated")
c.write()
