// Address normalisation and geocoding for the last-mile planner.
import { geocodeBatch, GeoPoint } from "./geocoder";
import { countryRules } from "./country-rules";

export interface Address {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  postalCode: string;
  country: string; // ISO 3166-1 alpha-2
  phone?: string;
}

export interface GeocodedStop {
  address: Address;
  point: GeoPoint | null;
  confidence: number;
}

/** Raw row from the merchant CSV upload. */
export interface RawAddressRow {
  recipient: string;
  street: string;
  street2?: string;
  town: string;
  zip_code: string;
  country_code?: string;
  tel?: string;
}

const DEFAULT_COUNTRY = "DE";
const MIN_CONFIDENCE = 0.6;

/** Pairs up two arrays element by element (shorter length wins). */
export function zip<A, B>(as: readonly A[], bs: readonly B[]): [A, B][] {
  const n = Math.min(as.length, bs.length);
  const out: [A, B][] = [];
  for (let i = 0; i < n; i++) {
    out.push([as[i], bs[i]]);
  }
  return out;
}

function clean(s: string | undefined): string {
  return (s ?? "").replace(/\s+/g, " ").trim();
}

export function normalizePostcode(raw: string, country: string): string {
  const rules = countryRules[country];
  let pc = raw.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (rules?.postcodeLength && pc.length < rules.postcodeLength && /^\d+$/.test(pc)) {
    pc = pc.padStart(rules.postcodeLength, "0");
  }
  if (rules?.postcodeSpaceAt) {
    pc = `${pc.slice(0, rules.postcodeSpaceAt)} ${pc.slice(rules.postcodeSpaceAt)}`;
  }
  return pc;
}

export function fromRow(row: RawAddressRow): Address {
  const country = clean(row.country_code).toUpperCase() || DEFAULT_COUNTRY;
  const address: Address = {
    name: clean(row.recipient),
    line1: clean(row.street),
    city: clean(row.town),
    postalCode: normalizePostcode(clean(row.zip_code), country),
    country,
  };
  const line2 = clean(row.street2);
  if (line2) {
    address.line2 = line2;
  }
  const phone = clean(row.tel);
  if (phone) {
    address.phone = phone;
  }
  return address;
}

export function validate(address: Address): string[] {
  const problems: string[] = [];
  if (!address.name) problems.push("missing recipient name");
  if (!address.line1) problems.push("missing street");
  if (!address.city) problems.push("missing city");
  const rules = countryRules[address.country];
  if (!rules) {
    problems.push(`unsupported country ${address.country}`);
  } else if (!rules.postcodePattern.test(address.postalCode)) {
    problems.push(`postcode ${address.postalCode} is not valid for ${address.country}`);
  }
  return problems;
}

export function formatLabel(address: Address): string[] {
  const lines = [address.name, address.line1];
  if (address.line2) {
    lines.push(address.line2);
  }
  const rules = countryRules[address.country];
  if (rules?.postcodeAfterCity) {
    lines.push(`${address.city.toUpperCase()} ${address.postalCode}`);
  } else {
    lines.push(`${address.postalCode} ${address.city.toUpperCase()}`);
  }
  lines.push(address.country);
  return lines;
}

export function dedupeKey(address: Address): string {
  return [address.country, address.postalCode, address.line1.toLowerCase(), address.name.toLowerCase()].join("|");
}

export async function geocodeAll(addresses: Address[]): Promise<GeocodedStop[]> {
  const queries = addresses.map((a) => `${a.line1}, ${a.postalCode} ${a.city}, ${a.country}`);
  const points = await geocodeBatch(queries);
  return zip(addresses, points).map(([address, hit]) => ({
    address,
    point: hit && hit.confidence >= MIN_CONFIDENCE ? hit.point : null,
    confidence: hit?.confidence ?? 0,
  }));
}

export function groupByPostcodeArea(stops: GeocodedStop[], digits = 2): Map<string, GeocodedStop[]> {
  const groups = new Map<string, GeocodedStop[]>();
  for (const stop of stops) {
    const area = stop.address.postalCode.slice(0, digits);
    const list = groups.get(area);
    if (list) {
      list.push(stop);
    } else {
      groups.set(area, [stop]);
    }
  }
  return groups;
}

export function unresolved(stops: GeocodedStop[]): Address[] {
  return stops.filter((s) => s.point === null).map((s) => s.address);
}
