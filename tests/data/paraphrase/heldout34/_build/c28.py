from lib import case
IMP = 'import { readFileSync, writeFileSync, existsSync, readdirSync } from "node:fs";\n'
IMP1 = 'import { readFileSync, existsSync, readdirSync } from "node:fs";\nimport { writeFile } from "node:fs/promises";\n'
F = 'export function saveOrderDraft(path: string, draft: OrderDraft): void {\n  writeFileSync(path, JSON.stringify(draft, null, 2) + "\\n", "utf8");\n}'
F1 = 'export async function saveOrderDraft(path: string, draft: OrderDraft): Promise<void> {\n  await writeFile(path, JSON.stringify(draft, null, 2) + "\\n", "utf8");\n}'
C1 = ("  saveOrderDraft(draftPath(draft.orderId), draft);", "  await saveOrderDraft(draftPath(draft.orderId), draft);", 1)
C2 = ("      saveOrderDraft(draftPath(orderId), draft);", "      await saveOrderDraft(draftPath(orderId), draft);", 1)
case("make_async-ts-aligner-orders", "orderClient.ts", "make_async", "typescript", [
    ("terse", "saveOrderDraft -> async (fs/promises writeFile), await at call sites"),
    ("polite", "Could you make saveOrderDraft async, using writeFile from node:fs/promises instead of writeFileSync, and await it wherever it is called? loadOrderDraft can stay synchronous."),
    ("declarative", "saveOrderDraft is an async function returning Promise<void> that writes with fs/promises, and both callers await it."),
    ("other", "the sync write blocks the event loop on the NAS mount. saveOrderDraft should be async (node:fs/promises) — callers must await it"),
    ("other", "Rends saveOrderDraft asynchrone (writeFile de node:fs/promises) et ajoute await à ses deux appels."),
], [
    ("right", "saveOrderDraft async with Promise<void>, awaits writeFile from node:fs/promises; both calls (submitOrder, retryFailedOrders) awaited; unused writeFileSync import dropped",
     [(IMP, IMP1, 1), (F, F1, 1), C1, C2]),
    ("right", "the same change with a namespace import (fsp.writeFile); the now unused writeFileSync import kept",
     [(IMP, IMP + 'import * as fsp from "node:fs/promises";\n', 1), (F, F1.replace("await writeFile(", "await fsp.writeFile("), 1), C1, C2]),
    ("wrong", "the call in retryFailedOrders' catch block is not awaited: a floating promise",
     [(IMP, IMP1, 1), (F, F1, 1), C1]),
    ("wrong", "saveOrderDraft was marked async but still calls writeFileSync; node:fs/promises is not used",
     [(F, F.replace("export function", "export async function").replace("): void {", "): Promise<void> {"), 1), C1, C2]),
    ("wrong", "declared async but the return type is still void: tsc rejects it (an async function must return a Promise)",
     [(IMP, IMP1, 1), (F, F1.replace("Promise<void>", "void"), 1), C1, C2]),
    ("wrong", "async done, but isOverdue's test became days >= 14 (a draft is overdue one day early)",
     [(IMP, IMP1, 1), (F, F1, 1), C1, C2, ("return days > 14;", "return days >= 14;", 1)]),
    ("wrong", "async done, but submitOrder now saves the draft only after a successful post, not before it",
     [(IMP, IMP1, 1), (F, F1, 1), C2,
      ("  saveOrderDraft(draftPath(draft.orderId), draft);\n  const res = await client.post(\"/v2/orders\", toLabPayload(draft));\n  if (res.status !== 201) {\n    throw new Error(`lab portal refused ${draft.orderId} with HTTP ${res.status}`);\n  }\n",
       "  const res = await client.post(\"/v2/orders\", toLabPayload(draft));\n  if (res.status !== 201) {\n    throw new Error(`lab portal refused ${draft.orderId} with HTTP ${res.status}`);\n  }\n  await saveOrderDraft(draftPath(draft.orderId), draft);\n", 1)]),
])
