// Client for the Dentaform lab portal: builds aligner orders from the clinic's
// treatment plans, keeps a local draft of each order and submits it.

import { readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

export type Arch = "upper" | "lower";

export interface OrderDraft {
  orderId: string;
  patientRef: string;
  alignerSystem: "ClearStep Pro" | "ClearStep Lite" | "ClearStep Teen";
  arches: Arch[];
  stages: number;
  refinement: boolean;
  scanIds: string[];
  notes?: string;
}

export interface SubmitResult {
  orderId: string;
  labReference: string;
  expectedShipDate: string;
}

export interface LabClient {
  post(path: string, body: unknown): Promise<{ status: number; json: () => Promise<unknown> }>;
}

export class OrderValidationError extends Error {
  constructor(public readonly orderId: string, message: string) {
    super(`${orderId}: ${message}`);
    this.name = "OrderValidationError";
  }
}

const MAX_STAGES: Record<OrderDraft["alignerSystem"], number> = {
  "ClearStep Pro": 60,
  "ClearStep Lite": 14,
  "ClearStep Teen": 40,
};

export const DRAFT_DIR = "/srv/lindenhof/aligner-drafts";

export function draftPath(orderId: string): string {
  return join(DRAFT_DIR, `${orderId}.json`);
}

export function validateDraft(draft: OrderDraft): void {
  if (draft.arches.length === 0) {
    throw new OrderValidationError(draft.orderId, "at least one arch is required");
  }
  if (draft.stages < 1 || draft.stages > MAX_STAGES[draft.alignerSystem]) {
    throw new OrderValidationError(
      draft.orderId,
      `${draft.alignerSystem} allows 1-${MAX_STAGES[draft.alignerSystem]} stages, got ${draft.stages}`,
    );
  }
  if (draft.scanIds.length === 0) {
    throw new OrderValidationError(draft.orderId, "no intraoral scan attached");
  }
  if (draft.refinement && draft.stages > 20) {
    throw new OrderValidationError(draft.orderId, "refinements are limited to 20 stages");
  }
}

export function loadOrderDraft(path: string): OrderDraft | undefined {
  if (!existsSync(path)) {
    return undefined;
  }
  return JSON.parse(readFileSync(path, "utf8")) as OrderDraft;
}

export function saveOrderDraft(path: string, draft: OrderDraft): void {
  writeFileSync(path, JSON.stringify(draft, null, 2) + "\n", "utf8");
}

function toLabPayload(draft: OrderDraft): Record<string, unknown> {
  return {
    external_id: draft.orderId,
    patient: draft.patientRef,
    product: draft.alignerSystem,
    arches: draft.arches.join("+"),
    stage_count: draft.stages,
    refinement: draft.refinement,
    scans: draft.scanIds,
    remarks: draft.notes ?? "",
  };
}

export async function submitOrder(client: LabClient, draft: OrderDraft): Promise<SubmitResult> {
  validateDraft(draft);
  saveOrderDraft(draftPath(draft.orderId), draft);
  const res = await client.post("/v2/orders", toLabPayload(draft));
  if (res.status !== 201) {
    throw new Error(`lab portal refused ${draft.orderId} with HTTP ${res.status}`);
  }
  const body = (await res.json()) as { reference: string; ship_date: string };
  return { orderId: draft.orderId, labReference: body.reference, expectedShipDate: body.ship_date };
}

export async function retryFailedOrders(
  client: LabClient,
  orderIds: string[],
  log: (line: string) => void = console.log,
): Promise<SubmitResult[]> {
  const done: SubmitResult[] = [];
  for (const orderId of orderIds) {
    const draft = loadOrderDraft(draftPath(orderId));
    if (draft === undefined) {
      log(`${orderId}: no draft on disk, skipped`);
      continue;
    }
    try {
      done.push(await submitOrder(client, draft));
    } catch (err) {
      draft.notes = `${draft.notes ?? ""} [retry failed: ${(err as Error).message}]`.trim();
      saveOrderDraft(draftPath(orderId), draft);
      log(`${orderId}: ${(err as Error).message}`);
    }
  }
  return done;
}

export function listDraftIds(): string[] {
  if (!existsSync(DRAFT_DIR)) {
    return [];
  }
  return readdirSync(DRAFT_DIR)
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .sort();
}

/** A draft is overdue when the lab should have shipped it but we have no reference yet. */
export function isOverdue(result: SubmitResult | undefined, draftedOn: Date, today: Date): boolean {
  if (result !== undefined) {
    return false;
  }
  const days = Math.floor((today.getTime() - draftedOn.getTime()) / 86_400_000);
  return days > 14;
}

export function stagesBooked(drafts: OrderDraft[]): number {
  return drafts.reduce((sum, d) => sum + d.stages * d.arches.length, 0);
}

export function summary(results: SubmitResult[]): string {
  return results
    .map((r) => `${r.orderId} -> ${r.labReference} (ships ${r.expectedShipDate})`)
    .join("\n");
}
