export type Currency = "EUR" | "USD" | "GBP";

export interface PriceOptions {
  showCode?: boolean;
}

const DEFAULT_CURRENCY: Currency = "EUR";

/** Format an amount of money, e.g. formatPrice(12.5, "USD") -> "$12.50". */
export function formatPrice(locale: string = "en-US", amount: number, currency: Currency = DEFAULT_CURRENCY, opts: PriceOptions = {}): string {
  const text = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
  }).format(amount);
  return opts.showCode ? `${text} ${currency}` : text;
}

export function formatDate(d: Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(d);
}

export function formatRange(low: number, high: number, currency: Currency = DEFAULT_CURRENCY): string {
  return `${formatPrice(low, currency)} – ${formatPrice(high, currency)}`;
}

export function totalLine(items: { price: number; qty: number }[], currency: Currency): string {
  const sum = items.reduce((acc, it) => acc + it.price * it.qty, 0);
  return `Total: ${formatPrice(sum, currency, { showCode: true })}`;
}

export function formatPercent(ratio: number): string {
  return new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 }).format(ratio);
}
