// Formulary for the central inpatient pharmacy. Entries here drive the
// carousel par levels, the automated reorder and the controlled-substance log.

export type Storage = "room" | "refrigerated" | "frozen";
export type Schedule = "" | "CII" | "CIII" | "CIV" | "CV";

export interface FormularyItem {
  ndc: string;
  name: string;
  form: string;
  storage: Storage;
  parLevel: number;
  schedule: Schedule;
  unitOfIssue: string;
}

export interface SupplierOffer {
  ndc: string;
  supplier: string;
  packSize: number;
  unitCostCents: number;
}

export const FORMULARY: FormularyItem[] = [
  {
    ndc: "00002-8215-01",
    name: "Insulin glargine 100 units/mL",
    form: "vial",
    storage: "refrigerated",
    parLevel: 12,
    schedule: "",
  },
  {
    ndc: "00409-4888-01",
    name: "Heparin sodium 5,000 units/mL",
    form: "vial",
    storage: "room",
    parLevel: 40,
    schedule: "",
  },
  {
    ndc: "00641-6006-10",
    name: "Morphine sulfate 4 mg/mL",
    form: "carpuject",
    storage: "room",
    parLevel: 25,
    schedule: "CII",
  },
  {
    ndc: "00143-9503-10",
    name: "Ketorolac 30 mg/mL",
    form: "vial",
    storage: "room",
    parLevel: 30,
    schedule: "",
  },
  {
    ndc: "63323-0262-01",
    name: "Ondansetron 2 mg/mL",
    form: "vial",
    storage: "room",
    parLevel: 50,
    schedule: "",
  },
  {
    ndc: "00409-1782-69",
    name: "Lorazepam 2 mg/mL",
    form: "vial",
    storage: "refrigerated",
    parLevel: 15,
    schedule: "CIV",
  },
  {
    ndc: "0781-3207-95",
    name: "Vancomycin 1 g",
    form: "vial",
    storage: "room",
    parLevel: 60,
    schedule: "",
  },
  {
    ndc: "25021-0101-10",
    name: "Cefazolin 1 g",
    form: "vial",
    storage: "room",
    parLevel: 80,
    schedule: "",
  },
  {
    ndc: "00074-1502-01",
    name: "Propofol 10 mg/mL",
    form: "vial",
    storage: "room",
    parLevel: 35,
    schedule: "",
  },
  {
    ndc: "51754-0101-03",
    name: "Enoxaparin 40 mg/0.4 mL",
    form: "syringe",
    storage: "room",
    parLevel: 45,
    schedule: "",
  },
  {
    ndc: "0409-6629-02",
    name: "Potassium chloride 20 mEq/100 mL",
    form: "bag",
    storage: "room",
    parLevel: 70,
    schedule: "",
  },
  {
    ndc: "55150-0185-10",
    name: "Hydromorphone 2 mg/mL",
    form: "carpuject",
    storage: "room",
    parLevel: 20,
    schedule: "CII",
  },
  {
    ndc: "0143-9875-01",
    name: "Dexamethasone 4 mg/mL",
    form: "vial",
    storage: "room",
    parLevel: 40,
    schedule: "",
  },
];

export function fromCsvRow(cells: string[]): FormularyItem {
  const [ndc, name, form, storage, par, schedule] = cells;
  return {
    ndc: ndc.trim(),
    name: name.trim(),
    form: form.trim(),
    storage: storage.trim() as Storage,
    parLevel: Number.parseInt(par, 10),
    schedule: (schedule ?? "").trim() as Schedule,
    unitOfIssue: "EA",
  };
}

export function controlled(items: FormularyItem[]): FormularyItem[] {
  return items.filter((item) => item.schedule !== "");
}

export function cheapestOffer(offers: SupplierOffer[], ndc: string): SupplierOffer | undefined {
  return offers
    .filter((offer) => offer.ndc === ndc)
    .sort((a, b) => a.unitCostCents / a.packSize - b.unitCostCents / b.packSize)[0];
}

export function reorderQuantity(item: FormularyItem, onHand: number): number {
  return Math.max(0, item.parLevel - onHand);
}
