from mk import Case
# ---------------- remove_function lua
orig = '''
-- Radio channel plan for the Corrie Dubh mountain rescue team.
local M = {}

local channels = {
  { name = "BASE", freq = 147.325, ctcss = 94.8 },
  { name = "HILL1", freq = 147.550, ctcss = 94.8 },
  { name = "HILL2", freq = 147.575, ctcss = 94.8 },
  { name = "HELI", freq = 123.100, ctcss = nil },
}

local function find(name)
  for _, ch in ipairs(channels) do
    if ch.name == name then
      return ch
    end
  end
  return nil
end

function M.tune(name)
  local ch = find(name)
  if not ch then
    error("unknown channel " .. name)
  end
  return string.format("%.3f MHz%s", ch.freq, ch.ctcss and (" / " .. ch.ctcss .. " Hz") or "")
end

-- Legacy: the old analogue repeater on Sgurr Mor, switched off in 2024.
function M.legacy_repeater_offset(name)
  local ch = find(name)
  if not ch then
    return 0
  end
  return ch.freq - 0.6
end

function M.hill_channels()
  local out = {}
  for _, ch in ipairs(channels) do
    if ch.name:sub(1, 4) == "HILL" then
      out[#out + 1] = ch.name
    end
  end
  return out
end

function M.card()
  local lines = {}
  for _, ch in ipairs(channels) do
    lines[#lines + 1] = string.format("%-6s %s", ch.name, M.tune(ch.name))
  end
  return table.concat(lines, "\\n")
end

return M
'''
c = Case("remove_function-lua-radio_plan", "radio.lua", "remove_function", "lua", orig)
c.ins("terse", "drop legacy_repeater_offset")
c.ins("polite", "The Sgurr Mor repeater is gone, so could you delete M.legacy_repeater_offset together with its comment? Everything else should stay exactly as it is.")
c.ins("declarative", "The module no longer provides legacy_repeater_offset.")
c.ins("other", "usuń funkcję legacy_repeater_offset (i komentarz nad nią), reszta bez zmian")
c.ins("other", "is legacy_repeater_offset still used? no. remove it")
FN = '''-- Legacy: the old analogue repeater on Sgurr Mor, switched off in 2024.
function M.legacy_repeater_offset(name)
  local ch = find(name)
  if not ch then
    return 0
  end
  return ch.freq - 0.6
end

'''
c.res("right", [(FN, "", 1)], "function and its comment removed, nothing else changed")
c.res("wrong", [(FN, "-- Legacy: the old analogue repeater on Sgurr Mor, switched off in 2024.\n", 1)], "function removed but its comment left dangling above hill_channels")
c.res("wrong", [(FN, "", 1), ('''local function find(name)
  for _, ch in ipairs(channels) do
    if ch.name == name then
      return ch
    end
  end
  return nil
end

''', "", 1)], "also removed the local find helper, which tune still calls")
c.res("wrong", [(FN, "", 1), ('  { name = "HELI", freq = 123.100, ctcss = nil },\n', "", 1)], "also dropped the HELI channel from the plan")
c.res("wrong", [(FN, '''-- Legacy: the old analogue repeater on Sgurr Mor, switched off in 2024.
function M.legacy_repeater_offset(name)
  local ch = find(name)

''', 1)], "half-deleted: the function header is left without its body and end: syntax error", breaks=True)
c.write()

# ---------------- add_type_hints python
orig = '''
"""Recipe scaling for the dye kitchen: grams of dyestuff per batch."""

import math

DEFAULT_DEPTH = 2.0  # percent of fibre weight


def dyestuff_grams(fibre_kg, depth_percent=DEFAULT_DEPTH):
    return round(fibre_kg * 1000 * depth_percent / 100, 1)


def mordant_grams(fibre_kg, mordant, ratios):
    ratio = ratios.get(mordant)
    if ratio is None:
        raise KeyError(f"no ratio for mordant {mordant!r}")
    return round(fibre_kg * 1000 * ratio, 1)


def water_litres(fibre_kg, liquor_ratio=20):
    return math.ceil(fibre_kg * liquor_ratio)


def batch_sheet(name, fibre_kg, mordant, ratios, depth_percent=DEFAULT_DEPTH):
    lines = [f"Batch {name}: {fibre_kg} kg fibre"]
    lines.append(f"  dyestuff {dyestuff_grams(fibre_kg, depth_percent)} g")
    lines.append(f"  {mordant} {mordant_grams(fibre_kg, mordant, ratios)} g")
    lines.append(f"  water {water_litres(fibre_kg)} l")
    return lines
'''
c = Case("add_type_hints-python-dye_scaling", "scaling.py", "add_type_hints", "python", orig)
c.ins("terse", "add type hints to all functions")
c.ins("polite", "Could you add type annotations to every function here (parameters and return types)? ratios is a dict of mordant name to float. Please don't change any behaviour.")
c.ins("declarative", "All four functions should be fully type-annotated; the logic stays as it is.")
c.ins("other", "type hints pls. fibre_kg/depth are floats, ratios dict[str, float], batch_sheet returns list[str]")
c.ins("other", "ajoute des annotations de type à toutes les fonctions, sans changer le comportement")
H = [("def dyestuff_grams(fibre_kg, depth_percent=DEFAULT_DEPTH):", "def dyestuff_grams(fibre_kg: float, depth_percent: float = DEFAULT_DEPTH) -> float:", 1),
     ("def mordant_grams(fibre_kg, mordant, ratios):", "def mordant_grams(fibre_kg: float, mordant: str, ratios: dict[str, float]) -> float:", 1),
     ("def water_litres(fibre_kg, liquor_ratio=20):", "def water_litres(fibre_kg: float, liquor_ratio: int = 20) -> int:", 1),
     ("def batch_sheet(name, fibre_kg, mordant, ratios, depth_percent=DEFAULT_DEPTH):", "def batch_sheet(name: str, fibre_kg: float, mordant: str, ratios: dict[str, float], depth_percent: float = DEFAULT_DEPTH) -> list[str]:", 1)]
c.res("right", H, "all four functions annotated, bodies unchanged")
c.res("right", [("import math\n", "import math\nfrom typing import Dict, List\n", 1)] + [(a, b.replace("dict[str, float]", "Dict[str, float]").replace("list[str]", "List[str]").replace("liquor_ratio: int = 20", "liquor_ratio: float = 20"), n) for a, b, n in H],
      "annotated with typing.Dict/List and liquor_ratio as float (a free choice)")
c.res("wrong", H[:3], "batch_sheet left without annotations")
c.res("wrong", [(a, b.replace("-> list[str]", "-> str"), n) for a, b, n in H], "batch_sheet annotated as returning str, but it returns a list of lines")
c.res("wrong", H + [("    return math.ceil(fibre_kg * liquor_ratio)", "    return round(fibre_kg * liquor_ratio)", 1)], "annotations right but water_litres now rounds instead of taking the ceiling")
c.res("wrong", [(a, b.replace("depth_percent: float = DEFAULT_DEPTH", "depth_percent=DEFAULT_DEPTH: float") if "dyestuff" in a else b, n) for a, b, n in H], "annotation placed after the default in dyestuff_grams: SyntaxError", breaks=True)
c.write()
