from lib import case
OLD = '''  const rows = [];
  for (const lot of lots) {
    if (lot.status !== 'open') {
      continue;
    }
    rows.push({
      lotNo: lot.lotNo,
      species: speciesName(lot.species),
      weight: formatKg(lot.weightKg),
      crates: lot.crates,
      grade: `${lot.freshness}${lot.sizeGrade}`,
      reserve: lot.reservePence ? formatPrice(lot.reservePence) : '—',
      vessel: lot.vessel,
      freshness: freshnessLabel((now - lot.landedAt) / 3_600_000),
    });
  }
  return rows;
'''
NEW = '''  return lots
    .filter((lot) => lot.status === 'open')
    .map((lot) => ({
      lotNo: lot.lotNo,
      species: speciesName(lot.species),
      weight: formatKg(lot.weightKg),
      crates: lot.crates,
      grade: `${lot.freshness}${lot.sizeGrade}`,
      reserve: lot.reservePence ? formatPrice(lot.reservePence) : '—',
      vessel: lot.vessel,
      freshness: freshnessLabel((now - lot.landedAt) / 3_600_000),
    }));
'''
def rep(a, b, n=1):
    def f(s):
        assert s.count(a) == n, a; return s.replace(a, b)
    return f
case("loop_to_map-js-lot-catalogue", "catalogue.js", "loop_to_map", "javascript", [
    ("terse", "catalogueRows: for/push loop -> filter().map()"),
    ("polite", "Could you rewrite the loop in catalogueRows with filter and map instead of pushing into an array? The rows must come out exactly the same; please leave screenGroups and the other loops alone."),
    ("declarative", "catalogueRows builds its rows with lots.filter(...).map(...) rather than a for...of loop, with identical output."),
    ("other", "catalogueRows を for ループではなく filter と map で書き直してください（出力は同じまま）。"),
], [
    ("right", "catalogueRows returns lots.filter(status === 'open').map(...) with the same eight fields; nothing else changed",
     [(OLD, NEW, 1)]),
    ("right", "same filter/map rewrite written with a destructured status in the filter callback",
     [(OLD, NEW.replace(".filter((lot) => lot.status === 'open')", ".filter(({ status }) => status === 'open')"), 1)]),
    ("wrong", "the filter was left out: sold and withdrawn lots now appear on the tablets",
     [(OLD, NEW.replace("  return lots\n    .filter((lot) => lot.status === 'open')\n    .map(", "  return lots.map(").replace("\n      ", "\n    ").replace("    }));\n", "  }));\n"), 1)]),
    ("wrong", "filter condition became status !== 'withdrawn', so sold lots are listed too",
     [(OLD, NEW.replace("lot.status === 'open'", "lot.status !== 'withdrawn'"), 1)]),
    ("wrong", "the reserve fallback was lost: lots without a reserve now show formatPrice(undefined) instead of '—'",
     [(OLD, NEW.replace("reserve: lot.reservePence ? formatPrice(lot.reservePence) : '—',", "reserve: formatPrice(lot.reservePence),"), 1)]),
    ("wrong", "the chain is built but not returned: catalogueRows now returns undefined",
     [(OLD, NEW.replace("  return lots\n", "  lots\n"), 1)]),
    ("wrong", "the object literal is not wrapped in parentheses, so the arrow body is a block: syntax error",
     [(OLD, NEW.replace(".map((lot) => ({", ".map((lot) => {").replace("    }));\n", "    });\n"), 1)]),
])
