// Price list for the Clos Verdier cellar door.
const DUTY_PER_LITRE = 2.23;

export function bottlePrice(wine) {
  const base = wine.costPerBottle * (1 + wine.margin);
  const duty = DUTY_PER_LITRE * wine.bottleLitres;
  return Math.round((base + duty) * 100) / 100;
}

export function agingLabel(wine, year) {
  const age = year - wine.vintage;
  if (age < 3) return 'young';
  if (age < 10) return 'ready';
  return 'mature';
}

export function shelfTag(wine, year) {
  const region = wine.appellation == null ? 'VIN DE FRANCE' : wine.appellation.name.toUpperCase();
  return `${wine.cuvee} ${wine.vintage} - ${region} - ${agingLabel(wine, year)} - EUR ${bottlePrice(wine).toFixed(2)}`;
}

export function priceList(wines, year) {
  return wines
    .filter((w) => w.bottlesLeft > 0)
    .map((w) => shelfTag(w, year))
    .join('\n');
}
