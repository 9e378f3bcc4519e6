'use strict';

// Morning catalogue of the Harbour Quay fish auction: turns the lots registered
// overnight into the rows shown on the buyers' tablets and on the hall screen.
//
// Lots arrive from the registration desk as plain objects:
//   { lotNo, species, weightKg, crates, freshness, sizeGrade, reservePence,
//     vessel, landedAt, status }
// where status is 'open', 'sold' or 'withdrawn'.

const SPECIES_NAMES = {
  HKE: 'Hake',
  MON: 'Monkfish',
  SOL: 'Dover sole',
  PLE: 'Plaice',
  MAC: 'Mackerel',
  COD: 'Cod',
  HAD: 'Haddock',
};

const GRADE_ORDER = ['A', 'B', 'C'];

// Size grades of the EU marketing standard, 1 = largest.
const MAX_SIZE_GRADE = 5;

function speciesName(code) {
  return SPECIES_NAMES[code] || code;
}

function formatKg(kg) {
  return `${kg.toFixed(1)} kg`;
}

function formatPrice(pence) {
  return `£${(pence / 100).toFixed(2)}`;
}

function freshnessLabel(hoursSinceLanding) {
  if (hoursSinceLanding <= 12) {
    return 'landed today';
  }
  if (hoursSinceLanding <= 36) {
    return 'landed yesterday';
  }
  return `${Math.floor(hoursSinceLanding / 24)} days`;
}

/**
 * Rows for the buyers' tablets: only lots that are still open, in catalogue order.
 * @param {Array<object>} lots
 * @param {Date} now
 */
function catalogueRows(lots, now) {
  return lots
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
}

/** Lots grouped by species for the hall screen, heaviest first. */
function screenGroups(lots) {
  const groups = new Map();
  for (const lot of lots) {
    if (lot.status === 'withdrawn') {
      continue;
    }
    const name = speciesName(lot.species);
    if (!groups.has(name)) {
      groups.set(name, { species: name, lots: 0, weightKg: 0 });
    }
    const g = groups.get(name);
    g.lots += 1;
    g.weightKg += lot.weightKg;
  }
  return [...groups.values()].sort((a, b) => b.weightKg - a.weightKg);
}

function compareLots(a, b) {
  const byGrade = GRADE_ORDER.indexOf(a.freshness) - GRADE_ORDER.indexOf(b.freshness);
  if (byGrade !== 0) {
    return byGrade;
  }
  if (a.sizeGrade !== b.sizeGrade) {
    return a.sizeGrade - b.sizeGrade;
  }
  return a.lotNo - b.lotNo;
}

function validateLot(lot) {
  const problems = [];
  if (!SPECIES_NAMES[lot.species]) {
    problems.push(`unknown species ${lot.species}`);
  }
  if (!GRADE_ORDER.includes(lot.freshness)) {
    problems.push(`bad freshness grade ${lot.freshness}`);
  }
  if (lot.sizeGrade < 1 || lot.sizeGrade > MAX_SIZE_GRADE) {
    problems.push(`bad size grade ${lot.sizeGrade}`);
  }
  if (!(lot.weightKg > 0)) {
    problems.push('missing weight');
  }
  return problems;
}

function buildCatalogue(lots, now = new Date()) {
  const rejected = [];
  const accepted = [];
  for (const lot of lots) {
    const problems = validateLot(lot);
    if (problems.length > 0) {
      rejected.push({ lotNo: lot.lotNo, problems });
    } else {
      accepted.push(lot);
    }
  }
  accepted.sort(compareLots);
  return {
    generatedAt: now.toISOString(),
    rows: catalogueRows(accepted, now),
    screen: screenGroups(accepted),
    rejected,
  };
}

function totalOpenWeight(lots) {
  return lots
    .filter((lot) => lot.status === 'open')
    .reduce((sum, lot) => sum + lot.weightKg, 0);
}

module.exports = {
  buildCatalogue,
  catalogueRows,
  screenGroups,
  totalOpenWeight,
  formatKg,
  formatPrice,
};
