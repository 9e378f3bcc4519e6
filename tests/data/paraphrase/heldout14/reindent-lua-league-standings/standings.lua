-- standings.lua: league table for the club site's match-centre widget
local M = {}

M.POINTS = { win = 3, draw = 1, loss = 0 }

local function new_row(team)
	return { team = team, played = 0, won = 0, drawn = 0, lost = 0, gf = 0, ga = 0, pts = 0, form = {} }
end

local function push_form(row, r)
	table.insert(row.form, 1, r)
	if #row.form > 5 then
		table.remove(row.form)
	end
end

function M.apply(rows, match)
	local home = rows[match.home] or new_row(match.home)
	local away = rows[match.away] or new_row(match.away)
	rows[match.home], rows[match.away] = home, away
	for _, r in ipairs({ home, away }) do
		r.played = r.played + 1
	end
	home.gf, home.ga = home.gf + match.hg, home.ga + match.ag
	away.gf, away.ga = away.gf + match.ag, away.ga + match.hg
	if match.hg > match.ag then
		home.won, away.lost = home.won + 1, away.lost + 1
		home.pts = home.pts + M.POINTS.win
		push_form(home, "W"); push_form(away, "L")
	elseif match.hg < match.ag then
		away.won, home.lost = away.won + 1, home.lost + 1
		away.pts = away.pts + M.POINTS.win
		push_form(away, "W"); push_form(home, "L")
	else
		home.drawn, away.drawn = home.drawn + 1, away.drawn + 1
		home.pts = home.pts + M.POINTS.draw
		away.pts = away.pts + M.POINTS.draw
		push_form(home, "D"); push_form(away, "D")
	end
end

-- Sort: points, goal difference, goals scored, then name.
function M.sorted(rows)
	local list = {}
	for _, r in pairs(rows) do
		list[#list + 1] = r
	end
	table.sort(list, function(a, b)
		if a.pts ~= b.pts then return a.pts > b.pts end
		local gda, gdb = a.gf - a.ga, b.gf - b.ga
		if gda ~= gdb then return gda > gdb end
		if a.gf ~= b.gf then return a.gf > b.gf end
		return a.team < b.team
	end)
	return list
end

function M.render(list)
	local out = { "Pos\tTeam\tP\tGD\tPts" }
	for i, r in ipairs(list) do
		out[#out + 1] = string.format("%d\t%s\t%d\t%+d\t%d", i, r.team, r.played, r.gf - r.ga, r.pts)
	end
	return table.concat(out, "\n")
end

return M
