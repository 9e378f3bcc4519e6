const fs = require("fs");
const path = require("path");

const MENU_DIR = process.env.MENU_DIR || "./menus";

async function loadMenu(truckId) {
  const file = path.join(MENU_DIR, `${truckId}.json`);
  const raw = await fs.promises.readFile(file, "utf8");
  const menu = JSON.parse(raw);
  if (!Array.isArray(menu.dishes)) {
    throw new Error(`menu for ${truckId} has no dishes`);
  }
  return menu;
}

function priceList(menu, currency) {
  return menu.dishes
    .filter((d) => !d.soldOut)
    .map((d) => `${d.name}: ${d.price.toFixed(2)} ${currency}`);
}

function cheapestDish(menu) {
  let best = null;
  for (const dish of menu.dishes) {
    if (dish.soldOut) continue;
    if (best === null || dish.price < best.price) best = dish;
  }
  return best;
}

function boardText(truckId, currency = "EUR") {
  const menu = await loadMenu(truckId);
  const lines = priceList(menu, currency);
  const cheap = cheapestDish(menu);
  if (cheap) lines.push(`Today's saver: ${cheap.name}`);
  return lines.join("\n");
}

module.exports = { loadMenu, priceList, cheapestDish, boardText };
