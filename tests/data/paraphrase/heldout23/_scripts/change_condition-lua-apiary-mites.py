from edits import build

COND = [("return M.mites_per_100(wash) > M.TREAT_THRESHOLD", "return M.mites_per_100(wash) >= M.TREAT_THRESHOLD", 1)]
STALE = [("if today - last.day > M.MAX_DAYS_SINCE_WASH then", "if today - last.day >= M.MAX_DAYS_SINCE_WASH then", 1)]
build("change_condition-lua-apiary-mites", "mites.lua", {
    "right-1.lua": COND,
    "right-2.lua": [("return M.mites_per_100(wash) > M.TREAT_THRESHOLD", "return not (M.mites_per_100(wash) < M.TREAT_THRESHOLD)", 1)],
    "wrong-1.lua": [("M.TREAT_THRESHOLD = 3        -- mites per 100 bees", "M.TREAT_THRESHOLD = 2        -- mites per 100 bees", 1)],
    "wrong-2.lua": COND + STALE,
    "wrong-3.lua": STALE,
    "wrong-4.lua": COND + [("return t ~= nil and t > 0", "return t ~= nil and t >= 0", 1)],
})
