// Quote calculator for the front counter and the web quote form.

export interface PaperStock {
  code: string;
  name: string;
  costPerSheet: number;
  sheetsPerPack: number;
}

export interface QuoteLine {
  label: string;
  amount: number;
}

export interface Quote {
  lines: QuoteLine[];
  total: number;
  validDays: number;
}

const SETUP_FEE = 18.0;
const MARKUP = 0.35;
const RUSH_SURCHARGE = 0.25;

export const STOCKS: Record<string, PaperStock> = {
  SILK170: { code: "SILK170", name: "Silk 170gsm", costPerSheet: 0.071, sheetsPerPack: 250 },
  UNCOATED120: { code: "UNCOATED120", name: "Uncoated 120gsm", costPerSheet: 0.038, sheetsPerPack: 500 },
  CARD350: { code: "CARD350", name: "Matt card 350gsm", costPerSheet: 0.164, sheetsPerPack: 125 },
};

function packsNeeded(sheets: number, stock: PaperStock): number {
  return Math.ceil(sheets / stock.sheetsPerPack);
}

export function paperCost(sheets: number, stock: PaperStock, wastePct: number): number {
  const withWaste = Math.ceil(sheets * (1 + wastePct / 100));
  const packs = packsNeeded(withWaste, stock);
  return +(packs * stock.sheetsPerPack * stock.costPerSheet).toFixed(2);
}

export function buildQuote(stockCode: string, sheets: number, rush = false): Quote {
  const stock = STOCKS[stockCode];
  if (!stock) {
    throw new Error(`unknown stock ${stockCode}`);
  }
  const paper = paperCost(stock, sheets, 4);
  const lines: QuoteLine[] = [
    { label: `${stock.name} x ${sheets}`, amount: paper },
    { label: "Press setup", amount: SETUP_FEE },
  ];
  let subtotal = paper + SETUP_FEE;
  if (rush) {
    const extra = +(subtotal * RUSH_SURCHARGE).toFixed(2);
    lines.push({ label: "Rush (next day)", amount: extra });
    subtotal += extra;
  }
  const total = +(subtotal * (1 + MARKUP)).toFixed(2);
  return { lines, total, validDays: 14 };
}

export function compareStocks(sheets: number, codes: string[]): Array<[string, number]> {
  return codes
    .map((code): [string, number] => [code, paperCost(STOCKS[code], sheets, 4)])
    .sort((a, b) => a[1] - b[1]);
}

export function reprintCost(original: Quote, sheets: number): number {
  // reprints skip the setup fee and waste allowance
  const stockLine = original.lines[0];
  const code = Object.keys(STOCKS).find((c) => stockLine.label.startsWith(STOCKS[c].name));
  return code ? paperCost(STOCKS[code], sheets, 0) : 0;
}
