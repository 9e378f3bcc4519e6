from lib import Case, sub

c = Case("add_method-ruby-harvest-block", "harvest_block.rb", "add_method", "ruby")
o = c.original
c.ins("terse", "HarvestBlock#yield_per_hectare: picked tonnes / area_ha, round(2), 0.0 if no area (public)")
c.ins("polite", "Could you add a public method yield_per_hectare to HarvestBlock? It should return the tonnes picked so far divided by area_ha, rounded to two decimals, and 0.0 when the area is zero.")
c.ins("declarative", "HarvestBlock needs a public yield_per_hectare method giving picked tonnes per hectare to two decimals (0.0 for a block with no area).")
c.ins("other", "winemaker wants t/ha per block on the dashboard. add yield_per_hectare to HarvestBlock (tonnes, 2 decimals, 0.0 if area is 0)")

ANCH = "  def ready?\n    average_brix >= target_brix\n  end\n"
M = """  def yield_per_hectare
    return 0.0 if area_ha.zero?

    (picked_kg / 1000.0 / area_ha).round(2)
  end
"""
right = sub(o, ANCH, ANCH + "\n" + M)
c.res("right", right, "public yield_per_hectare after ready?: picked_kg / 1000.0 / area_ha rounded to 2, guarded for zero area")

M2 = """  # tonnes picked per hectare so far
  def yield_per_hectare
    area_ha.zero? ? 0.0 : (picked_kg / 1000.0 / area_ha).round(2)
  end
"""
r2 = sub(o, "  def to_s\n", M2 + "\n  def to_s\n")
c.res("right", r2, "same method as a one-line ternary with a comment, placed before to_s")

w = sub(o, "  def crews\n", M + "\n  def crews\n")
c.res("wrong", w, "method added below `private`, so calling block.yield_per_hectare raises NoMethodError")

w = sub(o, ANCH, ANCH + "\n" + M.replace("picked_kg / 1000.0 / area_ha", "picked_kg / area_ha"))
c.res("wrong", w, "divides kilograms by area: returns kg/ha, a thousand times the tonnes asked for")

w = sub(o, ANCH, ANCH + "\n" + M.replace("    return 0.0 if area_ha.zero?\n\n", ""))
c.res("wrong", w, "no zero-area guard: a block with area 0 returns Infinity or NaN instead of 0.0")

w = sub(o, ANCH, ANCH + "\n" + M.replace("  end\n", "", 1))
c.res("wrong", w, "the new method is missing its end: the file no longer parses", breaks=True)
c.write()
