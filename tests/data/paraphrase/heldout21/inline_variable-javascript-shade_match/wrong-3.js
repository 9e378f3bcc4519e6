"use strict";

// Shade matching for the Larkspur Mill dye house: compares a measured swatch
// against the recipe's target colour and suggests a top-up.

const TOLERANCE_DE = 2.0;
const MAX_TOPUP_PERCENT = 15;

const WHITE_D65 = { x: 95.047, y: 100.0, z: 108.883 };

function srgbToLinear(c) {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
}

function rgbToXyz({ r, g, b }) {
  const lr = srgbToLinear(r);
  const lg = srgbToLinear(g);
  const lb = srgbToLinear(b);
  return {
    x: (lr * 0.4124 + lg * 0.3576 + lb * 0.1805) * 100,
    y: (lr * 0.2126 + lg * 0.7152 + lb * 0.0722) * 100,
    z: (lr * 0.0193 + lg * 0.1192 + lb * 0.9505) * 100,
  };
}

function labF(t) {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116;
}

function xyzToLab({ x, y, z }) {
  const fx = labF(x / WHITE_D65.x);
  const fy = labF(y / WHITE_D65.y);
  const fz = labF(z / WHITE_D65.z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

function rgbToLab(rgb) {
  return xyzToLab(rgbToXyz(rgb));
}

function deltaE76(lab1, lab2) {
  const dl = lab1.l - lab2.l;
  const da = lab1.a - lab2.a;
  const db = lab1.b - lab2.b;
  return Math.sqrt(dl * dl + da * da + db * db);
}

function parseHex(hex) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) {
    throw new Error(`not a colour: ${hex}`);
  }
  return { r: parseInt(m[1], 16), g: parseInt(m[2], 16), b: parseInt(m[3], 16) };
}

function matchSwatch(recipe, measuredHex) {
  const target = rgbToLab(parseHex(recipe.targetHex));
  const measured = rgbToLab(parseHex(measuredHex));
  return {
    code: recipe.code,
    deltaE: Math.round(deltaE76(target, measured) * 100) / 100,
    pass: deltaE76(target, measured) <= TOLERANCE_DE,
    lighter: measured.l > target.l,
  };
}

function suggestTopUp(recipe, match) {
  if (match.pass) {
    return null;
  }
  if (!match.lighter) {
    return { code: recipe.code, action: "rinse and re-check", percent: 0 };
  }
  const percent = Math.min(match.deltaE * 3, MAX_TOPUP_PERCENT);
  return {
    code: recipe.code,
    action: "top up dyestuff",
    percent: Math.round(percent * 10) / 10,
    grams: Math.round((recipe.dyestuffGrams * percent) / 100),
  };
}

function batchReport(recipes, measurements) {
  const lines = [];
  for (const recipe of recipes) {
    const hex = measurements[recipe.code];
    if (hex === undefined) {
      lines.push(`${recipe.code}: no measurement`);
      continue;
    }
    const match = matchSwatch(recipe, hex);
    const topUp = suggestTopUp(recipe, match);
    if (topUp === null) {
      lines.push(`${recipe.code}: OK (dE ${match.deltaE})`);
    } else if (topUp.percent === 0) {
      lines.push(`${recipe.code}: too dark (dE ${match.deltaE}), ${topUp.action}`);
    } else {
      lines.push(`${recipe.code}: dE ${match.deltaE}, ${topUp.action} +${topUp.percent}% (${topUp.grams} g)`);
    }
  }
  return lines.join("\n");
}

function worstMatch(recipes, measurements) {
  let worst = null;
  for (const recipe of recipes) {
    const hex = measurements[recipe.code];
    if (hex === undefined) continue;
    const match = matchSwatch(recipe, hex);
    if (worst === null || match.deltaE > worst.deltaE) {
      worst = match;
    }
  }
  return worst;
}

function recipeByCode(recipes, code) {
  const found = recipes.find((r) => r.code === code);
  if (!found) {
    throw new Error(`unknown recipe ${code}`);
  }
  return found;
}

function formatLab(lab) {
  return `L ${lab.l.toFixed(1)} a ${lab.a.toFixed(1)} b ${lab.b.toFixed(1)}`;
}

function failingCodes(recipes, measurements) {
  return recipes
    .filter((r) => measurements[r.code] !== undefined)
    .filter((r) => !matchSwatch(r, measurements[r.code]).pass)
    .map((r) => r.code);
}

const RECIPES = [
  { code: "IND-204", targetHex: "#1f3a5f", dyestuffGrams: 240 },
  { code: "MAD-117", targetHex: "#c96f6f", dyestuffGrams: 180 },
  { code: "WEL-052", targetHex: "#e3c454", dyestuffGrams: 150 },
];

if (require.main === module) {
  const measured = { "IND-204": "#24405f", "MAD-117": "#d98a88", "WEL-052": "#e1c352" };
  console.log(batchReport(RECIPES, measured));
  console.log("worst:", worstMatch(RECIPES, measured));
  console.log("failing:", failingCodes(RECIPES, measured).join(", ") || "none");
  console.log("IND-204 target", formatLab(rgbToLab(parseHex(recipeByCode(RECIPES, "IND-204").targetHex))));
}

module.exports = {
  rgbToLab,
  deltaE76,
  parseHex,
  matchSwatch,
  suggestTopUp,
  batchReport,
  worstMatch,
  failingCodes,
  recipeByCode,
  formatLab,
};
